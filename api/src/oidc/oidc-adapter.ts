import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "@alm/database";

/** Stores the provider's sessions, grants and tokens in the api's database. */
export function createOidcAdapterClass(db: Database) {
  return class DatabaseAdapter implements Adapter {
    readonly type: string;
    constructor(name: string) {
      this.type = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expires = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id, type) do update set payload = excluded.payload,
           grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          id,
          this.type,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expires,
        ],
      );
    }

    find(id: string) {
      return this.findWhere("id = $2", id);
    }
    findByUid(uid: string) {
      return this.findWhere("uid = $2", uid);
    }
    findByUserCode(userCode: string) {
      return this.findWhere("user_code = $2", userCode);
    }

    async consume(id: string) {
      await db.query("update oidc_payloads set consumed_at = now() where id = $1 and type = $2", [
        id,
        this.type,
      ]);
    }
    async destroy(id: string) {
      await db.query("delete from oidc_payloads where id = $1 and type = $2", [id, this.type]);
    }
    async revokeByGrantId(grantId: string) {
      await db.query("delete from oidc_payloads where grant_id = $1", [grantId]);
    }

    private async findWhere(condition: string, value: string) {
      const rows = await db.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `select payload, consumed_at from oidc_payloads
         where type = $1 and ${condition} and (expires_at is null or expires_at > now())`,
        [this.type, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : row.payload;
    }
  };
}
