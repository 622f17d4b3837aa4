/** Uploading to a knowledge base and waiting for its documents, in the api tests. */
import { api } from './helpers';

export { docxWith, encryptedPdf, pdfWithText } from './document-builders';

/** Uploads a file to a base. */
export function upload(
  headers: Record<string, string>,
  baseId: string,
  name: string,
  body: Uint8Array | string,
  type = '',
) {
  const form = new FormData();
  form.set('file', new File([body], name, { type }));
  return api(`/v1/knowledge/${baseId}/documents`, { method: 'POST', headers, body: form });
}

export interface DocumentJson {
  id: string;
  name: string;
  status: 'processing' | 'ready' | 'failed';
  error?: string;
  chunks: number;
  bytes: number;
}

/** Waits (polling the route, no fixed sleep) until no document of the base is processing. */
export async function documentsSettled(
  headers: Record<string, string>,
  baseId: string,
  timeoutMs = 20_000,
): Promise<DocumentJson[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(`/v1/knowledge/${baseId}/documents`, { headers });
    const { documents } = (await res.json()) as { documents: DocumentJson[] };
    if (!documents.some((doc) => doc.status === 'processing')) return documents;
    if (Date.now() > until)
      throw new Error(`documents still processing: ${JSON.stringify(documents)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
