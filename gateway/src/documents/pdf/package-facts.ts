import { PRINT_TICKET_HEADER } from "../../auth/request-auth.ts";

export interface PackageFacts {
  clientName: string;
  definitionName: string;
  /** 'As of 12/31/2021', as the cover says it. */
  date: string;
}

const QUERY = `query PdfPackageFacts($c: ID!, $d: ID!) {
  client(id: $c) { name }
  reportDefinition(clientId: $c, id: $d) { name asOfDate } }`;

/** "12/31/2021" from the date part of an ISO text, so no time zone moves it. */
export function asOfText(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `As of ${m[2]}/${m[3]}/${m[1]}` : "";
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
