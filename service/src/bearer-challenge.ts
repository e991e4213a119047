/** The header of every 401 (RFC 6750 section 3), the api's and the gateway's: the scheme they take, and what was wrong. */
export const WWW_AUTHENTICATE = "www-authenticate";

/** The token of an `Authorization: Bearer <token>` header (RFC 6750 section 2.1); undefined for any other. */
export const bearerTokenOf = (header: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];

/**
 * `Bearer` when no credential came (or one that is not a token, such as an ended session);
 * `Bearer error="invalid_token"` when the token sent was bad, expired or refused, so that a
 * client knows to get a new token rather than to send one.
 */
export const bearerChallenge = (invalidToken: boolean) =>
  invalidToken ? 'Bearer error="invalid_token"' : "Bearer";
