/**
 * A chat's tool switches as the api keeps them (decision 206): `mcp:<serverId>`, `code`, `web`,
 * each on (true) or off (false); a key left out keeps its default.
 */
export type ToolChoice = Record<string, boolean>;

/** The switches of a chat as `GET /v1/chat/{id}` answers them, or none. */
export function toToolChoice(value: unknown): ToolChoice {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}
