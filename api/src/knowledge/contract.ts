import { createRoute, z } from '@hono/zod-openapi';
import { defineIssueTexts } from '../lib/issue-texts';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

/** The longest base name, in characters. */
export const MAX_BASE_NAME_CHARS = 120;
/** Bases one team keeps at most. */
export const MAX_BASES_PER_TEAM = 50;
/** One document's file, at most (counted while the upload is read). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Documents one base holds at most, and their bytes together. */
export const MAX_DOCUMENTS_PER_BASE = 500;
export const MAX_BASE_BYTES = 200 * 1024 * 1024;

const rules = defineIssueTexts({
  knowledge_name: {
    en: `must be 1 to ${MAX_BASE_NAME_CHARS} characters`,
    ru: `должно быть от 1 до ${MAX_BASE_NAME_CHARS} символов`,
  },
});

export const KnowledgeIdParamSchema = z.object({ id: z.string().min(1).max(100) });
export const DocumentParamSchema = KnowledgeIdParamSchema.extend({
  docId: z.string().min(1).max(100),
});
export const PassageParamSchema = DocumentParamSchema.extend({
  n: z.coerce.number().int().min(0).max(1_000_000),
});

export const KnowledgeWriteSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, rules.knowledge_name)
      .max(MAX_BASE_NAME_CHARS, rules.knowledge_name)
      .openapi({ example: 'Company handbook' }),
  })
  .openapi('KnowledgeWrite');

export const KnowledgeBaseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    documents: z.number().int().openapi({ description: 'How many documents it holds' }),
    updatedAt: z.string(),
    canEdit: z.boolean().openapi({ description: 'The caller created it or owns the team' }),
  })
  .openapi('KnowledgeBase');

export const KnowledgeDocumentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['processing', 'ready', 'failed']),
    error: z.string().optional().openapi({ description: 'Why a `failed` document was not read' }),
    chunks: z.number().int().openapi({ description: 'Passages stored so far' }),
    bytes: z.number().int(),
  })
  .openapi('KnowledgeDocument');

export const PassageSchema = z
  .object({
    n: z.number().int(),
    knowledgeId: z.string(),
    documentId: z.string(),
    documentName: z.string(),
    text: z.string(),
    page: z.number().int().optional().openapi({ description: 'A PDF’s page, from 1' }),
    section: z.string().optional().openapi({ description: 'The heading it sits under' }),
  })
  .openapi('KnowledgePassage');

/** A source of an answer: `event: citations` `{sources}` and a message's `citations`. */
export const CitationSourceSchema = z
  .object({
    n: z.number().int().openapi({ description: 'The number the answer cites it by, from 1' }),
    knowledgeId: z.string(),
    documentId: z.string(),
    documentName: z.string(),
    passage: z.number().int().openapi({ description: 'The `{n}` of the passages route' }),
    snippet: z.string().openapi({
      description:
        'The passage’s sentence that best matches the question (its opening when none does)',
    }),
    page: z.number().int().optional(),
    section: z.string().optional(),
  })
  .openapi('CitationSource');

const common = { tags: ['knowledge'], security: bearerSecurity };
const noBase = errorResponse('No such knowledge base the caller may use');
const readOnly = errorResponse('knowledge_read_only: only its creator and the team owner edit it');

export const listBasesRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  operationId: 'listKnowledgeBases',
  summary: 'The knowledge bases of the caller’s team',
  responses: {
    200: jsonResponse(
      z.object({ knowledgeBases: z.array(KnowledgeBaseSchema) }),
      'The bases, newest first',
    ),
    401: notSignedInResponse,
  },
});

export const createBaseRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  operationId: 'createKnowledgeBase',
  summary: 'Make a knowledge base in the caller’s team',
  request: { body: jsonBody(KnowledgeWriteSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string(), name: z.string() }), 'Made'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    409: errorResponse(`knowledge_limit: the team has ${MAX_BASES_PER_TEAM} bases`),
  },
});

export const updateBaseRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}',
  operationId: 'renameKnowledgeBase',
  summary: 'Rename a knowledge base',
  request: { params: KnowledgeIdParamSchema, body: jsonBody(KnowledgeWriteSchema) },
  responses: {
    200: jsonResponse(KnowledgeBaseSchema, 'The base'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: readOnly,
    404: noBase,
  },
});

export const deleteBaseRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteKnowledgeBase',
  summary: 'Delete a knowledge base with its documents and passages',
  request: { params: KnowledgeIdParamSchema },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedInResponse,
    403: readOnly,
    404: noBase,
  },
});

export const uploadDocumentRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/documents',
  operationId: 'uploadKnowledgeDocument',
  summary: 'Add a document (PDF, DOCX, Markdown, TXT, HTML, CSV); it is read in the background',
  request: {
    params: KnowledgeIdParamSchema,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    202: jsonResponse(
      z.object({ id: z.string(), name: z.string(), status: z.literal('processing') }),
      'Stored; its reading has begun',
    ),
    400: errorResponse('No file'),
    401: notSignedInResponse,
    403: readOnly,
    404: noBase,
    402: errorResponse(
      'insufficient_funds: the team cannot pay for indexing (embeddings on); nothing is read or stored',
    ),
    409: errorResponse(
      'knowledge_full: the base holds 500 documents or 200 MB; knowledge_team_full: the team’s bases hold `KNOWLEDGE_TEAM_MAX_MB` together',
    ),
    413: errorResponse('The file is over 20 MB'),
    415: errorResponse('unsupported_type: the message names the accepted types'),
  },
});

export const listDocumentsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}/documents',
  operationId: 'listKnowledgeDocuments',
  summary: 'A base’s documents and how their reading goes',
  request: { params: KnowledgeIdParamSchema },
  responses: {
    200: jsonResponse(z.object({ documents: z.array(KnowledgeDocumentSchema) }), 'Documents'),
    401: notSignedInResponse,
    404: noBase,
  },
});

export const deleteDocumentRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}/documents/{docId}',
  operationId: 'deleteKnowledgeDocument',
  summary: 'Delete a document with its passages and vectors',
  request: { params: DocumentParamSchema },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedInResponse,
    403: readOnly,
    404: noBase,
  },
});

export const passageRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}/documents/{docId}/passages/{n}',
  operationId: 'getKnowledgePassage',
  summary: 'A citation’s passage: its text, document and page or section',
  request: { params: PassageParamSchema },
  responses: {
    200: jsonResponse(PassageSchema, 'The passage'),
    401: notSignedInResponse,
    404: errorResponse('No such base, document or passage'),
  },
});
