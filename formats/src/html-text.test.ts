import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-text.ts";

describe("escapeHtml", () => {
  it("leaves plain text as it is", () => {
    expect(escapeHtml("Total Loans 2021/12/31 (1,234.50)")).toBe("Total Loans 2021/12/31 (1,234.50)");
  });

  it("turns markup, ampersands and both quotes into text", () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&amp;`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;amp;",
    );
  });
});
