/**
 * Documents of the types a knowledge base reads, built in code (no binary fixtures): a PDF with
 * text lines a page, a password-protected PDF, a DOCX zip mammoth reads, and an XLSX workbook.
 * Plain TypeScript without Worker imports, so the knowledge bench (bench/knowledge.bench.mjs)
 * builds them too.
 */
const encoder = new TextEncoder();

/** A PDF string literal's escapes. */
const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF whose page N shows `pages[N]` (Latin text, Helvetica), each line its own text line. */
export function pdfWithText(pages: string[], extraTrailer = ''): Uint8Array {
  const objects: string[] = [];
  const pageRefs: string[] = [];
  const font = 3;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[font] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const page = 4 + i * 2;
    const content = page + 1;
    const lines = text.split('\n').map((line) => `(${pdfString(line)}) Tj T*`);
    const stream = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.join(' ')} ET`;
    objects[page] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`;
    objects[content] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    pageRefs.push(`${page} 0 R`);
  });
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = body.length;
    body += `${n} 0 obj ${objects[n]} endobj\n`;
  }
  const xref = body.length;
  const rows = offsets.slice(1).map((at) => `${String(at).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${rows.join('')}`;
  body += `trailer << /Size ${objects.length} /Root 1 0 R ${extraTrailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}

/** A PDF that needs a password: a standard security handler whose user password is not empty. */
export function encryptedPdf(): Uint8Array {
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  const fill = (seed: number) =>
    `<${Array.from({ length: 32 }, (_, i) => hex((seed * 31 + i * 7) % 256)).join('')}>`;
  return pdfWithText(
    ['Secret'],
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${fill(3)} /U ${fill(5)} /P -4 >> /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] `,
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A zip of stored (uncompressed) entries (a DOCX, an XLSX, a Python wheel). */
export function zip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = typeof text === 'string' ? encoder.encode(text) : text;
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const header = new DataView(new ArrayBuffer(46));
    header.setUint32(0, 0x02014b50, true);
    header.setUint16(4, 20, true);
    header.setUint16(6, 20, true);
    header.setUint32(16, crc, true);
    header.setUint32(20, data.length, true);
    header.setUint32(24, data.length, true);
    header.setUint16(28, nameBytes.length, true);
    header.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(header.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const size = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(entries).length, true);
  end.setUint16(10, Object.keys(entries).length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

/** A DOCX with headings (`# ` lines, Word's Heading1 style) and paragraphs. */
export function docxWith(lines: string[]): Uint8Array {
  const paragraphs = lines
    .map((line) =>
      line.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${escapeXml(line.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`,
    )
    .join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  });
}

/** A cell's column letters: 0 → A, 25 → Z, 26 → AA. */
const columnOf = (index: number): string =>
  (index >= 26 ? columnOf(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

/**
 * An XLSX workbook as Excel writes one: a sheet per entry (its name, then rows of cells), text
 * in the shared strings table, numbers as values.
 */
export function xlsxWith(sheets: [name: string, rows: (string | number)[][]][]): Uint8Array {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const found = strings.indexOf(text);
    return found >= 0 ? found : strings.push(text) - 1;
  };
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const entries: Record<string, string> = {};
  sheets.forEach(([, rows], s) => {
    const xmlRows = rows.map((cells, r) => {
      const xmlCells = cells.map((value, c) => {
        const ref = `${columnOf(c)}${r + 1}`;
        return typeof value === 'number'
          ? `<c r="${ref}"><v>${value}</v></c>`
          : `<c r="${ref}" t="s"><v>${stringIndex(value)}</v></c>`;
      });
      return `<row r="${r + 1}">${xmlCells.join('')}</row>`;
    });
    entries[`xl/worksheets/sheet${s + 1}.xml`] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${main}"><sheetData>${xmlRows.join('')}</sheetData></worksheet>`;
  });
  const overrides = sheets
    .map(
      (_, s) =>
        `<Override PartName="/xl/worksheets/sheet${s + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheetList = sheets
    .map(([name], s) => `<sheet name="${escapeXml(name)}" sheetId="${s + 1}" r:id="rId${s + 1}"/>`)
    .join('');
  const sheetRels = sheets
    .map(
      (_, s) =>
        `<Relationship Id="rId${s + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${s + 1}.xml"/>`,
    )
    .join('');
  const sharedId = sheets.length + 1;
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheetList}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels}<Relationship Id="rId${sharedId}" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ...entries,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('')}</sst>`,
  });
}
