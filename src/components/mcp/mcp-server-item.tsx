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

/**
 * One server: its status (with Connect while it waits for the person's sign-in), its tools
 * (descriptions as plain text), enable, approval, delete; a team's server is read-only to members.
 */
export function McpServerItem({ server, texts, onChange, onDelete }: Props) {
  return (
    <li
      className="card mcp-server"
      data-testid="mcp-server"
      data-status={server.status}
      data-scope={server.scope}
    >
      <div className="mcp-server-head">
        <strong className="mcp-server-name">{server.name}</strong>
        <span className="mcp-server-badges">
          {server.scope === 'team' && (
            <span className="mcp-status mcp-team-badge">{texts.teamBadge}</span>
          )}
          <span className={`mcp-status mcp-status-${server.status}`}>
            {texts.status[server.status]}
          </span>
        </span>
      </div>
      <div className="muted mcp-server-url">{server.url}</div>
      {server.status === 'needs_auth' && server.authorizeUrl && server.editable && (
        <div className="mcp-connect">
          <p className="muted">{texts.connectHint}</p>
          <a
            className="button button-primary button-small"
            href={server.authorizeUrl}
            rel="noopener noreferrer"
            data-testid="mcp-connect"
          >
            {texts.connect}
          </a>
        </div>
      )}
      {server.editable ? (
        <ServerControls server={server} texts={texts} onChange={onChange} onDelete={onDelete} />
      ) : (
        <p className="muted" data-testid="mcp-team-managed">
          {texts.teamManaged}
        </p>
      )}
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

/** Enable, approval mode and delete, for a server the person may change. */
function ServerControls({ server, texts, onChange, onDelete }: Props) {
  const approvalId = `mcp-approval-${server.id}`;
  return (
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
  );
}
