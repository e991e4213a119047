import type {
  ChartOfAccountsModel,
  ClientSettingsModel,
  CurveModel,
  CurveVersionModel,
  CoaNodeModel,
  DataSetModel,
  ReportDefinitionModel,
  ReportListEntryModel,
  ReportPdfModel,
  TrendEntryModel,
} from "../models/analysis-models.ts";
import type { ReportDataModel } from "../models/report-models.ts";
import { RestClient, type RestClientOptions, type Revalidated } from "./rest-client.ts";

/** The api's two template downloads: positions template and H3 overrides sample. */
export type TemplateKind = "template" | "overrides-sample";

export type WorkflowAction = "approve" | "unapprove" | "publish" | "unpublish";

export interface DataSetRequest {
  id?: number;
  asOfDate: string;
  dataSetType: number;
  description?: string | null;
  useTcuFund: boolean;
  resultSets: { key: string; typ: string }[];
}

export interface UploadFile {
  fileName: string;
  content: Uint8Array;
  mimeType: string;
}

export interface ReportDefinitionRequest {
  id?: number;
  name: string;
  baseDataSetId: number;
  compareDataSetId?: number | null;
  chartOfAccountsId?: number;
  niiYears?: number;
  reportTag?: string | null;
  minScenario?: number;
  maxScenario?: number;
  selectedSubReportDefinitions?: ReportListEntryModel[];
  commentary?: string | null;
}

const analysis = (path: string) => `analysis/${path}`;

/** The base (analysis) API: client settings, charts of accounts, data sets, report definitions. */
export class BaseApi {
  private readonly rest: RestClient;

  constructor(options: Omit<RestClientOptions, "name">) {
    this.rest = new RestClient({ ...options, name: "analysis API" });
  }

  /** Null when the client has no settings yet (HTTP 204). */
  clientSettings(clientId: number): Promise<ClientSettingsModel | null> {
    return this.rest.get(analysis(`clientsettings/${clientId}`));
  }

  saveClientSettings(clientId: number, body: { niiYears?: number; reports?: ReportListEntryModel[] }) {
    return this.rest.send<ClientSettingsModel>("PUT", analysis(`clientsettings/${clientId}`), body);
  }

  setZmDatabase(clientId: number, zmDatabaseName: string) {
    return this.rest.send<{ zmDatabaseName: string | null }>(
      "PUT",
      analysis(`clientsettings/${clientId}/zmdatabase`),
      { zmDatabaseName },
    );
  }

  chartsOfAccounts(clientId: number): Promise<ChartOfAccountsModel[]> {
    return this.rest.get(analysis(`chartofaccounts/client/${clientId}`));
  }

  chartOfAccounts(id: number): Promise<ChartOfAccountsModel> {
    return this.rest.get(analysis(`chartofaccounts/${id}`));
  }

  importChartOfAccounts(clientId: number, name: string, sourceRunResultId: string) {
    return this.rest.send<ChartOfAccountsModel>("PUT", analysis(`chartofaccounts/client/${clientId}`), {
      name,
      sourceRunResultId,
    });
  }

  saveChartOfAccountsAsNew(clientId: number, name: string, coa: CoaNodeModel) {
    return this.rest.send<ChartOfAccountsModel>("PUT", analysis(`chartofaccounts/client/${clientId}/new`), {
      name,
      coa,
    });
  }

  updateChartOfAccounts(id: number, change: { name?: string; coa?: CoaNodeModel }) {
    return this.rest.send<ChartOfAccountsModel>("PUT", analysis(`chartofaccounts/${id}`), change);
  }

  deleteChartOfAccounts(id: number) {
    return this.rest.send<{ chartOfAccountsId: number }>("DELETE", analysis(`chartofaccounts/${id}`));
  }

  /** Each as-of date's latest curve version, newest date first (no points). */
  curves(): Promise<CurveModel[]> {
    return this.rest.get(analysis("yieldcurves"));
  }

  /** One date's curve with its points and every version. */
  curve(asOfDate: string): Promise<CurveModel> {
    return this.rest.get(analysis(`yieldcurves/${encodeURIComponent(asOfDate)}`));
  }

  /** Stores a curve file as the next version of its date; never retried (a repeat is another version). */
  uploadCurve(asOfDate: string, source: string | null, file: UploadFile): Promise<CurveVersionModel> {
    const form = new FormData();
    if (source !== null) form.set("source", source);
    form.set("file", new Blob([file.content], { type: file.mimeType }), file.fileName);
    return this.rest.sendForm("POST", analysis(`yieldcurves/${encodeURIComponent(asOfDate)}`), form);
  }

  dataSets(clientId: number, daysOld = 9999): Promise<DataSetModel[]> {
    return this.rest.get(analysis(`dataset/client/${clientId}`), { daysOld });
  }

  saveDataSet(clientId: number, body: DataSetRequest, files: UploadFile[]): Promise<DataSetModel> {
    const form = new FormData();
    form.set("dataSetRequestBody", JSON.stringify(body));
    for (const file of files) {
      form.append("files", new Blob([file.content], { type: file.mimeType }), file.fileName);
    }
    return this.rest.sendForm("PUT", analysis(`dataset/client/${clientId}`), form);
  }

  /** The same PUT with a multipart body streamed from the caller (the gateway's upload route). */
  uploadDataSet(
    clientId: number,
    body: { stream: ReadableStream<Uint8Array>; contentType: string },
    signal: AbortSignal,
  ) {
    return this.rest.stream<DataSetModel>("PUT", analysis(`dataset/client/${clientId}`), body, signal);
  }

  dataSetNameTaken(clientId: number, name: string, exceptId?: number): Promise<boolean> {
    return this.rest.send("POST", analysis(`dataset/client/${clientId}/alreadyexists`), {
      name,
      id: exceptId,
    });
  }

  cloneDataSet(id: number): Promise<DataSetModel> {
    return this.rest.send("POST", analysis(`dataset/${id}/clone`));
  }

  /** Queues a run: the data set comes back Started (202). Never retried: a second call is a second run. */
  runDataSet(id: number): Promise<DataSetModel> {
    return this.rest.send("PUT", analysis(`dataset/${id}/run`), undefined, true);
  }

  /** The upload templates of the data set drawer, as files. */
  downloadTemplate(kind: TemplateKind, format: "csv" | "xlsx"): Promise<Response> {
    return this.rest.download(analysis(`dataset/${kind}`), { format });
  }

  /**
   * Report data at a reportUrls path below this API's root (spec shell-and-reports section 7 call 1),
   * revalidating the copy held under `etag` (the api answers 304 while its data version is unchanged).
   */
  reportData(
    path: string,
    query: Record<string, string | boolean | undefined>,
    etag?: string,
  ): Promise<Revalidated<ReportDataModel>> {
    return this.rest.getRevalidated(path, query, etag);
  }

  deleteDataSet(id: number) {
    return this.rest.send<{ id: number; deleted: boolean }>("DELETE", analysis(`dataset/${id}`));
  }

  reportDefinitions(clientId: number, daysOld = 9999): Promise<ReportDefinitionModel[]> {
    return this.rest.get(analysis(`reportdefinitions/client/${clientId}`), { daysOld });
  }

  saveReportDefinition(clientId: number, body: ReportDefinitionRequest): Promise<ReportDefinitionModel> {
    return this.rest.send("PUT", analysis(`reportdefinitions/client/${clientId}`), body);
  }

  cloneReportDefinition(id: number): Promise<ReportDefinitionModel> {
    return this.rest.send("POST", analysis(`reportdefinitions/${id}/clone`));
  }

  deleteReportDefinition(id: number) {
    return this.rest.send<{ id: number; deleted: boolean }>("DELETE", analysis(`reportdefinitions/${id}`));
  }

  changeWorkflow(id: number, action: WorkflowAction): Promise<ReportDefinitionModel> {
    return this.rest.send("PUT", analysis(`reportdefinitions/${id}/${action}`));
  }

  reportPdfs(id: number): Promise<ReportPdfModel[]> {
    return this.rest.get(analysis(`reportdefinitions/${id}/pdf`));
  }

  /**
   * Registers a PDF package's file (the reports screen's Download Multiple menu reads it back);
   * staff only, and the api builds the entry's link itself.
   */
  registerReportPdf(id: number, entry: { name: string; status: string }): Promise<ReportPdfModel[]> {
    return this.rest.send("PUT", analysis(`reportdefinitions/${id}/pdf`), entry);
  }

  trendList(clientId: number, asOfDate: string): Promise<TrendEntryModel[]> {
    const date = encodeURIComponent(asOfDate);
    return this.rest.get(analysis(`reportdefinitions/clientid/${clientId}/asofdate/${date}/trendlist`));
  }
}
