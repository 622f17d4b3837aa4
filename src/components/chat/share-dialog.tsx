'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { listOf } from '../../lib/chat/normalize';
import * as m from '../../paraglide/messages.js';

type Member = { id: string; label: string };

function toMembers(body: unknown): Member[] {
  return listOf(body, 'members').flatMap((raw) => {
    const user =
      typeof raw.user === 'object' && raw.user !== null
        ? (raw.user as Record<string, unknown>)
        : raw;
    const id = user.id ?? raw.userId;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const parts = [user.name, user.email].filter(
      (v): v is string => typeof v === 'string' && v !== '',
    );
    const label = parts.length === 2 ? `${parts[0]} (${parts[1]})` : parts[0];
    return [{ id: String(id), label: label ?? String(id) }];
  });
}

/** Picks team members (`GET /v1/entity/members`) and shares with them (`POST /v1/chat/share/`). */
export function ShareDialog({ chatId, onClose }: { chatId: string; onClose: () => void }) {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [members, setMembers] = useState<Member[]>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'failed'>('idle');

  useEffect(() => {
    dialog.current?.showModal();
    const json = (path: string) =>
      fetch(path)
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined);
    // The person sharing is a member too, but sharing a chat with oneself means nothing.
    void Promise.all([json('/api/v1/entity/members'), json('/api/v1/user')]).then(
      ([body, self]: unknown[]) => {
        const selfId =
          typeof self === 'object' && self !== null && 'id' in self ? String(self.id) : undefined;
        setMembers(toMembers(body).filter((member) => member.id !== selfId));
      },
    );
  }, []);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const share = async () => {
    setState('saving');
    const response = await fetch('/api/v1/chat/share/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId, userIds: [...chosen] }),
    }).catch(() => undefined);
    setState(response?.ok ? 'done' : 'failed');
  };

  return (
    <dialog ref={dialog} className="dialog" onClose={onClose} data-testid="share-dialog">
      <h2>{m.chat_share_title({}, { locale })}</h2>
      {members === undefined && <p className="muted">{m.misc_loading({}, { locale })}</p>}
      {members?.length === 0 && <p className="muted">{m.chat_share_none({}, { locale })}</p>}
      {members?.map((member) => (
        <label key={member.id} className="share-member">
          <input
            type="checkbox"
            checked={chosen.has(member.id)}
            onChange={() => toggle(member.id)}
            data-testid="share-member"
          />
          {member.label}
        </label>
      ))}
      {state === 'done' && (
        <p role="status" data-testid="share-done">
          {m.chat_share_done({}, { locale })}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="danger">
          {m.chat_share_failed({}, { locale })}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          onClick={() => dialog.current?.close()}
          data-testid="share-close"
        >
          {m.layout_close({}, { locale })}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={chosen.size === 0 || state === 'saving'}
          onClick={share}
          data-testid="share-save"
        >
          {m.chat_share({}, { locale })}
        </button>
      </div>
    </dialog>
  );
}
