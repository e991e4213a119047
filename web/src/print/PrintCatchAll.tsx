import { PrintUnavailable } from "./PrintPage.tsx";
import { useDocumentRenderState } from "./render-state.ts";

const NOT_A_PRINT_PAGE = "There is nothing to print at this address.";

/** /print and any print path that names no page: nothing of any client. */
export default function PrintCatchAll() {
  useDocumentRenderState("error", NOT_A_PRINT_PAGE);
  return <PrintUnavailable message={NOT_A_PRINT_PAGE} />;
}
