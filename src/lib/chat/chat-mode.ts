/** The three kinds of chat, each with its own screen and its own list in the sidebar. */
export type ChatMode = 'text' | 'image' | 'midjourney';

/**
 * The chat mode a page belongs to: `/{locale}/chat/image…` and `/{locale}/chat/midjourney…`
 * are theirs, every other page of the chats layout lists text chats.
 *
 * @example chatModeOf('/ru/chat/image/3f2a') // 'image'
 */
export function chatModeOf(path: string): ChatMode {
  const mode = /^\/[a-z]{2}\/chat\/(image|midjourney)(?:\/|$)/.exec(path)?.[1];
  return mode === 'image' || mode === 'midjourney' ? mode : 'text';
}

/** One page of a mode's chats through the front's `/api` passthrough (`GET /v1/chat?mode=`). */
export const chatListPath = (mode: ChatMode, page: number, take: number) =>
  `/api/v1/chat?page=${page}&take=${take}&mode=${mode}`;
