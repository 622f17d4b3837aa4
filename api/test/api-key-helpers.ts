import { env, exports } from 'cloudflare:workers';
import OpenAI from 'openai';
import { api, json, type RegisteredUser, registerUser } from './helpers';
import { holdCount, balanceOf as teamBalance } from './money-helpers';

export interface KeyOwner extends RegisteredUser {
  key: string;
  keyId: string;
  /** The official OpenAI client, pointed at this api's `/openai/v1` with the key. */
  client: OpenAI;
}

/** An OpenAI client on the api Worker's production handler (no network, no retries). */
export function openaiClient(apiKey: string): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: 'http://api.test/openai/v1',
    maxRetries: 0,
    fetch: (input, init) => exports.default.fetch(new Request(input, init)),
  });
}

/** Creates a key through `POST /v1/api-keys` for `owner` (a new confirmed user by default). */
export async function createKey(
  body: { name?: string; monthlyCapKopecks?: number } = {},
  owner?: RegisteredUser,
): Promise<KeyOwner> {
  const user = owner ?? (await registerUser());
  const res = await api('/v1/api-keys', json('POST', { name: 'script', ...body }, user.headers));
  if (res.status !== 201) throw new Error(`create key failed: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as { id: string; key: string };
  return { ...user, key: created.key, keyId: created.id, client: openaiClient(created.key) };
}

/** The team's balance in kopecks, wherever its money lives (test/money-helpers.ts). */
export const balanceOf = (entityId: string) => teamBalance(env, entityId);

/** How many live holds the team has. */
export const holdsOf = (entityId: string) => holdCount(env, entityId);
