import { readFileSync } from "node:fs";

/** docs/api.md, the consumer guide whose steps the consumer-guide tests run as written. */
export const GUIDE = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");

const MARK = /^<!-- guide-step: (.+?) -->$/;
const NOT_RUNNABLE = "not-runnable: ";

/** A fenced block of the guide and the mark above it: the step's name, or why it cannot run. */
export interface GuideBlock {
  line: number;
  language: string;
  step?: string;
  notRunnable?: string;
}

/** Every fenced code block of the guide, with the `<!-- guide-step: … -->` line right above it. */
export function guideBlocks(): GuideBlock[] {
  const lines = GUIDE.split("\n");
  const blocks: GuideBlock[] = [];
  let inside = false;
  lines.forEach((text, i) => {
    if (!text.startsWith("```")) return;
    inside = !inside;
    if (!inside) return;
    const mark = MARK.exec(lines[i - 1] ?? "")?.[1];
    const reason = mark?.startsWith(NOT_RUNNABLE) ? mark.slice(NOT_RUNNABLE.length) : undefined;
    blocks.push({
      line: i + 1,
      language: text.slice(3),
      step: reason === undefined ? mark : undefined,
      notRunnable: reason,
    });
  });
  return blocks;
}

/** The code of the guide's block of this language right after `<!-- guide-step: step -->`. */
export function block(language: string, step: string): string {
  const marked = GUIDE.split(`<!-- guide-step: ${step} -->`)[1];
  const match = marked && new RegExp("^\\n```" + language + "\\n([\\s\\S]*?)```").exec(marked);
  if (!match?.[1]) throw new Error(`docs/api.md has no ${language} block for step '${step}'.`);
  return match[1];
}
