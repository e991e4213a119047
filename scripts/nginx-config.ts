/** One directive of an nginx configuration: `name args;` or `name args { children }`. */
export interface NginxDirective {
  name: string;
  args: string[];
  children: NginxDirective[];
}

/**
 * Parses nginx's configuration syntax into its directives, enough for tests to read what a proxy
 * routes where (no includes, no variables expanded).
 */
export function parseNginxConfig(text: string): NginxDirective[] {
  const tokens = text.match(/#[^\n]*|"(?:[^"\\]|\\.)*"|[{};]|[^\s{};"]+/g) ?? [];
  const words = tokens.filter((t) => !t.startsWith("#")).map((t) => t.replace(/^"(.*)"$/s, "$1"));
  let at = 0;
  const block = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    while (at < words.length && words[at] !== "}") {
      const [name, ...args] = takeUntil(["{", ";"]);
      if (name === undefined) throw new Error(`nginx: a directive has no name near word ${at}`);
      const end = words[at++];
      const children = end === "{" ? block() : [];
      if (end === "{" && words[at++] !== "}") throw new Error(`nginx: block ${name} is not closed`);
      directives.push({ name, args, children });
    }
    return directives;
  };
  const takeUntil = (ends: string[]): string[] => {
    const taken: string[] = [];
    while (at < words.length && !ends.includes(words[at] ?? "")) taken.push(words[at++] ?? "");
    if (at >= words.length) throw new Error(`nginx: "${taken.join(" ")}" does not end with ; or {`);
    return taken;
  };
  const top = block();
  if (at < words.length) throw new Error("nginx: a } closes no block");
  return top;
}

/** Every directive of this name at any depth below `within`. */
export function findDirectives(within: NginxDirective[], name: string): NginxDirective[] {
  return within.flatMap((d) => [...(d.name === name ? [d] : []), ...findDirectives(d.children, name)]);
}
