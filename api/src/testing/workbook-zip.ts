import { crc32, deflateRawSync } from "node:zlib";

/**
 * Workbooks as an attacker makes them (tests of the upload limits): a minimal .xlsx around one
 * sheet's XML, deflated, so that a million rows fit in tens of kilobytes (a zip bomb). A forged
 * entry states an uncompressed size smaller than its real one, as a bomb that lies to a reader
 * trusting the zip's directory would.
 */

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const column = (i: number) => String.fromCharCode(65 + i); // A–Z: the templates' few columns

/**
 * A sheet's XML: a header row of `columns`, then `rows` rows repeating `cells` (inline strings).
 * Numbered (rows and cells name their place, as exceljs needs to read them), or not, as the
 * format allows: identical rows then deflate a thousandfold, a million of them into ~150 KB.
 * Unnumbered rows are repeated into a Buffer natively: no 50 MB string for the test process's
 * collector to stop the api (in the same process) over.
 */
export function sheetXml(
  columns: readonly string[],
  rows: number,
  cells: readonly string[],
  { numbered = true } = {},
): Buffer {
  const rowXml = (r: number, values: readonly string[]) =>
    numbered
      ? `<row r="${r}">${values.map((v, i) => `<c r="${column(i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join("")}</row>`
      : `<row>${values.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join("")}</row>`;
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml(1, columns)}`;
  const tail = "</sheetData></worksheet>";
  if (numbered) {
    const body = Array.from({ length: rows }, (_, i) => rowXml(i + 2, cells)).join("");
    return Buffer.from(head + body + tail);
  }
  const row = Buffer.from(rowXml(0, cells));
  return Buffer.concat([Buffer.from(head), Buffer.alloc(row.length * rows, row), Buffer.from(tail)]);
}

/** A zip of the parts, each deflated; `statedSheetBytes` replaces the sheet's true size in the directory. */
export function workbookZip(
  sheet: Buffer,
  options: { statedSheetBytes?: number } = {},
): Uint8Array<ArrayBuffer> {
  const parts: [string, Buffer][] = [
    ["[Content_Types].xml", Buffer.from(CONTENT_TYPES)],
    ["_rels/.rels", Buffer.from(ROOT_RELS)],
    ["xl/workbook.xml", Buffer.from(WORKBOOK)],
    ["xl/_rels/workbook.xml.rels", Buffer.from(WORKBOOK_RELS)],
    ["xl/worksheets/sheet1.xml", sheet],
  ];
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const size = name.endsWith("sheet1.xml") ? (options.statedSheetBytes ?? data.length) : data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}
