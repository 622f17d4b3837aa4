'use client';

import { type FormEvent, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import type { McpServer } from '../../lib/mcp/mcp-servers';
import { useHydrated } from '../../lib/use-hydrated';
import {
  asksSecondFactor,
  SecondFactorField,
  secondFactorOf,
} from '../two-factor/second-factor-field';
import { McpServerItem } from './mcp-server-item';
import type { McpTexts } from './mcp-texts';

/** What the front's OAuth callback said (`?mcp=connected|failed`, decision 168), read once. */
function oauthOutcome(): 'connected' | 'failed' | undefined {
  const said = new URLSearchParams(window.location.search).get('mcp');
  return said === 'connected' || said === 'failed' ? said : undefined;
}

/**
 * Cabinet → Connectors: the person's MCP servers and their team's, added by URL and managed here; the
 * team owner may add one for the whole team.
 */
export function McpToolsManager({ texts }: { texts: McpTexts }) {
  const hydrated = useHydrated();
  const [servers, setServers] = useState<McpServer[] | undefined>();
  const [ownsTeam, setOwnsTeam] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Set once the api asks for the second factor (headers with two-factor on, decision 167).
  const [askCode, setAskCode] = useState(false);
  const [outcome, setOutcome] = useState<'connected' | 'failed' | undefined>();

  useEffect(() => {
    setOutcome(oauthOutcome());
    callApi<{ servers: McpServer[] }>('/v1/mcp/servers').then((res) => {
      if (res.ok) setServers(res.data.servers);
    });
    callApi<{ role: 'owner' | 'member' }>('/v1/entity').then((res) => {
      if (res.ok) setOwnsTeam(res.data.role === 'owner');
    });
  }, []);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const headerName = text('headerName');
    setBusy(true);
    setError(undefined);
    const res = await callApi<{ server: McpServer }>('/v1/mcp/servers', 'POST', {
      name: text('name'),
      url: text('url'),
      ...(headerName ? { headers: { [headerName]: text('headerValue') } } : {}),
      ...secondFactorOf(data),
      ...(data.get('team') ? { scope: 'team' } : {}),
    });
    setBusy(false);
    if (!res.ok) {
      if (asksSecondFactor(res)) setAskCode(true);
      return setError(res.message ?? texts.failed);
    }
    setServers((list) => [...(list ?? []), res.data.server]);
    setAskCode(false);
    form.reset();
  };

  const update = async (id: string, patch: Partial<McpServer>) => {
    const res = await callApi<{ server: McpServer }>(`/v1/mcp/servers/${id}`, 'PATCH', patch);
    if (!res.ok) return setError(res.message ?? texts.failed);
    setServers((list) => list?.map((s) => (s.id === id ? res.data.server : s)));
  };

  const remove = async (id: string) => {
    const res = await callApi(`/v1/mcp/servers/${id}`, 'DELETE');
    if (!res.ok) return setError(res.message ?? texts.failed);
    setServers((list) => list?.filter((s) => s.id !== id));
  };

  return (
    <div
      className="mcp-manager"
      data-testid="mcp-manager"
      data-hydrated={hydrated && servers !== undefined}
    >
      <p className="muted">{texts.intro}</p>
      {outcome && (
        <p
          className={outcome === 'failed' ? 'field-error' : 'muted'}
          role={outcome === 'failed' ? 'alert' : 'status'}
          data-testid="mcp-oauth-outcome"
        >
          {outcome === 'failed' ? texts.oauthFailed : texts.oauthConnected}
        </p>
      )}
      <form className="card mcp-add" onSubmit={add} data-testid="mcp-add">
        <h2>{texts.addTitle}</h2>
        <label className="field" htmlFor="mcp-name">
          {texts.name}
          <input id="mcp-name" name="name" className="input" required maxLength={60} />
        </label>
        <label className="field" htmlFor="mcp-url">
          {texts.url}
          <input
            id="mcp-url"
            name="url"
            className="input"
            required
            type="url"
            placeholder="https://"
          />
        </label>
        <div className="mcp-header-fields">
          <label className="field" htmlFor="mcp-header-name">
            {texts.headerName}
            <input
              id="mcp-header-name"
              name="headerName"
              className="input"
              placeholder="Authorization"
            />
          </label>
          <label className="field" htmlFor="mcp-header-value">
            {texts.headerValue}
            <input
              id="mcp-header-value"
              name="headerValue"
              className="input"
              type="password"
              autoComplete="off"
            />
          </label>
        </div>
        {askCode && (
          <div className="field">
            <SecondFactorField
              id="mcp-second-factor"
              label={texts.secondFactor}
              passkeyLabel={texts.passkeyInstead}
            />
          </div>
        )}
        {ownsTeam && (
          <label className="mcp-check" htmlFor="mcp-team">
            <input id="mcp-team" name="team" type="checkbox" data-testid="mcp-team" />
            <span>
              {texts.teamField}
              <span className="muted mcp-hint"> — {texts.teamFieldHint}</span>
            </span>
          </label>
        )}
        {error && (
          <p className="field-error" role="alert" data-testid="mcp-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="mcp-submit"
        >
          {busy ? texts.adding : texts.add}
        </button>
      </form>
      {servers?.length === 0 && <p className="muted">{texts.empty}</p>}
      <ul className="mcp-servers">
        {servers?.map((server) => (
          <McpServerItem
            key={server.id}
            server={server}
            texts={texts}
            onChange={(patch) => update(server.id, patch)}
            onDelete={() => remove(server.id)}
          />
        ))}
      </ul>
    </div>
  );
}
