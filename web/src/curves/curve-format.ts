/** "3 Mo", "2 Yr": how the Treasury names its CMT tenors. */
export const tenorLabel = (months: number) => (months % 12 === 0 ? `${months / 12} Yr` : `${months} Mo`);

/** Who stored a curve version: the uploader, or the platform for a built-in H.15 curve. */
export const uploaderLabel = (v: { builtIn: boolean; uploadedBy?: string | null }) =>
  v.builtIn ? "Built in" : (v.uploadedBy ?? "");

/** The bytes of a file as base64, as the upload mutation takes them. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = "";
  // In slices: String.fromCharCode takes its characters as arguments, and those are limited.
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
