import { WorkerEntrypoint } from 'cloudflare:workers';

/** The largest PDF read (the api refuses larger attachments first; this Worker checks again). */
const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Pages read at most (the api names the same cap in its message): the count is read from the page tree first, before any page is parsed. */
const MAX_PDF_PAGES = 500;
/** Text kept: the api cuts a file's text at 100,000 characters, so reading stops there. */
const MAX_TEXT_CHARS = 100_000;
/** Wall time for reading the pages; a backstop beside the page cap and the Worker's CPU limit. */
const MAX_READ_MS = 15_000;

/**
 * Text read from a PDF: the pages' text joined, `null` when the file is not a readable PDF, or a
 * refusal past a bound (docs/decisions/126-open-uploads-are-capped-and-cleaned.md, issue 25).
 */
export type PdfText =
  | { text: string }
  | { text: null; refused?: 'too_large' | 'too_many_pages' | 'too_slow'; pages?: number };

/** Knowledge bases' documents (docs/decisions/163-knowledge-bases.md) are larger than attachments. */
const MAX_KNOWLEDGE_BYTES = 20 * 1024 * 1024;
/** Pages of a knowledge base's PDF read at most, and the wall time for reading them. */
const MAX_KNOWLEDGE_PAGES = 2000;
const MAX_KNOWLEDGE_READ_MS = 120_000;

/**
 * A knowledge base document's PDF, page by page (their text, in order), or why it was not read:
 * `encrypted` (a password is needed), `unreadable` (not a PDF, or broken), or past a bound.
 */
export type PdfPages =
  | { pages: string[] }
  | {
      pages: null;
      reason: 'encrypted' | 'unreadable' | 'too_large' | 'too_many_pages' | 'too_slow';
    };

/** A DOCX document as HTML (mammoth's), or `null` when the file is not a readable DOCX. */
export type DocxHtml = { html: string } | { html: null };

/** Rows and columns of each sheet an XLSX gives the model, and the sheets read at most. */
const MAX_SHEET_ROWS = 200;
const MAX_SHEET_COLUMNS = 50;
const MAX_SHEETS = 20;
/** The largest workbook read (attachments are 10 MB at most already). */
const MAX_XLSX_BYTES = 10 * 1024 * 1024;

/** One sheet of a workbook: its name, its first rows as CSV, and how many rows and columns it has. */
export type SheetText = {
  name: string;
  csv: string;
  rows: number;
  shownRows: number;
  columns: number;
  shownColumns: number;
};
/** An XLSX workbook's sheets (the first ones, their first rows), or `null` when unreadable. */
export type XlsxText = { sheets: SheetText[]; sheetCount: number } | { sheets: null };

/** A cell as CSV (RFC 4180): dates as ISO dates, quotes where needed. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString().replace(/T00:00:00\.000Z$/, '')
      : String(value as string | number | boolean);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The api's PDF reader, called over RPC through its DOCUMENTS service binding
 * (`env.DOCUMENTS.pdfText(bytes)`). It has no HTTP surface: a request gets 404.
 */
export default class Documents extends WorkerEntrypoint {
  async fetch() {
    return new Response(null, { status: 404 });
  }

  async pdfText(bytes: Uint8Array): Promise<PdfText> {
    if (bytes.byteLength > MAX_PDF_BYTES) return { text: null, refused: 'too_large' };
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes).catch(() => null);
    if (!pdf) return { text: null };
    try {
      if (pdf.numPages > MAX_PDF_PAGES) {
        return { text: null, refused: 'too_many_pages', pages: pdf.numPages };
      }
      // One page at a time, each released once read (unpdf's extractText parses every page at
      // once, which is what let a 20,000-page file take the runtime down).
      const deadline = Date.now() + MAX_READ_MS;
      const pages: string[] = [];
      let chars = 0;
      for (let n = 1; n <= pdf.numPages && chars < MAX_TEXT_CHARS; n++) {
        if (Date.now() > deadline) return { text: null, refused: 'too_slow' };
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
        page.cleanup();
        pages.push(text);
        chars += text.length;
      }
      return { text: pages.join('\n') };
    } catch {
      return { text: null };
    } finally {
      await pdf.loadingTask.destroy();
    }
  }

  /** Every page's text of a knowledge base's PDF (the attachments' `pdfText` joins and cuts them). */
  async pdfPages(bytes: Uint8Array): Promise<PdfPages> {
    if (bytes.byteLength > MAX_KNOWLEDGE_BYTES) return { pages: null, reason: 'too_large' };
    const { getDocumentProxy } = await import('unpdf');
    let failure: unknown;
    const pdf = await getDocumentProxy(bytes).catch((error: unknown) => {
      failure = error;
      return null;
    });
    // pdf.js refuses a file that needs a password with a PasswordException.
    if (!pdf) {
      const name = (failure as { name?: string } | undefined)?.name;
      return { pages: null, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable' };
    }
    try {
      if (pdf.numPages > MAX_KNOWLEDGE_PAGES) return { pages: null, reason: 'too_many_pages' };
      const deadline = Date.now() + MAX_KNOWLEDGE_READ_MS;
      const pages: string[] = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        if (Date.now() > deadline) return { pages: null, reason: 'too_slow' };
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        // A line break where pdf.js says one ends, so paragraphs survive for the chunker.
        const text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('');
        page.cleanup();
        pages.push(text);
      }
      return { pages };
    } catch {
      return { pages: null, reason: 'unreadable' };
    } finally {
      await pdf.loadingTask.destroy();
    }
  }

  /**
   * An XLSX workbook's sheets as CSV through read-excel-file (its universal build: fflate and a
   * SAX parser, no Node): each sheet's first 200 rows and 50 columns, for a model without code
   * (docs/decisions/172-code-interpreter-charts-sheets-packages.md).
   */
  async xlsxText(bytes: Uint8Array): Promise<XlsxText> {
    if (bytes.byteLength > MAX_XLSX_BYTES) return { sheets: null };
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    try {
      const workbook = await readXlsxFile(bytes.slice().buffer);
      const sheets = workbook.slice(0, MAX_SHEETS).map(({ sheet, data }) => {
        const shown = data.slice(0, MAX_SHEET_ROWS);
        const csv = shown
          .map((row) => row.slice(0, MAX_SHEET_COLUMNS).map(csvCell).join(','))
          .join('\n');
        const columns = Math.max(0, ...data.map((row) => row.length));
        return {
          name: sheet,
          csv,
          rows: data.length,
          shownRows: shown.length,
          columns,
          shownColumns: Math.min(columns, MAX_SHEET_COLUMNS),
        };
      });
      return { sheets, sheetCount: workbook.length };
    } catch {
      return { sheets: null };
    }
  }

  /** A DOCX file's body as HTML through mammoth, headings kept (the api reads its text). */
  async docxHtml(bytes: Uint8Array): Promise<DocxHtml> {
    if (bytes.byteLength > MAX_KNOWLEDGE_BYTES) return { html: null };
    const { default: mammoth } = await import('mammoth/mammoth.browser.js');
    try {
      const copy = bytes.slice();
      const result = await mammoth.convertToHtml({ arrayBuffer: copy.buffer });
      return { html: result.value };
    } catch {
      return { html: null };
    }
  }
}
