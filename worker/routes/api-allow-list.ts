/** An upstream route the browser may reach through `/api`: a method and a Hono path pattern. */
export interface BrowserApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/**
 * Every api route page JavaScript needs, and nothing else: the front forwards these from
 * `/api{path}` and answers 404 for any other path or method. `/v1/auth/*` and the promo sign-up
 * are absent on purpose: they answer with tokens, and tokens only travel in the front's
 * `__Host-` cookies (docs/decisions/006-api-allow-list.md). A feature that adds a browser call
 * adds its line here; `worker/routes/api-allow-list.test.ts` walks the list.
 */
export const browserApiRoutes: readonly BrowserApiRoute[] = [
  // Chats (SPEC §7)
  { method: 'GET', path: '/v1/chat' },
  { method: 'GET', path: '/v1/chat/search' },
  { method: 'GET', path: '/v1/chat/:id' },
  { method: 'PATCH', path: '/v1/chat/:id' },
  { method: 'PATCH', path: '/v1/chat/delete/:id' },
  { method: 'POST', path: '/v1/chat/share/' },
  { method: 'POST', path: '/v1/chat/:id/copy' },
  // A long chat's summaries of earlier messages: read one, start a new chat from it (decision 169)
  { method: 'GET', path: '/v1/chat/:id/summaries/:summaryId' },
  { method: 'POST', path: '/v1/chat/:id/summaries/:summaryId/chat' },
  // Export and import of chats (decision 103): Markdown or JSON downloads, a preview, an import
  { method: 'GET', path: '/v1/chat/export' },
  { method: 'GET', path: '/v1/chat/:id/export' },
  { method: 'POST', path: '/v1/chat/import' },
  // Folders and pins of chats (decision 105)
  { method: 'GET', path: '/v1/chat/folders' },
  { method: 'POST', path: '/v1/chat/folders' },
  { method: 'PATCH', path: '/v1/chat/folders/:id' },
  { method: 'DELETE', path: '/v1/chat/folders/:id' },
  { method: 'PATCH', path: '/v1/chat/:id/placement' },
  // A chat's tool switches, from the composer's Tools (decision 206)
  { method: 'PUT', path: '/v1/chat/:id/tools' },
  // Messages and their attachments
  { method: 'GET', path: '/v1/message/chat/:chatId/' },
  { method: 'GET', path: '/v1/message/attachment/:id' },
  // Ratings of answers, 👍/👎 with a reason (decision 104)
  { method: 'PUT', path: '/v1/message/rating/:id' },
  { method: 'DELETE', path: '/v1/message/rating/:id' },
  { method: 'GET', path: '/v1/message/chat/:chatId/ratings' },
  // Branches of a chat: show another, remembered (decision 101)
  { method: 'PUT', path: '/v1/message/chat/:chatId/branch' },
  // Midjourney studio (SPEC §7) and stored media (generated images, grids)
  { method: 'POST', path: '/v1/openai/midjourney/generate' },
  { method: 'POST', path: '/v1/openai/midjourney/button' },
  { method: 'GET', path: '/v1/openai/midjourney' },
  { method: 'GET', path: '/v1/openai/midjourney/:id' },
  { method: 'GET', path: '/v1/openai/midjourney/:id/preview' },
  { method: 'GET', path: '/v1/media/:id' },
  { method: 'GET', path: '/v1/media/:id/thumbnail' },
  // Voice (issue 11): features, dictation and transcription, read aloud
  { method: 'GET', path: '/v1/aimedia/voices' },
  { method: 'POST', path: '/v1/aimedia/stt/transcribe' },
  { method: 'POST', path: '/v1/aimedia/yandex/synthesize' },
  { method: 'GET', path: '/v1/aimedia/stt/transcriptions' },
  { method: 'GET', path: '/v1/aimedia/stt/transcriptions/:id' },
  { method: 'PATCH', path: '/v1/aimedia/stt/transcriptions/:id' },
  { method: 'DELETE', path: '/v1/aimedia/stt/transcriptions/:id' },
  // Long files on /transcription: an R2 multipart upload in 10 MB parts (decision 061)
  { method: 'POST', path: '/v1/aimedia/stt/uploads' },
  { method: 'GET', path: '/v1/aimedia/stt/uploads/:id' },
  { method: 'PUT', path: '/v1/aimedia/stt/uploads/:id/parts/:part' },
  { method: 'POST', path: '/v1/aimedia/stt/uploads/:id/complete' },
  { method: 'DELETE', path: '/v1/aimedia/stt/uploads/:id' },
  { method: 'DELETE', path: '/v1/media/:id' },
  // Generations: send (multipart, optionally streamed), resume, stop
  { method: 'POST', path: '/v1/openai/:provider/:llm' },
  { method: 'GET', path: '/v1/openai/stream/:requestId' },
  { method: 'POST', path: '/v1/openai/stop/:requestId' },
  // Tools through MCP (docs/decisions/144-mcp-tools.md)
  { method: 'POST', path: '/v1/openai/tool-approval/:requestId' },
  // The code interpreter: a browser's run of run_python, its files first (decision 156)
  { method: 'POST', path: '/v1/openai/tool-result/:requestId/files' },
  { method: 'POST', path: '/v1/openai/tool-result/:requestId' },
  { method: 'GET', path: '/v1/mcp/servers' },
  { method: 'POST', path: '/v1/mcp/servers' },
  { method: 'PATCH', path: '/v1/mcp/servers/:id' },
  { method: 'DELETE', path: '/v1/mcp/servers/:id' },
  // Memory across chats (docs/decisions/158-memory.md)
  { method: 'GET', path: '/v1/memories' },
  { method: 'POST', path: '/v1/memories' },
  { method: 'DELETE', path: '/v1/memories' },
  { method: 'PATCH', path: '/v1/memories/:id' },
  { method: 'DELETE', path: '/v1/memories/:id' },
  // Team knowledge bases (docs/decisions/163-knowledge-bases.md)
  { method: 'GET', path: '/v1/knowledge' },
  { method: 'POST', path: '/v1/knowledge' },
  { method: 'PATCH', path: '/v1/knowledge/:id' },
  { method: 'DELETE', path: '/v1/knowledge/:id' },
  { method: 'GET', path: '/v1/knowledge/:id/documents' },
  { method: 'POST', path: '/v1/knowledge/:id/documents' },
  { method: 'DELETE', path: '/v1/knowledge/:id/documents/:docId' },
  { method: 'GET', path: '/v1/knowledge/:id/documents/:docId/passages/:n' },
  { method: 'POST', path: '/v1/openai/estimate' },
  // Text studio (runs are chats started with studio=text) and avatar studio (issue 13)
  { method: 'POST', path: '/v1/text-studio/:chatId/continue' },
  { method: 'GET', path: '/v1/text-studio' },
  { method: 'DELETE', path: '/v1/text-studio/:chatId' },
  { method: 'GET', path: '/v1/avatars/config' },
  { method: 'GET', path: '/v1/avatars' },
  { method: 'POST', path: '/v1/avatars' },
  { method: 'GET', path: '/v1/avatars/:id' },
  { method: 'POST', path: '/v1/avatars/:id/images/:imageId/profile' },
  // Catalogue, templates, assistants
  { method: 'GET', path: '/v2/llm/cabinet/models' },
  { method: 'GET', path: '/v2/prompts/groups' },
  { method: 'GET', path: '/v1/assistants' },
  { method: 'GET', path: '/v1/assistants/:id' },
  // Account, team and promo lookups
  { method: 'GET', path: '/v1/user' },
  { method: 'PATCH', path: '/v1/user' },
  // Profile (issue 12): sessions, email change, avatar, export, delete
  { method: 'GET', path: '/v1/user/sessions' },
  { method: 'POST', path: '/v1/user/sessions/sign-out-others' },
  { method: 'POST', path: '/v1/user/email' },
  { method: 'POST', path: '/v1/user/email/confirm' },
  { method: 'POST', path: '/v1/user/avatar' },
  { method: 'GET', path: '/v1/user/export' },
  { method: 'POST', path: '/v1/user/delete' },
  // Two-factor sign-in codes (decision 148): state, set up, confirm, turn off
  { method: 'GET', path: '/v1/user/2fa' },
  { method: 'POST', path: '/v1/user/2fa/totp' },
  { method: 'POST', path: '/v1/user/2fa/totp/confirm' },
  { method: 'DELETE', path: '/v1/user/2fa/totp' },
  // Passkeys (decision 152): add (options, then the answer), list, rename, remove. Signing in
  // with one goes through the front's /api/auth/passkey, which keeps the tokens.
  { method: 'POST', path: '/v1/user/passkeys/options' },
  { method: 'POST', path: '/v1/user/passkeys/confirmation' },
  { method: 'POST', path: '/v1/user/passkeys' },
  { method: 'GET', path: '/v1/user/passkeys' },
  { method: 'PATCH', path: '/v1/user/passkeys/:id' },
  { method: 'DELETE', path: '/v1/user/passkeys/:id' },
  // Sign-in methods (decision 162): list and unlink; linking goes through `/auth/{provider}`
  { method: 'GET', path: '/v1/user/oauth' },
  { method: 'DELETE', path: '/v1/user/oauth/:provider' },
  { method: 'GET', path: '/v1/entity' },
  { method: 'PATCH', path: '/v1/entity' },
  { method: 'GET', path: '/v1/entity/members' },
  { method: 'POST', path: '/v1/entity/members' },
  { method: 'DELETE', path: '/v1/entity/members/:userId' },
  // A member's monthly limit, edited by the owner on the usage page (decision 229)
  { method: 'PATCH', path: '/v1/entity/members/:userId' },
  // Team invitations and the current team (issue 9 §1)
  { method: 'GET', path: '/v1/entity/invitations' },
  { method: 'POST', path: '/v1/entity/invitations/:id/accept' },
  { method: 'POST', path: '/v1/entity/invitations/:id/decline' },
  { method: 'DELETE', path: '/v1/entity/invitations/:id' },
  { method: 'POST', path: '/v1/entity/invitations/:id/resend' },
  { method: 'GET', path: '/v1/entity/current' },
  { method: 'PUT', path: '/v1/entity/current' },
  { method: 'GET', path: '/v2/user/promocodes/promo-days' },
  // Balance (issue 12): ledger, CSV, spending chart, top-ups, promo redemption
  { method: 'GET', path: '/v1/entity/ledger' },
  { method: 'GET', path: '/v1/entity/ledger.csv' },
  { method: 'GET', path: '/v1/entity/spending' },
  { method: 'GET', path: '/v1/entity/alerts' },
  { method: 'GET', path: '/v1/payments/config' },
  { method: 'POST', path: '/v1/payments' },
  { method: 'GET', path: '/v1/payments/:id' },
  { method: 'POST', path: '/v2/user/promocodes/redeem' },
  // Issue 13 pages: the public price list (/gen), feedback (open to all), support tickets
  { method: 'GET', path: '/v1/prices' },
  { method: 'GET', path: '/v1/feedback/form' },
  { method: 'POST', path: '/v1/feedback' },
  { method: 'GET', path: '/v1/support/tickets' },
  { method: 'POST', path: '/v1/support/tickets' },
  { method: 'GET', path: '/v1/support/tickets/:id' },
  // Personal API keys (decision 138); the OpenAI-compatible endpoint itself is never proxied
  { method: 'GET', path: '/v1/api-keys' },
  { method: 'POST', path: '/v1/api-keys' },
  { method: 'DELETE', path: '/v1/api-keys/:id' },
];

/**
 * The operator console's api routes the `/admin` pages call (docs/decisions/160-operator-console.md).
 * The front forwards them only for a session the api marks `operator`; for anyone else they are
 * the same 404 as a route that is not listed.
 */
export const operatorApiRoutes: readonly BrowserApiRoute[] = [
  { method: 'GET', path: '/v1/admin/users' },
  { method: 'GET', path: '/v1/admin/users/:id' },
  { method: 'POST', path: '/v1/admin/users/:id/block' },
  { method: 'POST', path: '/v1/admin/users/:id/unblock' },
  { method: 'POST', path: '/v1/admin/users/:id/sign-out' },
  { method: 'GET', path: '/v1/admin/entities/:id' },
  { method: 'POST', path: '/v1/admin/entities/:id/adjustments' },
  { method: 'GET', path: '/v1/admin/promocodes' },
  { method: 'POST', path: '/v1/admin/promocodes' },
  { method: 'PATCH', path: '/v1/admin/promocodes/:code' },
  { method: 'GET', path: '/v1/admin/models' },
  { method: 'PATCH', path: '/v1/admin/models/:id' },
  { method: 'GET', path: '/v1/admin/audit' },
  { method: 'GET', path: '/v1/admin/stats' },
  { method: 'GET', path: '/v1/admin/stats.csv' },
  { method: 'GET', path: '/v1/admin/support/tickets' },
  { method: 'PATCH', path: '/v1/admin/support/tickets/:id' },
  { method: 'POST', path: '/v1/admin/support/tickets/:id/answers' },
  { method: 'GET', path: '/v1/admin/support/feedback' },
];
