import { bodyLimit } from 'hono/body-limit';
import { admin } from './admin/routes';
import { apiKeys } from './api-keys/routes';
import { assistants } from './assistants/routes';
import { lostpass } from './auth/lostpass-routes';
import { auth } from './auth/routes';
import { avatars } from './avatars/routes';
import { prices } from './catalog/prices-route';
import { catalog } from './catalog/routes';
import { chats } from './chat/routes';
import { chatExport, chatPorting } from './chat-porting/routes';
import { chatSummaries } from './chat-summaries/routes';
import { toolResults } from './code-interpreter/routes';
import { entity } from './entity/routes';
import type { AppEnv } from './env';
import { estimate } from './estimate/routes';
import { feedback } from './feedback/routes';
import { chatPlacement, folders } from './folders/routes';
import { openai } from './generation/routes';
import { health } from './health';
import { knowledge } from './knowledge/routes';
import { ApiError, errorResponse } from './lib/errors';
import { publishOpenApi } from './lib/openapi-doc';
import { createRouter } from './lib/router';
import { mcpOAuth } from './mcp/oauth-routes';
import { mcpServers } from './mcp/routes';
import { media } from './media/routes';
import { mediaThumbnails } from './media/thumbnail-route';
import { memories } from './memories/routes';
import { messages } from './messages/routes';
import { midjourney } from './midjourney/routes';
import { oauthAuth } from './oauth/routes';
import { oauthUser } from './oauth/user-routes';
import { openaiCompat } from './openai-compat/routes';
import { yookassaNotifications } from './payments/notification-routes';
import { payments } from './payments/routes';
import { avatarRoutes as profileAvatar } from './profile/avatar-route';
import { promoRedeem } from './promo/redeem-route';
import { promo } from './promo/routes';
import { prompts } from './prompts/routes';
import { ratings } from './ratings/routes';
import { search } from './search/routes';
import { storageMoves } from './storage-moves/routes';
import { support } from './support/routes';
import { textStudio } from './text-studio/routes';
import { users } from './users/routes';
import { voice } from './voice/routes';

/** JSON bodies above this are refused with 413 before any handler reads them. */
const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The api Worker's Hono app. Each resource is its own router mounted with `route()`;
 * OpenAPI routers also appear in `GET /openapi.json`.
 */
export function createApp() {
  const app = createRouter<AppEnv>();
  // Before /v1/openai, whose `/:provider/:llm` would otherwise take `/midjourney/generate`.
  app.route('/v1/openai/midjourney', midjourney);
  // Before /v1/openai, whose `/:provider/:llm` would otherwise take `/estimate/…`; it has its own
  // body limit (a long chat's turns, as a send's).
  app.route('/v1/openai/estimate', estimate);
  // Before /v1/openai, whose `/:provider/:llm` would otherwise take `/tool-result/…`; output
  // files are streamed and the result has its own body limit (decision 156).
  app.route('/v1/openai/tool-result', toolResults);
  // Before the JSON body limit: sends are multipart with a file of up to 10 MB, checked there.
  app.route('/v1/openai', openai);
  // Before the JSON body limit: audio uploads are counted while read (readLimitedForm).
  app.route('/v1/aimedia', voice);
  // Multipart with a screenshot or attachment of up to 5 MB, counted while read.
  app.route('/v1/feedback', feedback);
  app.route('/v1/support', support);
  // Before the JSON body limit: the avatar studio's photo is counted while read.
  app.route('/v1/avatars', avatars);
  // The profile photo (up to 2 MB), before the JSON body limit: counted while read.
  app.route('/v1/user', profileAvatar);
  // Before /v1/chat's `/{id}` (which would take `/export`) and before the JSON body limit: an
  // import file of up to 20 MB is counted while read. `/v1/chat/{id}/export` comes after it.
  app.route('/v1/chat', chatPorting);
  // Knowledge bases: a document upload is up to 20 MB, counted while read; the JSON routes carry
  // their own small limit (docs/decisions/163-knowledge-bases.md).
  app.route('/v1/knowledge', knowledge);
  // The OpenAI-compatible endpoint for API keys: its own body limit (images inline) and errors.
  app.route('/openai/v1', openaiCompat);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large');
      },
    }),
  );
  app.route('/health', health);
  // The move from D1 into the objects (decision 203): a secret's holder only, never published.
  app.route('/internal/storage-moves', storageMoves);
  // Sign-in with Yandex ID, VK ID and Google (docs/decisions/162-oauth-sign-in.md).
  app.route('/v1/auth/oauth', oauthAuth);
  app.route('/v1/auth', auth);
  app.route('/v1/user/oauth', oauthUser);
  app.route('/v1/user', users);
  app.route('/v1/entity', entity);
  app.route('/v2/user/security', lostpass);
  app.route('/v2/user/promocodes/redeem', promoRedeem);
  app.route('/v2/user', promo);
  app.route('/v1/chat/search', search);
  // Before /v1/chat, whose `GET /{id}` would otherwise take `GET /folders`.
  app.route('/v1/chat/folders', folders);
  app.route('/v1/chat', chatPlacement);
  app.route('/v1/chat', chatSummaries);
  app.route('/v1/chat', chats);
  app.route('/v1/chat', chatExport);
  // Before /v1/message, so its `requireAuth` is the only one to run for a rating.
  app.route('/v1/message', ratings);
  app.route('/v1/message', messages);
  app.route('/v2/llm', catalog);
  app.route('/v1/prices', prices);
  app.route('/v2/prompts', prompts);
  app.route('/v1/assistants', assistants);
  app.route('/v1/media', mediaThumbnails);
  app.route('/v1/media', media);
  app.route('/v1/text-studio', textStudio);
  app.route('/v1/mcp/servers', mcpServers);
  app.route('/v1/mcp/oauth', mcpOAuth);
  app.route('/v1/memories', memories);
  // Before /v1/payments, whose routes all require a signed-in caller.
  app.route('/v1/payments/yookassa', yookassaNotifications);
  app.route('/v1/payments', payments);
  app.route('/v1/api-keys', apiKeys);
  app.route('/v1/admin', admin);
  publishOpenApi(app);
  app.notFound((c) => errorResponse(c, new ApiError(404, 'not_found')));
  app.onError((err, c) => errorResponse(c, err));
  return app;
}
