import { expect } from 'vitest';
import { api, json } from './helpers';

const TOKEN = 'test-only-storage-move-token';

type Move = { part: string; outcome: string; error?: string };

/** One run of the storage move through its route, for the named people or teams and parts. */
export async function runMoves(body: {
  userIds?: string[];
  teamIds?: string[];
  parts: string[];
}): Promise<Move[]> {
  const res = await api(
    '/internal/storage-moves',
    json('POST', body, { Authorization: `Bearer ${TOKEN}` }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { moves: Move[] }).moves;
}

/**
 * Moves a person's conversations into their `Person` object (their ratings first, as the part
 * requires), so a test can run the same routes against the object (decision 218).
 */
export async function moveConversations(userId: string): Promise<void> {
  const moves = await runMoves({ userIds: [userId], parts: ['ratings', 'chats'] });
  // `already`: the person started in their object (a new account, once the part is on).
  expect(['moved', 'already']).toContain(moves.find((m) => m.part === 'chats')?.outcome);
}

/** Moves a team's money into its `Team` object (decision 217). */
export async function moveTeamMoney(teamId: string): Promise<void> {
  const moves = await runMoves({ teamIds: [teamId], parts: ['team:money'] });
  expect(['moved', 'already']).toContain(moves.find((m) => m.part === 'team:money')?.outcome);
}
