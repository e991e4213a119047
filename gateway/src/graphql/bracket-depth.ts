/**
 * How deep `{`, `[` and `(` nest in a document's text, strings and comments aside; it stops
 * counting once past `stop`.
 */
export function bracketDepth(text: string, stop: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length && deepest <= stop; i++) {
    const c = text[i];
    if (c === "#") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (c === '"') {
      const block = text.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < text.length && !(block ? text.startsWith('"""', i) : text[i] === '"' || text[i] === "\n")) {
        i += text[i] === "\\" ? 2 : 1;
      }
      if (block) i += 2;
    } else if (c === "{" || c === "[" || c === "(") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]" || c === ")") depth--;
  }
  return deepest;
}
