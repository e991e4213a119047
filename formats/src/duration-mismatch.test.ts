import { describe, expect, it } from "vitest";
import { durationsText } from "./duration-mismatch.ts";

describe("the durations beside a mismatch", () => {
  it("break only between the two parts, each label kept with its figure", () => {
    const text = durationsText(3.0174, 1.5046);
    expect(text.replace(/\u00a0/g, " ")).toBe("Assets 3.02 · Liabilities 1.50");
    // The one place a line may break: after the separator (on a phone it broke inside a part).
    expect(text.split(/[ \t\n]/)).toEqual(["Assets\u00a03.02\u00a0·", "Liabilities\u00a01.50"]);
  });
});
