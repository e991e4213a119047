/** The boundary of a multipart/form-data content type (RFC 2046: 1 to 70 characters). */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match =
    /^multipart\/form-data\s*;(?:[^;]*;)*\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(
      contentType ?? "",
    );
  return match?.[1] ?? match?.[2];
}

/**
 * The sender's multipart body with one form field of ours put in front; the sender's parts pass
 * through chunk by chunk as they arrive, never held whole. The value is JSON, which has no line
 * breaks, so it cannot hold a delimiter (CRLF "--" boundary) and add parts of its own.
 */
export async function* withLeadingField(
  boundary: string,
  name: string,
  json: string,
  parts: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${json}\r\n`);
  yield* parts;
}
