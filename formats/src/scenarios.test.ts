import { describe, expect, it } from "vitest";
import {
  compareScenarios,
  isRampScenario,
  scenarioName,
  scenariosName,
  withScenarioName,
} from "./scenarios.ts";

describe("scenario names", () => {
  it("name the size with its unit and say shock or ramp", () => {
    expect(scenarioName("-200")).toBe("-200 bp shock");
    expect(scenarioName("300")).toBe("+300 bp shock");
    expect(scenarioName("+300")).toBe("+300 bp shock");
    expect(scenarioName("Ramp+300")).toBe("+300 bp ramp");
    expect(scenarioName("Ramp -100")).toBe("-100 bp ramp");
    expect(scenarioName("Base")).toBe("Base");
  });

  it("name scenarios that tie once, with their kind in the plural, or each by its name", () => {
    expect(scenariosName(["-200", "-300", "-400"])).toBe("-200, -300 and -400 bp shocks");
    expect(scenariosName(["Ramp-300", "Ramp-400"])).toBe("-300 and -400 bp ramps");
    expect(scenariosName(["-400", "Ramp-400"])).toBe("-400 bp shock and -400 bp ramp");
    expect(scenariosName(["-200"])).toBe("-200 bp shock");
  });

  it("fill a title's placeholder with the shock's name, as legends and running text give it", () => {
    expect(withScenarioName("NEV Ratio ({scenario})", 300)).toBe("NEV Ratio (+300 bp shock)");
    expect(withScenarioName("Gain/Loss in the {scenario}: Current and Prior", "-200")).toBe(
      "Gain/Loss in the -200 bp shock: Current and Prior",
    );
    expect(withScenarioName("Summary", 300)).toBe("Summary");
  });

  it("leave named scenarios as they are", () => {
    expect(scenarioName("Steepener")).toBe("Steepener");
  });

  it("sort numerically", () => {
    expect(["300", "Base", "-100"].sort(compareScenarios)).toEqual(["-100", "Base", "300"]);
  });

  it("tell a ramp from a shock, the base and the named shapes", () => {
    expect(["Ramp+300", "Ramp -100", "300", "-200", "Base", "Steepener"].map(isRampScenario)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
