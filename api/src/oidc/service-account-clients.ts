import type { Adapter, ClientMetadata, KoaContextWithOIDC } from "oidc-provider";
import type Provider from "oidc-provider";
import type { Database } from "@alm/database";
import { secretMatches } from "../access/secret-hash.ts";
import { isServiceAccountId } from "../access/service-account-secrets.ts";
import { activeServiceAccount } from "../access/service-account-store.ts";

/**
 * The provider's "Client" storage: service accounts, found by client id in the database, each a
 * client_credentials client. Its client_secret is the stored hash; compareHashedSecrets makes the
 * provider compare a presented secret with it, so no plain secret is kept anywhere.
 */
export function serviceAccountClients(db: Database): Adapter {
  const readOnly = () => Promise.reject(new Error("Service accounts are managed through the REST API."));
  return {
    async find(clientId: string): Promise<ClientMetadata | undefined> {
      if (!isServiceAccountId(clientId)) return undefined;
      const account = await activeServiceAccount(db, clientId);
      if (!account) return undefined;
      return {
        client_id: account.clientId,
        client_secret: account.secretHash,
        client_name: account.name,
        redirect_uris: [],
        grant_types: ["client_credentials"],
        response_types: [],
        token_endpoint_auth_method: "client_secret_basic",
      };
    },
    upsert: readOnly,
    findByUid: () => Promise.resolve(undefined),
    findByUserCode: () => Promise.resolve(undefined),
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: readOnly,
  };
}

/** Service accounts' secrets are checked against their hash; every other client as the provider does. */
export function compareHashedSecrets(provider: Provider) {
  const prototype = provider.Client.prototype;
  const compareAsStored = prototype.compareClientSecret;
  prototype.compareClientSecret = function (this: InstanceType<Provider["Client"]>, presented: string) {
    if (!isServiceAccountId(this.clientId)) return compareAsStored.call(this, presented);
    return secretMatches(this.clientSecret ?? "", presented);
  };
}

/** A service account's token claims: its tenant and permissions, as a user's token carries them. */
export async function serviceAccountClaims(db: Database, ctx: KoaContextWithOIDC) {
  const clientId = ctx.oidc.client?.clientId;
  if (!clientId || !isServiceAccountId(clientId)) return undefined;
  const account = await activeServiceAccount(db, clientId);
  if (!account) return undefined;
  return {
    tenant: account.tenant,
    username: account.clientId,
    name: account.name,
    permissions: account.permissions,
    serviceAccount: true,
  };
}
