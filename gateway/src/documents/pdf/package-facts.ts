import { formatDate } from "@alm/formats";
import { PRINT_TICKET_HEADER } from "../../auth/request-auth.ts";

export interface PackageFacts {
  clientName: string;
  definitionName: string;
  /** 'As of 2021/12/31', as the cover says it. */
  date: string;
}

const QUERY = `query PdfPackageFacts($c: ID!, $d: ID!) {
  client(id: $c) { name }
  reportDefinition(clientId: $c, id: $d) { name asOfDate } }`;

/** "As of 2021/12/31" (the product's date format, @alm/formats) from the date part of an ISO text. */
export function asOfText(iso: string | null | undefined): string {
  const date = formatDate(iso);
  return date ? `As of ${date}` : "";
}

/**
 * What the header and footer say, read through this gateway with the package's print ticket,
 * exactly as the cover page reads it: the document never shows more than the ticket allows.
 */
export async function readPackageFacts(
  gatewayUrl: string,
  ticket: string,
  scope: { clientId: number; reportDefinitionId: number },
): Promise<PackageFacts> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", [PRINT_TICKET_HEADER]: ticket },
    body: JSON.stringify({
      query: QUERY,
      variables: { c: String(scope.clientId), d: String(scope.reportDefinitionId) },
    }),
  });
  const body = (await res.json()) as {
    data?: { client: { name: string }; reportDefinition: { name: string; asOfDate: string | null } } | null;
    errors?: unknown[];
  };
  if (!body.data) {
    throw new Error(
      `The package's client and report definition could not be read: ${JSON.stringify(body.errors)}`,
    );
  }
  return {
    clientName: body.data.client.name,
    definitionName: body.data.reportDefinition.name,
    date: asOfText(body.data.reportDefinition.asOfDate),
  };
}
