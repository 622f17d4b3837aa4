import { z } from '@hono/zod-openapi';

/**
 * A chat's tool switches (decision 206): `mcp:<serverId>` for a connected MCP server, `code` for
 * the Python interpreter, `web` for web search. A key left out keeps the default.
 */
export const ToolChoiceSchema = z
  .record(z.string().regex(/^(mcp:[A-Za-z0-9_-]{1,100}|code|web)$/), z.boolean())
  .refine((choice) => Object.keys(choice).length <= 60, 'at most 60 switches')
  .openapi('ToolChoice', {
    description:
      'Tool switches of a chat: `mcp:<serverId>` (an MCP server), `code` (Python), `web` (web ' +
      'search), each true (on) or false (off); a switch left out keeps its default',
    example: { 'mcp:srv_1': false, code: true },
  });

export type ToolChoice = z.infer<typeof ToolChoiceSchema>;

/** A stored choice (the `tool_choice` column), or none when absent or unreadable. */
export function readToolChoice(text: string | null | undefined): ToolChoice {
  if (!text) return {};
  try {
    const parsed = ToolChoiceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Whether the choice switches this tool off (only an explicit `false` does). */
export const switchedOff = (choice: ToolChoice, key: string) => choice[key] === false;
