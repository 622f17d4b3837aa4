import { bodyLimit } from 'hono/body-limit';
import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { fundsCover } from '../billing/money';
import { ApiError, messageFor, registerErrorMessages } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import { localeOf } from '../lib/messages';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  createBaseRoute,
  deleteBaseRoute,
  deleteDocumentRoute,
  KnowledgeIdParamSchema,
  KnowledgeWriteSchema,
  listBasesRoute,
  listDocumentsRoute,
  MAX_DOCUMENT_BYTES,
  passageRoute,
  updateBaseRoute,
  uploadDocumentRoute,
} from './contract';
import {
  deleteDocumentStatement,
  findDocument,
  insertDocument,
  type KnowledgeDocumentRow,
  listDocuments,
  teamMaxBytes,
} from './document-store';
import { documentKind } from './document-types';
import { embedderFor } from './embeddings';
import { knowledgeIndexOf } from './knowledge-index';
import {
  createBase,
  deleteBaseRows,
  editableBase,
  listBases,
  renameBase,
  toBaseJson,
  touchBaseStatement,
  usableBase,
} from './knowledge-store';

registerErrorMessages({
  knowledge_file_missing: {
    en: 'Attach the document as the multipart field `file`',
    ru: 'Приложите документ в поле формы `file`',
  },
});

const factory = createFactory<AuthEnv>();
/** The multipart envelope around a document's file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const smallJson = bodyLimit({
  maxSize: 4096,
  onError: () => {
    throw new ApiError(413, 'payload_too_large');
  },
});

/**
 * `/v1/knowledge`: the team's knowledge bases and their documents
 * (docs/decisions/163-knowledge-bases.md). Members of the base's team use it, its creator and
 * the team's owner change it (403 `knowledge_read_only` for other members), anyone else gets
 * 404. Mounted before the app's JSON body limit: an upload is up to 20 MB, counted while read.
 */
export const knowledge = createRouter<AuthEnv>();
knowledge.use('*', requireAuth);

knowledge.openapi(listBasesRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const rows = await listBases(c.env.DB, entityId, userId);
  return c.json({ knowledgeBases: rows.map(toBaseJson) }, 200);
});

documentRoute(knowledge, createBaseRoute);
knowledge.post(
  '/',
  smallJson,
  ...factory.createHandlers(validate('json', KnowledgeWriteSchema), async (c) => {
    const { entityId, userId } = c.var.auth;
    const { name } = c.req.valid('json');
    const base = await createBase(c.env.DB, { entityId, userId, name, now: nowIso() });
    return c.json(base, 201);
  }),
);

documentRoute(knowledge, updateBaseRoute);
knowledge.patch(
  '/:id',
  smallJson,
  ...factory.createHandlers(
    validate('param', KnowledgeIdParamSchema),
    validate('json', KnowledgeWriteSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId } = c.var.auth;
      await editableBase(c.env.DB, id, userId);
      await renameBase(c.env.DB, id, c.req.valid('json').name, nowIso());
      return c.json(toBaseJson(await usableBase(c.env.DB, id, userId)), 200);
    },
  ),
);

knowledge.openapi(deleteBaseRoute, async (c) => {
  const { id } = c.req.valid('param');
  await editableBase(c.env.DB, id, c.var.auth.userId);
  const keys = await deleteBaseRows(c.env.DB, id);
  await knowledgeIndexOf(c.env, id).destroy();
  if (keys.length) await c.env.FILES.delete(keys);
  return c.body(null, 204);
});

documentRoute(knowledge, uploadDocumentRoute);
knowledge.post(
  '/:id/documents',
  ...factory.createHandlers(validate('param', KnowledgeIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { userId } = c.var.auth;
    const base = await editableBase(c.env.DB, id, userId);
    // Money before the body is read or stored (decision 194): a team that cannot pay for the
    // embeddings gets its 402 now, not a `document_unpaid` file left in R2.
    if (embedderFor(c.env) && !(await fundsCover(c.env.DB, base.entity_id, 1, nowIso()))) {
      throw new ApiError(402, 'insufficient_funds');
    }
    const form = await readLimitedForm(
      c.req.raw,
      MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES,
      () => new ApiError(400, 'knowledge_file_missing', { field: 'file' }),
    );
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0)
      throw new ApiError(400, 'knowledge_file_missing', { field: 'file' });
    if (file.size > MAX_DOCUMENT_BYTES) {
      throw new ApiError(413, 'upload_too_large', { maxMb: MAX_DOCUMENT_BYTES / 1024 / 1024 });
    }
    const name = (file.name || 'document').slice(0, 200);
    const kind = documentKind(name, file.type);
    const docId = crypto.randomUUID();
    const now = nowIso();
    const row: KnowledgeDocumentRow = {
      id: docId,
      knowledge_base_id: id,
      uploaded_by: userId,
      name,
      content_type: file.type || 'application/octet-stream',
      kind,
      bytes: file.size,
      r2_key: `knowledge/${id}/${docId}`,
      status: 'processing',
      error: null,
      chunks: 0,
      pages: null,
      created_at: now,
      updated_at: now,
    };
    await insertDocument(c.env.DB, row, teamMaxBytes(c.env));
    try {
      await c.env.FILES.put(row.r2_key, await file.arrayBuffer(), {
        httpMetadata: { contentType: row.content_type },
      });
    } catch (error) {
      await deleteDocumentStatement(c.env.DB, docId).run();
      throw error;
    }
    await touchBaseStatement(c.env.DB, id, now).run();
    await knowledgeIndexOf(c.env, id).enqueue(docId);
    return c.json({ id: docId, name, status: 'processing' as const }, 202);
  }),
);

knowledge.openapi(listDocumentsRoute, async (c) => {
  const { id } = c.req.valid('param');
  await usableBase(c.env.DB, id, c.var.auth.userId);
  const locale = localeOf(c.req.header('x-ad-locale'));
  const rows = await listDocuments(c.env.DB, id);
  const documents = rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    ...(row.error ? { error: messageFor(row.error, locale) } : {}),
    chunks: row.chunks,
    bytes: row.bytes,
  }));
  return c.json({ documents }, 200);
});

knowledge.openapi(deleteDocumentRoute, async (c) => {
  const { id, docId } = c.req.valid('param');
  await editableBase(c.env.DB, id, c.var.auth.userId);
  const doc = await findDocument(c.env.DB, id, docId);
  await knowledgeIndexOf(c.env, id).removeDocument(docId);
  await c.env.DB.batch([
    deleteDocumentStatement(c.env.DB, docId),
    touchBaseStatement(c.env.DB, id, nowIso()),
  ]);
  await c.env.FILES.delete(doc.r2_key);
  return c.body(null, 204);
});

knowledge.openapi(passageRoute, async (c) => {
  const { id, docId, n } = c.req.valid('param');
  await usableBase(c.env.DB, id, c.var.auth.userId);
  const doc = await findDocument(c.env.DB, id, docId);
  const passage = await knowledgeIndexOf(c.env, id).passage(docId, n);
  if (!passage) throw new ApiError(404, 'not_found');
  return c.json(
    {
      n: passage.n,
      knowledgeId: id,
      documentId: docId,
      documentName: doc.name,
      text: passage.text,
      ...(passage.page !== undefined ? { page: passage.page } : {}),
      ...(passage.section ? { section: passage.section } : {}),
    },
    200,
  );
});
