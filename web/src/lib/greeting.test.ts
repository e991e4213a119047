import { describe, expect, it } from "vitest";
import { replaceTokens, timeGreeting } from "./greeting.ts";

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute);

describe("greeting", () => {
  it("greets by the hour with the spec's boundaries", () => {
    expect(timeGreeting(at(3, 59))).toBe("Good Evening");
    expect(timeGreeting(at(4))).toBe("Good Morning");
    expect(timeGreeting(at(11, 59))).toBe("Good Morning");
    expect(timeGreeting(at(12))).toBe("Good Afternoon");
    expect(timeGreeting(at(17, 59))).toBe("Good Afternoon");
    expect(timeGreeting(at(18))).toBe("Good Evening");
    expect(timeGreeting(at(0))).toBe("Good Evening");
  });

  it("replaces every token, including repeats", () => {
    const values = { userName: "Dana Whitfield", userFirstName: "Dana", now: at(9) };
    expect(replaceTokens("[personalizedTimeGreeting]!", values)).toBe("Good Morning, Dana!");
    expect(replaceTokens("[timeGreeting] [userName] / [userFirstName] [userName]", values)).toBe(
      "Good Morning Dana Whitfield / Dana Dana Whitfield",
    );
    expect(replaceTokens("No tokens", values)).toBe("No tokens");
  });
});
