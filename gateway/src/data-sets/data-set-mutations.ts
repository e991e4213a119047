import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { dataSetRequest, SAVE_DATA_SET_FAILURES } from "./data-set-save.ts";
import { asOfFieldOf } from "../graphql/scalars/as-of-argument.ts";
import {
  failure,
  notFoundOf,
  orFailure,
  readOrNotFound,
  renameFailureField,
  withErrorText,
  type NotFound,
} from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { decodeUploads } from "./uploads.ts";

/** A mutation's NOT_FOUND of the data set its `id` names, said of the id as sent. */
export const ofDataSet = <T>(id: string, run: () => Promise<T>) =>
  readOrNotFound(notFoundOf("DataSet", id, "id"), run);

export const dataSetMutationResolvers: Resolvers = {
  Mutation: {
    saveDataSet: async (_root, { clientId, input, files }, ctx) => {
      const client = toId(clientId, "Client", "clientId");
      const uploads = decodeUploads(files ?? []);
      if ("problems" in uploads)
        return failure("ValidationFailed", "UPLOAD_INVALID", ERROR_TEXTS.dataSetSave, uploads.problems);
      const request = dataSetRequest(input);
      // The client in the api's path, or the data set an edit names (the api says so of its `id`).
      const edited: Record<string, NotFound> = input.id ? { id: notFoundOf("DataSet", input.id, "id") } : {};
      const saving = () =>
        orFailure(async () => {
          const dataSet = await withErrorText(ERROR_TEXTS.dataSetSave, () =>
            ctx.base.saveDataSet(client, request, uploads.files),
          );
          return { __typename: "DataSetSaved" as const, dataSet, warnings: dataSet.warnings ?? [] };
        }, SAVE_DATA_SET_FAILURES);
      const answer = await readOrNotFound(notFoundOf("Client", clientId, "clientId"), saving, edited);
      return renameFailureField(answer, "asOfDate", asOfFieldOf(input));
    },
    cloneDataSet: (_root, { id }, ctx) =>
      ofDataSet(id, () =>
        orFailure(
          async () => ({
            __typename: "DataSetSaved" as const,
            dataSet: await withErrorText(ERROR_TEXTS.dataSetClone, () =>
              ctx.base.cloneDataSet(toId(id, "DataSet")),
            ),
            // A copy's files were checked when they were uploaded.
            warnings: [],
          }),
          [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed", headline: ERROR_TEXTS.dataSetClone }],
        ),
      ),
    deleteDataSet: (_root, { id }, ctx) =>
      ofDataSet(id, () =>
        orFailure(async () => {
          await withErrorText(ERROR_TEXTS.dataSetDelete, () => ctx.base.deleteDataSet(toId(id, "DataSet")));
          return {
            __typename: "DataSetDeleted" as const,
            // As asked: the global id a normalising cache keeps the data set under.
            id,
            message: ERROR_TEXTS.dataSetDeleted,
          };
        }, [
          { codes: ["DATA_SET_IN_USE"], as: "ResourceInUse", headline: ERROR_TEXTS.unableToDelete },
          { codes: ["DATA_SET_RUNNING", "DATA_SET_LOCKED"], as: "ResourceLocked" },
        ]),
      ),
  },
};
