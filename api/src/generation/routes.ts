import { bodyLimit } from 'hono/body-limit';
import { findAssistant } from '../assistants/routes';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { isPaid } from '../billing/cost';
import { fundsCover } from '../billing/money';
import { checkModelAllowed } from '../billing/spending-rules';
import { findAvailableModel } from '../catalog/model-overrides';
import { chatsOf } from '../chat/chat-db';
import { ownChat } from '../chat/chat-store';
import { readToolChoice, switchedOff } from '../chat/tool-choice';
import { summaryInstructions } from '../chat-summaries/fold-history';
import { builtinTools } from '../code-interpreter/builtin-tool';
import { projectOf } from '../folders/folder-store';
import { answerImageSend, checkModelMode } from '../images/image-send-route';
import { usableBases } from '../knowledge/knowledge-store';
import { knowledgeContext, retrieveKnowledge } from '../knowledge/retrieve';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { limitFreeSends } from '../lib/free-send-limit';
import { defineIssueTexts } from '../lib/issue-texts';
import { localeOf } from '../lib/messages';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { validationError } from '../lib/validation-error';
import { offeredTools } from '../mcp/offered-tools';
import { effortFor } from '../providers/reasoning';
import { answerAuthor, readableAnswer, writableAnswer } from './access';
import { answerToPlace } from './answer-to';
import { keptIfStarted } from './attachment';
import { placeInTree } from './branch-send';
import { builtinOffers } from './builtin-tools';
import {
  SendQuerySchema,
  sendRoute,
  stopRoute,
  streamRoute,
  ToolApprovalSchema,
  toolApprovalRoute,
} from './contract';
import { generationsOf } from './generation';
import './messages';
import { eventStream, jsonAnswer, savedAnswerFrames, sseResponse } from './respond';
import { readSendForm } from './send-form';
import { sendPrompt } from './send-prompt';
import type { StartInput, StartResult } from './types';

const rules = defineIssueTexts({
  unknown_assistant: {
    en: 'must name an existing assistant',
    ru: 'должно указывать на существующего ассистента',
  },
});

/** Where a reader resumes: the `Last-Event-ID` header (0 = from the start). */
const lastEventId = (header: string | undefined) => {
  const id = Number(header ?? 0);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/**
 * `/v1/openai`: start a generation, attach to it again, stop it. The stream protocol is
 * ARCHITECTURE.md's, opened by `event: meta` (docs/decisions/021-generation-stream.md).
 */
export const openai = createRouter<AuthEnv>();
openai.use('*', requireAuth);

openai.openapi(stopRoute, async (c) => {
  const { requestId } = c.req.valid('param');
  const answer = await writableAnswer(c.env, requestId, c.var.auth.userId);
  if (answer.user_id) await generationsOf(c.env, answer.user_id).stop(requestId);
  const row = await readableAnswer(c.env, requestId, c.var.auth.userId);
  // The stopping page no longer reads the stream's `usage`: the bill comes back here (the polish review).
  return c.json(
    {
      requestId,
      messageId: row.id,
      status: row.status,
      ...(row.status === 'streaming' ? {} : { cost: row.cost_kopecks ?? 0 }),
    },
    200,
  );
});

openai.openapi(streamRoute, async (c) => {
  const { requestId } = c.req.valid('param');
  const { userId } = c.var.auth;
  const row = await readableAnswer(c.env, requestId, userId);
  const after = lastEventId(c.req.valid('header')['last-event-id']);
  const body = row.user_id ? await eventStream(c.env, row.user_id, requestId, after, userId) : null;
  // A reader who lost the chat while subscribing (a share ended, a removal from the team) was
  // not yet among the streams `endStreams` ended: asked again once subscribed (decision 193).
  if (body && row.owner_id !== userId) {
    await readableAnswer(c.env, requestId, userId).catch(async (error: unknown) => {
      await body.cancel();
      throw error;
    });
  }
  const locale = localeOf(c.req.header('x-ad-locale'));
  return sseResponse(body ?? savedAnswerFrames(row, locale, after));
});

registerErrorMessages({
  tool_call_not_pending: {
    en: 'This tool call is not waiting for an answer (it was answered or has ended)',
    ru: 'Этот вызов инструмента не ждёт ответа (на него уже ответили или он завершён)',
  },
});

// Before `/:provider/:llm`, which would otherwise take `/tool-approval/{requestId}`.
documentRoute(openai, toolApprovalRoute);
openai.post(
  '/tool-approval/:requestId',
  // /v1/openai comes before the app's JSON body limit (sends are multipart): this one is small.
  bodyLimit({
    maxSize: 4096,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  }),
  validate('param', toolApprovalRoute.request.params),
  validate('json', ToolApprovalSchema),
  async (c) => {
    const { requestId } = c.req.valid('param');
    const { toolCallId, approved } = c.req.valid('json');
    const { userId } = c.var.auth;
    // Only the answer's author decides; anyone else's answer is unknown to them.
    const row = await readableAnswer(c.env, requestId, userId);
    if (row.user_id !== userId) throw new ApiError(404, 'not_found');
    const waited = await generationsOf(c.env, userId).decide(requestId, toolCallId, approved);
    if (!waited) throw new ApiError(409, 'tool_call_not_pending');
    return c.body(null, 204);
  },
);

// The multipart body is read by `readSendForm` (after the model is known), so this route only
// publishes its contract; its query keeps the same schema as validator.
documentRoute(openai, sendRoute);
openai.post('/:provider/:llm', validate('query', SendQuerySchema), async (c) => {
  const { userId, entityId } = c.var.auth;
  const query = c.req.valid('query');
  const db = c.env.DB;
  const model = await findAvailableModel(c.env, `${c.req.param('provider')}:${c.req.param('llm')}`);
  if (!model) throw new ApiError(404, 'unknown_model');
  const imageMode = query.image === 'true' || query.image === '1';
  checkModelMode(model, imageMode);
  // Only the owner writes to a chat (a reader gets 403 before the body is read).
  const open = query.chatId ? await ownChat(c.env, query.chatId, userId) : undefined;
  const chat = open?.chat;
  // The sender's conversations, where the chat is (decision 218): only its owner writes to it.
  const own = open?.db ?? (await chatsOf(c.env, userId));
  // A project's instructions: the new chat's folder (404 if not the caller's) or the chat's own.
  const project = await projectOf(own, userId, chat, query.folderId);
  // Knowledge bases named by the send (any the sender may not use is 404) and the project's
  // (left out once the person has left their team), checked before the body is read.
  const bases = [
    ...(await usableBases(db, query.knowledge?.split(',') ?? [], userId, true)),
    ...(await usableBases(db, project.knowledgeIds, userId, false)),
  ];
  // The team's allowed models (decision 228), free ones too; a paid answer's hold checks again.
  await checkModelAllowed(db, entityId, userId, model.id);
  const form = await readSendForm(c.req.raw);
  if (imageMode) {
    const locale = localeOf(c.req.header('x-ad-locale'));
    const answer = await answerImageSend(c.env, { model, form, chat, userId, entityId, locale });
    return c.json(answer, 200);
  }
  const temporary = chat
    ? Boolean(chat.expires_at)
    : query.temporary === 'true' || query.temporary === '1';
  // What built-in features (memory, decision 158) add, read while the send is checked.
  const personal = !temporary && !query.studio;
  const builtinRead = builtinOffers({ env: c.env, userId, model, personal });
  builtinRead.catch(() => {}); // awaited below, where a failure is thrown
  const streaming = c.req.header('x-stream') === 'true';
  /** The answer this requestId already started, by its author (the caller may read it). */
  const attach = async (authorId: string) =>
    streaming
      ? sseResponse((await eventStream(c.env, authorId, form.requestId, 0, userId)) ?? '')
      : jsonAnswer(c, authorId, form.requestId);

  // The same requestId again: attach to the answer it already started, never a second one. A
  // paid answer's object finds it when its start batch fails, sparing a query before the
  // provider call (decisions 111, 119); a free one is checked here, before the free send is
  // counted.
  const author = isPaid(model) ? undefined : await answerAuthor(own, form.requestId);
  if (author) {
    await readableAnswer(c.env, form.requestId, userId);
    return attach(author);
  }
  // Where it goes in the chat's tree, checked before anything is counted or stored.
  const place = query.answerTo
    ? await answerToPlace(own, query.chatId, form, query.answerTo)
    : await placeInTree(own, query.chatId, form);
  await limitFreeSends(c.env, userId, model);
  const assistant = query.assistantId ? await findAssistant(db, query.assistantId) : undefined;
  if (query.assistantId && !assistant) {
    throw validationError('assistantId', rules.unknown_assistant);
  }
  // Money before a file is read: a team that cannot pay gets its 402 without any file's text
  // being extracted (issue 25); the hold itself is placed when the generation starts.
  const payable = async () => {
    if (isPaid(model) && !(await fundsCover(db, entityId, 1, nowIso()))) {
      throw new ApiError(402, 'insufficient_funds');
    }
  };
  // The chat's tool switches (decision 206): what it stored, then what this send carries. A tool
  // switched off is never offered, whatever the query asks.
  const choice = { ...readToolChoice(chat?.tool_choice), ...form.toolChoice };
  const browsing =
    model.capabilities.includes('webSearch') &&
    (query.browsing === 'true' || query.browsing === '1') &&
    !switchedOff(choice, 'web');
  // The person's tools are read while the prompt's files are: they need only the send form. A
  // browsing answer goes to the provider's search model, which takes no tools.
  const code = (query.code === 'true' || query.code === '1') && !switchedOff(choice, 'code');
  const toolsRead = browsing
    ? Promise.resolve([])
    : offeredTools(c.env, { userId, entityId }, model, form.tools, choice).then((mcp) => [
        ...builtinTools(model, code),
        ...mcp,
      ]);
  toolsRead.catch(() => {}); // awaited below, where a failure is thrown
  const builtin = await builtinRead;
  const question = form.messages.at(-1)?.content ?? '';
  const knowledge = bases.length
    ? await retrieveKnowledge(c.env, [...new Set(bases.map((base) => base.id))], question)
    : undefined;
  const locale = localeOf(c.req.header('x-ad-locale'));
  const { files, instructions, messages, leftOut, summary } = await sendPrompt(c.env, {
    model,
    form,
    place,
    chatId: query.chatId,
    chatMode: chat?.mode ?? 'text',
    system:
      [
        project.instructions,
        // A chat started from another's summary (decision 169).
        chat?.starting_summary ? summaryInstructions(chat.starting_summary) : '',
        assistant?.system_prompt,
        ...builtin.system,
        knowledge?.sources.length ? knowledgeContext(knowledge.sources, knowledge.texts) : '',
      ]
        .filter(Boolean)
        .join('\n\n') || undefined,
    keyPrefix: `${userId}/${form.requestId}`,
    beforeReading: payable,
    payer: { userId, entityId, locale },
  });
  const tools = [...(await toolsRead), ...(browsing ? [] : builtin.tools)];
  const reasoningEffort = effortFor(model, query.reasoningEffort);
  const input: StartInput = {
    requestId: form.requestId,
    userId,
    entityId,
    locale,
    chatId: query.chatId,
    home: own.home,
    chatMode: chat?.mode ?? 'text',
    ...(query.studio && !query.chatId
      ? { studio: query.studio, studioAction: query.studioAction }
      : {}),
    ...(!query.chatId && project.folderId ? { folderId: project.folderId } : {}),
    ...(!query.chatId && temporary ? { temporary: true } : {}),
    ...(!query.chatId && form.toolChoice ? { toolChoice: form.toolChoice } : {}),
    assistantId: assistant?.id,
    question,
    regeneration: place.regeneration,
    ...(query.answerTo ? { answerTo: query.answerTo } : {}),
    ...(place.parentId !== undefined ? { parentId: place.parentId } : {}),
    attachments: files.map((file) => file.record),
    ...(leftOut.length ? { leftOut } : {}),
    ...(summary ? { summary: { id: summary.id, throughMessageId: summary.throughMessageId } } : {}),
    ...(knowledge?.sources.length ? { citations: knowledge.sources } : {}),
    prompt: {
      modelId: model.id,
      system: instructions || undefined,
      temperature: assistant?.temperature,
      browsing,
      messages,
      ...(tools.length ? { tools } : {}),
      ...(reasoningEffort ? { reasoningEffort } : {}),
    },
  };
  const result = await keptIfStarted(
    c.env,
    files,
    (): Promise<StartResult> => generationsOf(c.env, userId).start(input, streaming),
  );
  if (result.kind === 'refused') {
    throw new ApiError(result.status, result.code, {}, {}, result.details ?? {});
  }
  if (result.kind === 'existing') {
    if (result.userId !== userId) throw new ApiError(404, 'not_found');
    // An answer of a deleted or wiped chat is gone for its author too (decision 193).
    await readableAnswer(c.env, form.requestId, userId);
  }
  const response =
    result.kind === 'started' && result.events ? sseResponse(result.events) : await attach(userId);
  // How long retrieval took (the knowledge bench reads it; decision 163).
  if (knowledge) {
    response.headers.append(
      'Server-Timing',
      `embed;dur=${knowledge.ms.embed.toFixed(1)}, search;dur=${knowledge.ms.search.toFixed(1)}`,
    );
  }
  return response;
});
