'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatDuration, formatLanguage, formatRub } from '../../lib/format';
import type { Transcription } from '../../lib/voice/transcriptions';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Pencil, Trash2 } from '../ui/icons';

const minutes = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds));
const rub = formatRub;

/** The user's transcriptions with duration, language and cost; open, rename, delete. */
export function HistoryList({
  items,
  openId,
  onOpen,
  onRename,
  onDelete,
}: {
  items: Transcription[];
  openId?: string;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}) {
  const locale = useLocale();
  const [editing, setEditing] = useState<{ id: string; title: string }>();
  return (
    <section className="transcription-history" data-testid="transcription-history">
      <h2>{m.transcription_history({}, { locale })}</h2>
      {items.length === 0 && (
        <p className="muted">{m.transcription_history_empty({}, { locale })}</p>
      )}
      <ul>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="transcription-item"
            data-status={item.status}
            aria-current={item.id === openId}
          >
            {editing?.id === item.id ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  onRename(item.id, editing.title);
                  setEditing(undefined);
                }}
              >
                <input
                  className="input"
                  value={editing.title}
                  onChange={(event) => setEditing({ id: item.id, title: event.target.value })}
                  aria-label={m.transcription_rename({}, { locale })}
                  data-testid="transcription-title-input"
                />
                <button type="submit" className="button button-small">
                  {m.transcription_rename_save({}, { locale })}
                </button>
              </form>
            ) : (
              <button
                type="button"
                className="link-button"
                onClick={() => onOpen(item.id)}
                data-testid="transcription-open"
              >
                {item.title}
              </button>
            )}
            <span className="muted">
              {m.transcription_meta(
                {
                  duration: minutes(item.durationSeconds),
                  language: item.language ? formatLanguage(item.language, locale) : '—',
                  cost: rub(item.costKopecks, locale),
                },
                { locale },
              )}
            </span>
            <IconButton
              label={m.transcription_rename({}, { locale })}
              icon={<Pencil size={16} aria-hidden />}
              onClick={() => setEditing({ id: item.id, title: item.title })}
              data-testid="transcription-rename"
            />
            <IconButton
              label={m.transcription_delete({}, { locale })}
              icon={<Trash2 size={16} aria-hidden />}
              disabled={item.status === 'running'}
              onClick={() => onDelete(item.id)}
              data-testid="transcription-delete"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
