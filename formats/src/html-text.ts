const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe to put into HTML, between tags or inside a quoted attribute: the one escaping
 * rule of the api's sign-in pages and the web app's printed tables, whose cells hold names
 * that users typed.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
