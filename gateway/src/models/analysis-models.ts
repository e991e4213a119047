/** REST shapes of the base (analysis) API that the schema's mappers point to. */

export type ReportListEntryModel = number | string;

export interface ClientSettingsModel {
  clientId: number;
  niiYears: number;
  reports: ReportListEntryModel[];
  zmDatabaseName: string | null;
}

export interface DataSetModel {
  id: number;
  clientId: number;
  name: string;
  dataSetType: number;
  dataSetTypeLabel: string;
  asOfDate: string;
  description: string | null;
  status: string | null;
  statusReason: string | null;
  useTcuFund: boolean;
  resultSets: { key: string; typ: string }[];
  /** A What If data set saved from a what-if: the data set it was made from. */
  whatIfSourceId?: number | null;
  reportIds: number[];
  isLocked: boolean;
  lockedReason: string | null;
  /** The api's rules, computed for the caller. */
  viewerCan: { edit: boolean; delete: boolean; run: boolean };
  files: { id: number; fileName: string; kind: string; uploadedDate: string }[];
  createdDate: string;
  createdBy: string;
  updatedDate: string;
  updatedBy: string;
  /** Only in the answer to a save with files: the files' warnings (the data set was saved). */
  warnings?: string[];
}

export interface ReportDefinitionModel {
  id: number;
  clientId: number;
  name: string;
  status: string | null;
  baseDataSetId: number | null;
  baseDataSetName: string | null;
  /** The base data set's type code; absent from a service that does not send it. */
  baseDataSetType?: number | null;
  compareDataSetId: number | null;
  compareDataSetName: string | null;
  asOfDate: string | null;
  compareAsOfDate: string | null;
  chartOfAccountsId: number;
  niiYears: number;
  reportTag: string | null;
  minScenario: number;
  maxScenario: number;
  decliningScenario: number;
  risingScenario: number;
  shockScenario: number;
  selectedSubReportDefinitions: ReportListEntryModel[];
  commentary: string | null;
  approvedBy: string | null;
  approvedByDate: string | null;
  publishedBy: string | null;
  publishedByDate: string | null;
  isApproved: boolean;
  isPublished: boolean;
  /** What the caller may do with it now, as the api rules it (never derived here). */
  viewerCan: Record<"approve" | "unapprove" | "publish" | "unpublish" | "edit" | "delete" | "clone", boolean>;
  createdDate: string;
  createdBy: string;
  updatedDate: string;
  updatedBy: string;
}

export interface ReportPdfModel {
  name: string;
  suffix: string;
  uri: string | null;
  status: string;
}

export interface TrendEntryModel {
  id: number;
  /** Added by the gateway from the client asked about: the entry's global id names it. */
  clientId?: number;
  name: string;
  asOfDate: string;
}

export interface CoaNodeModel {
  id: number | string;
  parentId: number | string | null;
  hLevel: number;
  depth: number;
  order: number;
  key: string;
  description: string;
  folderType: number;
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
  tags: string[];
  children: CoaNodeModel[];
}

/** A list entry; the full chart adds the tree and its history. */
export interface ChartOfAccountsModel {
  chartOfAccountsId: number;
  name: string;
  updatedDate: string;
  clientId: number;
  sourceRunResultId?: string | null;
  createdDate?: string;
  createdBy?: string;
  updatedBy?: string;
  coa?: CoaNodeModel;
  /** Read with the chart itself (list entries lack it). */
  isLocked?: boolean;
  lockedReason?: string | null;
}

export type ResultSetModel = DataSetModel["resultSets"][number];
export type DataSetFileModel = DataSetModel["files"][number];

/** A point of a curve as the api sends it: the par yield in percent, a double. */
export interface CurvePointModel {
  tenorMonths: number;
  rate: number;
}

/** A version of an as-of date's yield curve (GET /analysis/yieldcurves/{asOfDate}, versions). */
export interface CurveVersionModel {
  asOfDate: string;
  version: number;
  source: string;
  builtIn: boolean;
  fileName: string | null;
  uploadedBy: string | null;
  uploadedDate: string | null;
  points: CurvePointModel[];
}

/** A date's curve: a list entry (no points or versions) or the whole curve. */
export type CurveModel = Omit<CurveVersionModel, "points"> & {
  versionCount?: number;
  points?: CurveVersionModel["points"];
  versions?: CurveVersionModel[];
};
