/**
 * The entries of a zip archive (an .xlsx workbook is one) as its central directory declares them,
 * read without inflating anything: what a workbook says it expands to is known in microseconds,
 * before any parser builds it in memory. The sizes are the archive's word; whoever inflates an
 * entry still caps its output (a forged size must not get further than an honest one).
 */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  /** Offset of the entry's local header. */
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 32-bit field at its maximum means "see the zip64 record": no upload of ours needs one. */
const ZIP64_MARK = 0xffffffff;

/** The archive is not a zip we read (truncated, zip64, not a zip at all). */
export class UnreadableZip extends Error {}

/** The central directory's entries, or UnreadableZip. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes, followed by a comment of at most 65,535 bytes.
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new UnreadableZip("no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (size === ZIP64_MARK || at === ZIP64_MARK || at + size > end)
    throw new UnreadableZip("zip64 or corrupt");
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new UnreadableZip("corrupt directory");
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      compressedBytes: zip.readUInt32LE(at + 20),
      uncompressedBytes: zip.readUInt32LE(at + 24),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    };
    if ([entry.compressedBytes, entry.uncompressedBytes, entry.localHeaderOffset].includes(ZIP64_MARK))
      throw new UnreadableZip("zip64 entry");
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry (after its local header). */
export function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new UnreadableZip("corrupt entry");
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedBytes > zip.length) throw new UnreadableZip("truncated entry");
  return zip.subarray(start, start + entry.compressedBytes);
}
