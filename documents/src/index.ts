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
}
