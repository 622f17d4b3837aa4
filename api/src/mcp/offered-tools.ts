import { switchedOff, type ToolChoice } from '../chat/tool-choice';
import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import type { PromptTool } from '../providers/tool-loop';
import { listServers, type ServerViewer, toolsOf } from './server-store';

/** A model-facing tool name: what the providers accept (`^[A-Za-z0-9_-]{1,64}$`). */
const toolName = (index: number, tool: string) =>
  `s${index + 1}_${tool.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 64);

/**
 * The tools a send offers the model: those of the person's and their team's enabled, connected
 * servers (decision 168), or of the
 * servers `only` names (`[]`: none), less those the chat switched off (`choice`, decision 206). A
 * model without tool calling (the demo) gets none.
 */
export async function offeredTools(
  env: Env,
  viewer: ServerViewer,
  model: CatalogModel,
  only: string[] | undefined,
  choice: ToolChoice = {},
): Promise<PromptTool[]> {
  if (model.kind === 'demo' || only?.length === 0) return [];
  const servers = (await listServers(env, viewer)).filter(
    (server) =>
      server.enabled === 1 &&
      server.status === 'connected' &&
      (only === undefined || only.includes(server.id)) &&
      !switchedOff(choice, `mcp:${server.id}`),
  );
  return servers.flatMap((server, index) =>
    toolsOf(server).map((tool) => ({
      name: toolName(index, tool.name),
      serverId: server.id,
      serverName: server.name,
      tool: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    })),
  );
}
