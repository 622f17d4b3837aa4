import type { ReactNode } from 'react';
import type { ChatMessage } from '../../lib/chat/types';

export type ErrorKind = 'funds' | 'limit' | 'model' | 'rate' | 'provider' | 'network';

/** A member's monthly limit in the team, as a 402 `member_limit_reached` gives it (decision 228). */
export type MemberLimit = { limitKopecks: number; spentKopecks: number; resetsAt: string };

/** The limit's figures in a refusal's other fields, when all three are there. */
export function memberLimitOf(
  details: Record<string, unknown> | undefined,
): MemberLimit | undefined {
  const { limitKopecks, spentKopecks, resetsAt } = details ?? {};
  return typeof limitKopecks === 'number' &&
    typeof spentKopecks === 'number' &&
    typeof resetsAt === 'string'
    ? { limitKopecks, spentKopecks, resetsAt }
    : undefined;
}

/** A message as the conversation shows it: server-rendered markdown when it came with the page. */
export type UiMessage = ChatMessage & {
  rendered?: ReactNode;
  error?: { kind: ErrorKind; message: string; limit?: MemberLimit };
  /** The api knows this answer (its meta event arrived or it came from the api). */
  saved?: boolean;
  /** The question it answers, kept so a failed send can be retried. */
  question?: { content: string; files?: File[] };
  /** The api's id of a message sent here (its local `id` stays the React key). */
  savedId?: string;
};

/** The api's id of a message, or undefined while only this page knows it. */
export function savedIdOf(message: UiMessage): string | undefined {
  if (message.savedId) return message.savedId;
  return /^(question|answer)-/.test(message.id) ? undefined : message.id;
}

/** Maps a stream error (its code or HTTP status) to the message the person sees. */
export function errorKind(code: string | undefined, status: number | undefined): ErrorKind {
  if (code === 'network') return 'network';
  if (code === 'member_limit_reached') return 'limit';
  if (code === 'model_not_allowed') return 'model';
  if (code === 'insufficient_funds' || status === 402) return 'funds';
  if (code === 'rate_limited' || code === 'rate_limit' || status === 429) return 'rate';
  return 'provider';
}

/** Emits app-wide chat activity (the sidebar listens). */
export function announceChat(detail: { chatId: string; name?: string; generating?: boolean }) {
  window.dispatchEvent(new CustomEvent('beseda:chat', { detail }));
}

/** A message as the api saved it, as the conversation shows it. */
export const fromSaved = (message: ChatMessage): UiMessage => ({
  ...message,
  saved: true,
  error:
    message.status === 'error'
      ? { kind: errorKind(message.errorCode, undefined), message: '' }
      : undefined,
});
