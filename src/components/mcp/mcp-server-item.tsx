'use client';

import { fill } from '../../lib/format';
import type { McpServer } from '../../lib/mcp/mcp-servers';
import { Select } from '../ui/select';
import type { McpTexts } from './mcp-texts';

interface Props {
  server: McpServer;
  texts: McpTexts;
  onChange: (patch: Partial<Pick<McpServer, 'enabled' | 'approval'>>) => void;
  onDelete: () => void;
}

/** One server: its status, its tools (descriptions as plain text), enable, approval, delete. */
export function McpServerItem({ server, texts, onChange, onDelete }: Props) {
  const approvalId = `mcp-approval-${server.id}`;
  return (
    <li className="card mcp-server" data-testid="mcp-server" data-status={server.status}>
      <div className="mcp-server-head">
        <strong className="mcp-server-name">{server.name}</strong>
        <span className={`mcp-status mcp-status-${server.status}`}>
          {texts.status[server.status]}
        </span>
      </div>
      <div className="muted mcp-server-url">{server.url}</div>
      <div className="mcp-server-controls">
        <label className="mcp-check">
          <input
            type="checkbox"
            checked={server.enabled}
            onChange={(event) => onChange({ enabled: event.target.checked })}
            data-testid="mcp-enabled"
          />
          {texts.enabled}
        </label>
        <label className="field mcp-approval" htmlFor={approvalId}>
          {texts.approval}
          <Select
            id={approvalId}
            value={server.approval}
            onChange={(event) =>
              onChange({ approval: event.target.value === 'never' ? 'never' : 'always' })
            }
            data-testid="mcp-approval"
          >
            <option value="always">{texts.approvalAlways}</option>
            <option value="never">{texts.approvalNever}</option>
          </Select>
        </label>
        <button
          type="button"
          className="button button-small button-danger"
          onClick={onDelete}
          data-testid="mcp-delete"
        >
          {texts.remove}
        </button>
      </div>
      <details className="mcp-tools">
        <summary>{fill(texts.toolsCount, { count: server.tools.length })}</summary>
        <p className="muted">{texts.descriptionsNote}</p>
        <ul>
          {server.tools.map((tool) => (
            <li key={tool.name} data-testid="mcp-tool">
              <code>{tool.name}</code> — <span>{tool.description}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
