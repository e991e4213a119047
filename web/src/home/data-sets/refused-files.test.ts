import { describe, expect, it } from "vitest";
import { refusedFileNames } from "./refused-files.ts";

const failure = (...errors: string[]) => ({
  message: "The upload has problems; nothing was saved.",
  messages: errors.map((error) => ({ error, resolution: "" })),
});

describe("the files a refused save names", () => {
  it("names each file whose problems the api listed, by the name it begins with", () => {
    const refused = failure(
      'bad.csv, row 2, column rate: rate must be a number; got "abc".',
      "h3.csv: the file has no rows.",
    );
    expect(refusedFileNames(refused, ["bad.csv", "h3.csv", "good.csv"])).toEqual(
      new Set(["bad.csv", "h3.csv"]),
    );
  });

  it("does not take a file for another whose name it begins", () => {
    const refused = failure("bad.csv.csv, row 2, column rate: rate must be a number.");
    expect(refusedFileNames(refused, ["bad.csv", "bad.csv.csv"])).toEqual(new Set(["bad.csv.csv"]));
  });

  it("names none for a refusal of the whole upload", () => {
    expect(refusedFileNames(failure("At most 4 files can be uploaded at a time."), ["a.csv"]).size).toBe(0);
  });
});
