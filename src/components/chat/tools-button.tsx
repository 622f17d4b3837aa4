'use client';

import { useEffect, useState } from 'react';
import { Link } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import type { ToolChoice } from '../../lib/chat/tool-choice';
import type { McpServer } from '../../lib/mcp/mcp-servers';
import * as m from '../../paraglide/messages.js';
import type { PickedBase } from '../knowledge/knowledge-checklist';
import { CodeXml, Globe, Library, Wrench } from '../ui/icons';
import { PopoverButton, SwitchGroup, SwitchRow } from '../ui/popover-button';
import { showToast } from '../ui/toast-store';

/**
 * The composer's "Tools" (decision 206): what this chat offers the model, each with a switch —
 * every connected MCP server (own and team), Python, web search (models that search) and the
 * knowledge bases picked. The button counts those on. A saved chat keeps its switches (PUT
 * /v1/chat/{id}/tools); a new one sends them with its first message.
 */
export function ToolsButton({
  chatId,
  choice,
  onChoice,
  codeDefault,
  canRunCode,
  usesTools,
  webSearchAvailable,
  knowledge,
  onKnowledge,
}: {
  /** The saved chat, or undefined before the first send. */
  chatId?: string;
  choice: ToolChoice;
  onChoice: (choice: ToolChoice) => void;
  /** Python's default: the account's setting. */
  codeDefault: boolean;
  /** Python can run here (the sandbox origin is configured) and the model calls tools. */
  canRunCode: boolean;
  /** The model calls tools (connectors and Python need it). */
  usesTools: boolean;
  webSearchAvailable: boolean;
  knowledge: readonly PickedBase[];
  onKnowledge: (picked: PickedBase[]) => void;
}) {
  const locale = useLocale();
  const servers = useConnectedServers();
  // The bases listed: those picked, and those switched off while the page is (to switch back on).
  const [bases, setBases] = useState<PickedBase[]>([...knowledge]);
  useEffect(() => {
    setBases((seen) => [
      ...seen,
      ...knowledge.filter((base) => !seen.some((s) => s.id === base.id)),
    ]);
  }, [knowledge]);

  const set = (key: string, on: boolean) => {
    const next = { ...choice, [key]: on };
    onChoice(next);
    if (!chatId) return;
    void callApi(`/v1/chat/${encodeURIComponent(chatId)}/tools`, 'PUT', { toolChoice: next }).then(
      (res) => {
        if (!res.ok && !res.aborted) {
          showToast(m.chat_tools_save_failed({}, { locale }), { kind: 'error' });
        }
      },
    );
  };
  const serverOn = (server: McpServer) => choice[`mcp:${server.id}`] !== false;
  const codeOn = choice.code ?? codeDefault;
  const webOn = choice.web === true;
  const count =
    (usesTools ? servers.filter(serverOn).length : 0) +
    (canRunCode && codeOn ? 1 : 0) +
    (webSearchAvailable && webOn ? 1 : 0) +
    knowledge.length;
  const t = (
    message: (inputs: Record<string, never>, options: { locale: typeof locale }) => string,
  ) => message({}, { locale });

  return (
    <PopoverButton
      label={t(m.chat_tools)}
      title={t(m.chat_tools_title)}
      icon={<Wrench size={16} aria-hidden />}
      count={count}
      countLabel={m.chat_tools_on({ count }, { locale })}
      testId="chat-tools"
    >
      {!usesTools && (
        <p className="switch-group-title" data-testid="chat-tools-model-without">
          {t(m.chat_tools_model_without)}
        </p>
      )}
      <SwitchGroup title={t(m.chat_tools_connectors)}>
        {servers.map((server) => (
          <SwitchRow
            key={server.id}
            label={server.name}
            hint={(server.scope === 'team' ? m.chat_tools_server_team : m.chat_tools_server_tools)(
              { count: server.tools.length },
              { locale },
            )}
            icon={<Wrench size={16} aria-hidden />}
            checked={usesTools && serverOn(server)}
            disabled={!usesTools}
            onChange={(on) => set(`mcp:${server.id}`, on)}
            testId={`chat-tool-mcp-${server.id}`}
          />
        ))}
        {servers.length === 0 && (
          <p className="switch-row-hint chat-tools-empty">{t(m.chat_tools_no_connectors)}</p>
        )}
        <Link to={`/${locale}/cabinet/tools`} className="chat-tools-manage">
          {t(m.chat_tools_manage)}
        </Link>
      </SwitchGroup>
      <SwitchGroup title={t(m.chat_tools_builtin)}>
        <SwitchRow
          label={t(m.code_toggle)}
          hint={t(m.code_toggle_hint)}
          icon={<CodeXml size={16} aria-hidden />}
          checked={canRunCode && codeOn}
          disabled={!canRunCode}
          onChange={(on) => set('code', on)}
          testId="code-toggle"
        />
        {webSearchAvailable && (
          <SwitchRow
            label={t(m.chat_web_search)}
            icon={<Globe size={16} aria-hidden />}
            checked={webOn}
            onChange={(on) => set('web', on)}
            testId="web-search-toggle"
          />
        )}
      </SwitchGroup>
      {bases.length > 0 && (
        <SwitchGroup title={t(m.chat_tools_knowledge)}>
          {bases.map((base) => (
            <SwitchRow
              key={base.id}
              label={base.name}
              icon={<Library size={16} aria-hidden />}
              checked={knowledge.some((picked) => picked.id === base.id)}
              onChange={(on) =>
                onKnowledge(
                  on ? [...knowledge, base] : knowledge.filter((picked) => picked.id !== base.id),
                )
              }
              testId={`chat-tool-knowledge-${base.id}`}
            />
          ))}
        </SwitchGroup>
      )}
    </PopoverButton>
  );
}

/** The person's and their team's MCP servers that are on and connected: what a send may offer. */
function useConnectedServers() {
  const [servers, setServers] = useState<McpServer[]>([]);
  useEffect(() => {
    const stop = new AbortController();
    void callApi<{ servers: McpServer[] }>('/v1/mcp/servers', 'GET', undefined, stop.signal).then(
      (res) => {
        if (!res.ok) return;
        setServers(res.data.servers.filter((s) => s.enabled && s.status === 'connected'));
      },
    );
    return () => stop.abort();
  }, []);
  return servers;
}
