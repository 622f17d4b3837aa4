import type { Block } from './chunk';

/** The rows of CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const delimiter =
    (text.split('\n', 1)[0] ?? '').includes(';') && !text.split('\n', 1)[0]?.includes(',')
      ? ';'
      : ',';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim()));
}

/**
 * Blocks of a CSV table: one a row, each cell named by its column (`Name: Anna; City: Kazan`), so
 * a passage of rows still says what its values are.
 */
export function csvBlocks(text: string): Block[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  if (rows.length === 0) return [{ text: header.join('; ') }];
  return rows.map((cells) => ({
    text: cells
      .map((cell, i) => (header[i]?.trim() ? `${header[i]?.trim()}: ${cell.trim()}` : cell.trim()))
      .filter(Boolean)
      .join('; '),
  }));
}
