import { describe, expect, it } from "vitest";
import { HeldAnswers, operationKey, preferredEncoding } from "./report-answers.ts";

describe("report answers' encodings and validators", () => {
  it("sends brotli, else gzip, else the bytes as they are, as Accept-Encoding allows", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("names audience, data version and operation in the ETag", () => {
    const op = operationKey("query { report }", undefined, { id: "1" });
    expect(operationKey("query { report }", undefined, { id: "2" })).not.toBe(op);
    const staff = new HeldAnswers('staff#Report:1#"v1"');
    expect(staff.etagOf(op)).toBe(staff.etagOf(op));
    expect(new HeldAnswers('RFCU#Report:1#"v1"').etagOf(op)).not.toBe(staff.etagOf(op));
    expect(new HeldAnswers('staff#Report:1#"v2"').etagOf(op)).not.toBe(staff.etagOf(op));
  });

  it("keeps a few answers per report, counted in bytes, compressed once per encoding", async () => {
    const held = new HeldAnswers("staff#Report:1#v1");
    const answer = held.keep("op", '{"data":{"report":null}}\n', "application/json; charset=utf-8");
    expect(answer && held.bytes).toBe(25);
    if (!answer) return;
    const br = await held.encoded(answer, "br");
    expect(br.added).toBe(true);
    expect((await held.encoded(answer, "br")).added).toBe(false);
    expect(held.bytes).toBe(25 + br.bytes.length);
    for (let i = 0; i < 10; i++) held.keep(`op${i}`, "{}", "application/json");
    expect(held.get("op9")).toBeUndefined();
  });
});
