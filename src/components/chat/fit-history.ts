/** The api refuses more than 1 MB of messages JSON per send (docs/decisions/023-…). */
export const maxHistoryBytes = 1024 * 1024 - 1024;

type Turn = { role: string; content: string };

/**
 * The newest messages of a history that fit the api's messages cap, dropping the oldest first;
 * the last message (the question) always stays.
 *
 * @example buildSendRequest({ ...options, messages: fitHistory(history) })
 */
export function fitHistory<T extends Turn>(history: T[], maxBytes = maxHistoryBytes): T[] {
  const encoder = new TextEncoder();
  const sizes = history.map((turn) => encoder.encode(JSON.stringify(turn)).byteLength + 1);
  let total = sizes.reduce((sum, size) => sum + size, 2);
  let first = 0;
  while (total > maxBytes && first < history.length - 1) {
    total -= sizes[first] ?? 0;
    first += 1;
  }
  return history.slice(first);
}
