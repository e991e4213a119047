import { callApi, reportDefinitionIds, type TestApi } from "./test-api.ts";

/** A file of a data set upload: its name and its bytes or text. */
export interface UploadFile {
  name: string;
  content: string | Uint8Array<ArrayBuffer>;
}

/** A data set's request body as the upload route takes it: a What-if set of 2023-03-15 unless overridden. */
export const dataSetRequest = (overrides: Record<string, unknown> = {}) => ({
  asOfDate: "2023-03-15",
  dataSetType: 0,
  description: "Spring review",
  resultSets: [
    { key: "9001", typ: "Shock" },
    { key: "9002", typ: "Ramp" },
  ],
  ...overrides,
});

/** The multipart form of a data set upload: the request body and the files. */
export function dataSetForm(body: unknown, files: readonly UploadFile[] = []): FormData {
  const form = new FormData();
  form.set("dataSetRequestBody", JSON.stringify(body));
  for (const f of files) form.append("files", new Blob([f.content], { type: "text/csv" }), f.name);
  return form;
}

/** Saves a new data set of a client through the upload route (PUT), answering the api's response. */
export const saveDataSet = (
  api: TestApi,
  token: string,
  clientId: number,
  body: unknown,
  files: readonly UploadFile[] = [],
) =>
  callApi(api, `/base/analysis/dataset/client/${clientId}`, token, {
    method: "PUT",
    body: dataSetForm(body, files),
  });

/** The base data set of a demo report definition named as `reportDefinitionIds` names it ("RFCU:Q4 2021 ALM Report"). */
export async function baseDataSetOf(api: TestApi, definition: string): Promise<number> {
  const id = (await reportDefinitionIds(api))[definition];
  const [row] = await api.db.query<{ base_data_set_id: number | null }>(
    "select base_data_set_id from report_definitions where id = $1",
    [id],
  );
  if (!row?.base_data_set_id) throw new Error(`${definition} has no base data set.`);
  return row.base_data_set_id;
}
