import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useMutation } from "@apollo/client/react";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import {
  ChartsListQuery,
  DeleteChartMutation,
  ImportChartMutation,
  SaveChartAsNewMutation,
  UpdateChartMutation,
} from "./coa-documents.ts";
import type { ChartOfAccountsNodeInput, ImportChartOfAccountsMutation } from "../generated/graphql.ts";
import { failureOf } from "../lib/failure-fields.ts";

/** The three saves answer the same union. */
type SaveResult = ImportChartOfAccountsMutation["importChartOfAccounts"];

/** Import, save as new, update and delete; the list refetches so it shows the result. */
export function useChartActions(clientId: string, onSelect: (id: string | null) => void) {
  const notices = useNotices();
  const refetch = {
    refetchQueries: [{ query: ChartsListQuery, variables: { clientId } }],
    awaitRefetchQueries: true,
  };
  const [importChart] = useMutation(ImportChartMutation, refetch);
  const [saveAsNew] = useMutation(SaveChartAsNewMutation, refetch);
  const [update] = useMutation(UpdateChartMutation, refetch);
  const [remove] = useMutation(DeleteChartMutation, refetch);

  function outcome(result: SaveResult | undefined, done: string) {
    if (result?.__typename === "ChartOfAccountsSaved") {
      notices.toast(done);
      onSelect(result.chartOfAccounts.id);
    } else {
      const failure = failureOf(result);
      if (failure) notices.error(failureAsError(failure.message, failure), ERROR_TEXTS.chartSave);
    }
  }
  const failed = (error: unknown) => notices.error(error, ERROR_TEXTS.chartSave);

  return {
    importFrom: (name: string, runResultId: string) =>
      importChart({ variables: { clientId, name, runResultId } }).then(
        ({ data }) => outcome(data?.importChartOfAccounts, `The chart of accounts ${name} has been imported`),
        failed,
      ),
    saveAsNew: (name: string, nodes: ChartOfAccountsNodeInput[]) =>
      saveAsNew({ variables: { clientId, name, nodes } }).then(
        ({ data }) => outcome(data?.saveChartOfAccountsAsNew, `The chart of accounts ${name} has been saved`),
        failed,
      ),
    update: (id: string, name: string, nodes: ChartOfAccountsNodeInput[]) =>
      update({ variables: { id, nodes } }).then(
        ({ data }) => outcome(data?.updateChartOfAccounts, `The chart of accounts ${name} has been updated`),
        failed,
      ),
    remove: async (id: string, name: string) => {
      try {
        const { data } = await remove({ variables: { id } });
        const result = data?.deleteChartOfAccounts;
        if (result?.__typename === "ChartOfAccountsDeleted") {
          notices.toast(`The chart of accounts ${name} has been deleted`);
          onSelect(null);
        } else {
          const failure = failureOf(result);
          if (failure) notices.error(failureAsError(failure.message, failure), "");
        }
      } catch (error) {
        notices.error(error, ERROR_TEXTS.chartDelete);
      }
    },
  };
}
