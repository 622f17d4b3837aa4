import '../../../../components/settings/settings.css';
import '../../../../components/mcp/mcp.css';
import { Screen } from '../../../../components/layout/screen';
import { mcpTexts } from '../../../../components/mcp/mcp-texts';
import { McpToolsManager } from '../../../../components/mcp/mcp-tools-manager';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

/** Cabinet → Connectors: the person's MCP servers (docs/decisions/144-mcp-tools.md). */
export default async function ToolsPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="tools" title={m.mcp_tools_title}>
      <McpToolsManager texts={mcpTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
