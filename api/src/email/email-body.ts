import sanitizeHtml from "sanitize-html";

/**
 * Staff write covering notes with simple formatting and links; nothing that runs, loads or
 * hides content survives (no scripts, styles, images, forms, event handlers).
 */
const STAFF_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "mailto"],
  disallowedTagsMode: "discard",
};

/** Client users send text only: the firm's address must not carry their links or markup. */
const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

/** The body as it is stored and mailed (HTML): sanitised for staff, escaped plain text for everyone else. */
export function cleanBody(body: string, isStaff: boolean): string {
  if (isStaff) return sanitizeHtml(body, STAFF_HTML);
  return sanitizeHtml(body, TEXT_ONLY).replace(/\r?\n/g, "<br>");
}
