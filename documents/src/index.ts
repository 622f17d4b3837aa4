import { WorkerEntrypoint } from 'cloudflare:workers';

/** Text read from a PDF: the pages' text joined, or `null` when the file is not a readable PDF. */
export type PdfText = { text: string } | { text: null };

/**
 * The api's PDF reader, called over RPC through its DOCUMENTS service binding
 * (`env.DOCUMENTS.pdfText(bytes)`). It has no HTTP surface: a request gets 404.
 */
export default class Documents extends WorkerEntrypoint {
  async fetch() {
    return new Response(null, { status: 404 });
  }

  async pdfText(bytes: Uint8Array): Promise<PdfText> {
    const { extractText, getDocumentProxy } = await import('unpdf');
    try {
      const pdf = await getDocumentProxy(bytes);
      const { text } = await extractText(pdf, { mergePages: true });
      return { text };
    } catch {
      return { text: null };
    }
  }
}
