import type { Env } from '../env';
import { registerErrorMessages } from '../lib/errors';
import { type Block, markdownBlocks, textBlocks } from './chunk';
import { csvBlocks } from './csv-blocks';
import type { DocumentKind } from './document-types';
import { htmlBlocks } from './html-blocks';

/** Why a document was not read; stored as its `error` and told in the reader's language. */
export type ReadFailure =
  | 'document_encrypted'
  | 'document_unreadable'
  | 'document_too_many_pages'
  | 'document_too_slow'
  | 'document_empty'
  | 'document_unpaid';

registerErrorMessages({
  document_encrypted: {
    en: 'The PDF is protected by a password: upload a copy without one',
    ru: 'PDF защищён паролем: загрузите копию без пароля',
  },
  document_unreadable: {
    en: 'The file is damaged or is not the type its name says, so it could not be read',
    ru: 'Файл повреждён или не того типа, что указан в названии, поэтому его не удалось прочитать',
  },
  document_too_many_pages: {
    en: 'The PDF has too many pages: at most 2,000',
    ru: 'В PDF слишком много страниц: не больше 2000',
  },
  document_too_slow: {
    en: 'Reading the PDF took too long: split it into smaller files',
    ru: 'PDF читался слишком долго: разделите его на файлы поменьше',
  },
  document_empty: {
    en: 'No text was found in the document (a scan needs text recognition first)',
    ru: 'В документе не найден текст (скан нужно сначала распознать)',
  },
  document_unpaid: {
    en: 'Not enough funds on the team balance to index the document. Top up and upload it again.',
    ru: 'Недостаточно средств на балансе команды, чтобы проиндексировать документ. Пополните баланс и загрузите его снова.',
  },
});

/** A document that could not be read, with the reason stored for it. */
export class ReadError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
    this.name = 'ReadError';
  }
}

/** UTF-8 text of a file, a byte-order mark dropped. */
const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');

/**
 * A document's text as blocks (with pages or headings) and its page count: PDF and DOCX through
 * the documents Worker (pdf.js; mammoth's HTML), HTML through the runtime's HTMLRewriter,
 * Markdown, TXT and CSV as they are. Throws `ReadError` with a reason a person understands.
 */
export async function readDocument(
  env: Pick<Env, 'DOCUMENTS'>,
  kind: DocumentKind,
  bytes: Uint8Array,
): Promise<{ blocks: Block[]; pages?: number }> {
  const read = await readBlocks(env, kind, bytes);
  if (!read.blocks.some((block) => block.text.trim())) throw new ReadError('document_empty');
  return read;
}

async function readBlocks(
  env: Pick<Env, 'DOCUMENTS'>,
  kind: DocumentKind,
  bytes: Uint8Array,
): Promise<{ blocks: Block[]; pages?: number }> {
  switch (kind) {
    case 'pdf': {
      const read = await env.DOCUMENTS.pdfPages(bytes);
      if (!read.pages) {
        throw new ReadError(
          read.reason === 'encrypted'
            ? 'document_encrypted'
            : read.reason === 'too_many_pages'
              ? 'document_too_many_pages'
              : read.reason === 'too_slow'
                ? 'document_too_slow'
                : 'document_unreadable',
        );
      }
      const blocks = read.pages.flatMap((text, i) =>
        textBlocks(text).map((block) => ({ ...block, page: i + 1 })),
      );
      return { blocks, pages: read.pages.length };
    }
    case 'docx': {
      const read = await env.DOCUMENTS.docxHtml(bytes);
      if (read.html === null) throw new ReadError('document_unreadable');
      return { blocks: await htmlBlocks(read.html) };
    }
    case 'html':
      return { blocks: await htmlBlocks(utf8(bytes)) };
    case 'markdown':
      return { blocks: markdownBlocks(utf8(bytes)) };
    case 'csv':
      return { blocks: csvBlocks(utf8(bytes)) };
    case 'text':
      return { blocks: textBlocks(utf8(bytes)) };
  }
}
