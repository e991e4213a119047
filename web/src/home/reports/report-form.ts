import type { ReportDefinitionInput } from "../../generated/graphql.ts";
import type { FieldDef, Option, Rule, Values } from "../../forms/form-logic.ts";
import { withinNiiYears } from "../../lib/report-selection.ts";

/** Spec section 9: the rate scenarios in basis points. */
export const SCENARIOS = [-400, -300, -200, -100, 0, 100, 200, 300, 400, 500];
const scenarioOption = (n: number): Option => ({ value: String(n), label: n === 0 ? "Base" : String(n) });

export const REPORT_TABS = [
  { value: "settings", label: "Settings" },
  { value: "reports", label: "Reports" },
  { value: "commentary", label: "Commentary" },
] as const;

export function reportFields(dataSets: Option[], charts: Option[]): FieldDef[] {
  const settings = (f: Omit<FieldDef, "tab">): FieldDef => ({ ...f, tab: "settings" });
  return [
    settings({ name: "name", label: "Name", kind: "text", required: true }),
    settings({
      name: "baseDataSetId",
      label: "Base Data Set",
      kind: "select",
      required: true,
      options: dataSets,
    }),
    settings({ name: "compareDataSetId", label: "Compare Data Set", kind: "select", options: dataSets }),
    settings({
      name: "chartOfAccountsId",
      label: "Chart of Accounts",
      kind: "select",
      required: true,
      options: charts,
    }),
    settings({ name: "niiYears", label: "NII Years", kind: "number", required: true, min: 1, max: 10 }),
    settings({ name: "reportTag", label: "Report Tag", kind: "text" }),
    settings({
      name: "minScenario",
      label: "Min Scenario",
      kind: "select",
      required: true,
      options: SCENARIOS.map(scenarioOption),
    }),
    settings({
      name: "maxScenario",
      label: "Max Scenario",
      kind: "select",
      required: true,
      options: SCENARIOS.map(scenarioOption),
    }),
    settings({ name: "decliningScenario", label: "Declining Scenario", kind: "number", readOnly: true }),
    settings({ name: "risingScenario", label: "Rising Scenario", kind: "number", readOnly: true }),
    settings({ name: "shockScenario", label: "Shock Scenario", kind: "number", readOnly: true }),
    { name: "selectedReports", label: "Reports to Include", kind: "tags", required: true, tab: "reports" },
    { name: "commentary", label: "Commentary", kind: "textarea", tab: "commentary" },
  ];
}

/**
 * The report form's behaviour: the comparison data set must differ from the base one, the
 * scenario range cannot be inverted, and fewer NII years drop the later years' pages.
 */
export function reportRules(dataSets: Option[]): Rule[] {
  return [
    { when: (v) => !v.baseDataSetId, then: [{ disable: ["compareDataSetId"] }] },
    {
      when: (v) => !!v.baseDataSetId,
      then: [
        {
          setOptions: "compareDataSetId",
          options: (v) => dataSets.filter((o) => o.value !== v.baseDataSetId),
        },
      ],
    },
    {
      when: (v) => !!v.baseDataSetId && v.compareDataSetId === v.baseDataSetId,
      then: [{ set: "compareDataSetId", value: null }],
    },
    {
      when: () => true,
      then: [
        {
          setOptions: "maxScenario",
          options: (v) => SCENARIOS.filter((n) => n >= Number(v.minScenario ?? -400)).map(scenarioOption),
        },
        {
          setOptions: "minScenario",
          options: (v) => SCENARIOS.filter((n) => n <= Number(v.maxScenario ?? 500)).map(scenarioOption),
        },
      ],
    },
    {
      when: (v) => Array.isArray(v.selectedReports) && Number(v.niiYears) >= 1,
      then: [
        {
          set: "selectedReports",
          value: (v) => withinNiiYears(v.selectedReports as string[], Number(v.niiYears)),
        },
      ],
    },
  ];
}

export interface ReportFacts {
  name: string;
  baseDataSetId?: string | null;
  compareDataSetId?: string | null;
  chartOfAccountsId: string;
  niiYears: number;
  reportTag?: string | null;
  minScenario: number;
  maxScenario: number;
  decliningScenario: number;
  risingScenario: number;
  shockScenario: number;
  selectedReports: readonly { key: string }[];
  commentary?: string | null;
}

/** A new report takes the client's niiYears and report list and the first chart of accounts. */
export function reportValues(
  r: ReportFacts | null,
  defaults: { niiYears: number; reports: string[]; chartId: string | null },
): Values {
  return {
    name: r?.name ?? "",
    baseDataSetId: r?.baseDataSetId ?? null,
    compareDataSetId: r?.compareDataSetId ?? null,
    chartOfAccountsId: r?.chartOfAccountsId ?? defaults.chartId,
    niiYears: r?.niiYears ?? defaults.niiYears,
    reportTag: r?.reportTag ?? "",
    minScenario: String(r?.minScenario ?? -300),
    maxScenario: String(r?.maxScenario ?? 300),
    decliningScenario: r?.decliningScenario ?? -300,
    risingScenario: r?.risingScenario ?? 300,
    shockScenario: r?.shockScenario ?? 300,
    selectedReports: r ? r.selectedReports.map((e) => e.key) : defaults.reports,
    commentary: r?.commentary ?? "",
  };
}

export function reportInput(id: string | null, v: Values): ReportDefinitionInput {
  const text = (name: string) => String(v[name] ?? "").trim();
  return {
    ...(id ? { id } : {}),
    name: text("name"),
    baseDataSetId: text("baseDataSetId"),
    compareDataSetId: text("compareDataSetId") || null,
    chartOfAccountsId: text("chartOfAccountsId") || null,
    niiYears: Number(v.niiYears),
    reportTag: text("reportTag") || null,
    minScenario: Number(v.minScenario),
    maxScenario: Number(v.maxScenario),
    selectedReports: Array.isArray(v.selectedReports) ? v.selectedReports : [],
    commentary: text("commentary") || null,
  };
}
