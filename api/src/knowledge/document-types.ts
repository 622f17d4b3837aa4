import { ApiError, registerErrorMessages } from '../lib/errors';

/** The kinds of document a knowledge base reads. */
export type DocumentKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'html' | 'csv';

/** What a person may upload, as the refusal names it. */
export const ACCEPTED_TYPES = 'PDF, DOCX, Markdown, TXT, HTML, CSV';

registerErrorMessages({
  unsupported_type: {
    en: `This file type is not supported. Accepted: ${ACCEPTED_TYPES}`,
    ru: `Этот тип файла не поддерживается. Можно: ${ACCEPTED_TYPES}`,
  },
});

const byExtension: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  html: 'html',
  htm: 'html',
  csv: 'csv',
};

const byType: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
  'text/html': 'html',
  'text/csv': 'csv',
};

/**
 * The kind of an uploaded file, by its name's extension first (browsers send `text/plain` or
 * nothing for Markdown), then its type; 415 `unsupported_type` naming the accepted ones.
 *
 * @example documentKind('notes.md', '') // 'markdown'
 */
export function documentKind(name: string, type: string): DocumentKind {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  // A name with an extension is judged by it alone: `report.exe` sent as text/plain is refused.
  const kind = extension
    ? byExtension[extension]
    : byType[type.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!kind) throw new ApiError(415, 'unsupported_type');
  return kind;
}
