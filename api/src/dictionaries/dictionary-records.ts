import { domainsDictionaries } from "./domains-dictionary.ts";
import { globalDictionaries } from "./global-dictionary.ts";
import { reportCatalogue, reportTables } from "../reports/catalogue/report-catalogue.ts";
import { REPORT_URLS } from "./reports/report-urls.ts";

export const SETTINGS_CATEGORY = "assetliability";

/** The analysis domain's dictionaries path: GET core/tools/uxsetting/analysis. */
export const ANALYSIS_DICTIONARY_PATH = "analysis";

/** A settings record as the web app reads it: dictionaries under settings. */
export interface SettingsRecord {
  id: number;
  category: string;
  domain: string;
  settings: { dictionaries: Record<string, unknown> };
}

export interface DictionarySource {
  /** Below core/tools/uxsetting/. */
  path: string;
  domain: string;
  dictionaries: Record<string, unknown>;
}

/** Every dictionary the product ships, as the code defines it. */
export function dictionarySources(): DictionarySource[] {
  return [
    { path: "core/domains", domain: "core", dictionaries: { ...domainsDictionaries() } },
    { path: "core/global", domain: "core", dictionaries: globalDictionaries() },
    {
      path: ANALYSIS_DICTIONARY_PATH,
      domain: "analysis",
      dictionaries: { reports: reportCatalogue(), reportUrls: REPORT_URLS, tables: reportTables() },
    },
  ];
}
