/** A team knowledge base as `GET /v1/knowledge` answers it (docs/decisions/164-knowledge-ui.md). */
export interface KnowledgeBase {
  id: string;
  name: string;
  /** How many documents it holds. */
  documents: number;
  updatedAt: string;
  /** The caller may rename it, delete it and change its documents (its creator, the owner). */
  canEdit: boolean;
}

export type DocumentStatus = 'processing' | 'ready' | 'failed';

/** A document of a base as `GET /v1/knowledge/{id}/documents` answers it. */
export interface KnowledgeDocument {
  id: string;
  name: string;
  status: DocumentStatus;
  /** Why it failed, readable as is. */
  error?: string;
  /** Passages it was cut into (ready documents). */
  chunks: number;
  bytes: number;
}

/** The file types a base takes, for the picker's `accept` (the api names them again on a 415). */
export const knowledgeAccept =
  '.pdf,.docx,.md,.markdown,.txt,.html,.htm,.csv,application/pdf,text/plain,text/markdown,text/html,text/csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The accepted types as the picker's hint names them. */
export const knowledgeTypeNames = 'PDF, DOCX, Markdown, TXT, HTML, CSV';

/** The largest document the api takes, in bytes (20 MB). */
export const knowledgeMaxBytes = 20 * 1024 * 1024;

/** Longest base name the page offers to type. */
export const knowledgeNameMax = 120;

/** How often the documents list is read again while any document is still processing. */
export const processingPollMs = 1500;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The bases in a `GET /v1/knowledge` answer; anything else is none. */
export function toKnowledgeBases(body: unknown): KnowledgeBase[] {
  const list = isObject(body) && Array.isArray(body.knowledgeBases) ? body.knowledgeBases : [];
  return list.flatMap((raw) =>
    isObject(raw) && typeof raw.id === 'string' && typeof raw.name === 'string'
      ? [
          {
            id: raw.id,
            name: raw.name,
            documents: typeof raw.documents === 'number' ? raw.documents : 0,
            updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : '',
            canEdit: raw.canEdit !== false,
          },
        ]
      : [],
  );
}

const statuses: DocumentStatus[] = ['processing', 'ready', 'failed'];

/** One document of an api answer (a list's item or the 202 of an upload). */
export function toKnowledgeDocument(raw: unknown): KnowledgeDocument | undefined {
  if (!isObject(raw) || typeof raw.id !== 'string' || typeof raw.name !== 'string') return;
  return {
    id: raw.id,
    name: raw.name,
    status: statuses.find((status) => status === raw.status) ?? 'processing',
    ...(typeof raw.error === 'string' && raw.error ? { error: raw.error } : {}),
    chunks: typeof raw.chunks === 'number' ? raw.chunks : 0,
    bytes: typeof raw.bytes === 'number' ? raw.bytes : 0,
  };
}

/** The documents in a `GET /v1/knowledge/{id}/documents` answer. */
export function toKnowledgeDocuments(body: unknown): KnowledgeDocument[] {
  const list = isObject(body) && Array.isArray(body.documents) ? body.documents : [];
  return list.map(toKnowledgeDocument).filter((doc) => doc !== undefined);
}
