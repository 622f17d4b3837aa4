import { env } from 'cloudflare:workers';
import { api, json } from './helpers';
import { holdCount, setBalance as setTeamBalance, usageLines } from './money-helpers';

/** A task as `GET /v1/openai/midjourney/{id}` answers it. */
export interface TaskJson {
  id: string;
  requestId: string;
  chatId: string;
  messageId: string;
  parentId: string | null;
  action: string;
  prompt: string;
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';
  progress: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  previewUrl: string | null;
  mediaId: string | null;
  buttons: { button: string; label: string; emoji: string }[];
  costKopecks: number;
  error: { code: string; message: string } | null;
}

const en = { 'X-Ad-Locale': 'en' };

/** `POST /v1/openai/midjourney/generate`. */
export function generate(headers: Record<string, string>, body: Record<string, unknown>) {
  return api('/v1/openai/midjourney/generate', json('POST', body, { ...en, ...headers }));
}

/** `POST /v1/openai/midjourney/button`. */
export function press(headers: Record<string, string>, body: Record<string, unknown>) {
  return api('/v1/openai/midjourney/button', json('POST', body, { ...en, ...headers }));
}

export function getTask(headers: Record<string, string>, id: string) {
  return api(`/v1/openai/midjourney/${id}`, { headers: { ...en, ...headers } });
}

/** Polls the task route until the task has ended (the Durable Object drives it). */
export async function finished(headers: Record<string, string>, id: string, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = (await (await getTask(headers, id)).json()) as TaskJson;
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') return task;
    if (Date.now() > until) throw new Error(`task ${id} still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const setBalance = (entityId: string, kopecks: number) =>
  setTeamBalance(env, entityId, kopecks);

/** The team's `usage` ledger rows (wherever its money lives: test/money-helpers.ts). */
export async function usageRows(entityId: string) {
  return (await usageLines(env, entityId)).map(({ amount_kopecks, ref }) => ({
    amount_kopecks,
    ref: ref ?? '',
  }));
}

export const holdsOf = (entityId: string) => holdCount(env, entityId);

/** What the Midjourney fake received (method, path, body). */
export async function proxyRequests() {
  const res = await fetch(`${env.FAKE_MIDJOURNEY_URL}/__fake/requests`);
  return (await res.json()) as { method: string; path: string; body: Record<string, unknown> }[];
}
