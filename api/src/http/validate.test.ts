import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http-error.ts";
import { parseInput, resolutionOf } from "./validate.ts";

/** The messages a body's problems are answered with. */
function problemsOf(schema: z.ZodType, body: unknown) {
  try {
    parseInput(schema, body, "report definition");
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).messages;
  }
  throw new Error("The body was taken.");
}

describe("a refused body's messages", () => {
  it("say what to do from what is wanted, where they said only 'Correct <field> and send it again'", () => {
    const schema = z.object({
      name: z.string().max(5),
      niiYears: z.number().int().min(1),
      reports: z.array(z.number()).min(1),
    });
    expect(problemsOf(schema, { name: "too long a name", niiYears: 1.5 })).toEqual([
      {
        field: "name",
        error: "name: must be at most 5 characters long",
        resolution: "Make name at most 5 characters long and send the report definition again.",
      },
      {
        field: "niiYears",
        error: "niiYears: must be a whole number",
        resolution: "Make niiYears a whole number and send the report definition again.",
      },
      {
        field: "reports",
        error: "reports: is required",
        resolution: "Add reports and send the report definition again.",
      },
    ]);
    expect(problemsOf(schema, { name: "a", niiYears: 1, reports: [] })).toEqual([
      {
        field: "reports",
        error: "reports: must list at least 1 item",
        resolution: "List at least 1 item in reports and send the report definition again.",
      },
    ]);
  });

  it("keeps the plain resolution where the problem says what is wrong, not what is wanted", () => {
    expect(resolutionOf("amount", "is zero: nothing would change")).toBe(
      "Correct amount and send the request again.",
    );
  });
});
