'use client';

import { useState } from 'react';
import { type ImportResult, importChats } from '../../lib/chat-porting/import-chats';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { FileDrop } from '../ui/file-drop';
import { Download } from '../ui/icons';
import { ImportPreviewDialog } from './import-preview-dialog';

/** Chats listed as links after an import. */
const LINKED = 10;

/** All chats as one download, in each format the api offers. */
const allChatsDownloads = [
  { format: 'json', testId: 'export-all', label: m.porting_export_all },
  { format: 'md', testId: 'export-all-md', label: m.porting_export_all_md },
] as const;

/**
 * Settings: download all chats as JSON or Markdown, or import a Beseda or ChatGPT export after a
 * preview of what it will create (docs/decisions/103-chat-export-import.md). The cabinet has no
 * LocaleProvider: the page passes the locale.
 */
export function ChatPortingPanel({ locale }: { locale: 'ru' | 'en' }) {
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failed = (res: { status: number; message?: string }) =>
    setError(res.message ?? m.porting_network({}, { locale }));

  const choose = async (chosen: File | undefined) => {
    setError(null);
    setDone(null);
    if (!chosen) return;
    setFile(chosen);
    setBusy(true);
    const res = await importChats(chosen, { preview: true });
    setBusy(false);
    if (res.ok) setPreview(res.data);
    else failed(res);
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    const res = await importChats(file, { preview: false });
    setBusy(false);
    setPreview(null);
    if (!res.ok) return failed(res);
    setDone(res.data);
    setFile(null);
  };

  return (
    <fieldset
      className="settings-group chat-porting"
      data-testid="chat-porting"
      data-hydrated={hydrated}
    >
      <legend>{m.porting_title({}, { locale })}</legend>
      <p className="muted">{m.porting_intro({}, { locale })}</p>
      <div className="chat-porting-row">
        {allChatsDownloads.map(({ format, testId, label }) => (
          <a
            key={format}
            className="button"
            href={`/api/v1/chat/export?format=${format}`}
            download
            data-testid={testId}
          >
            <Download size={16} aria-hidden /> {label({}, { locale })}
          </a>
        ))}
      </div>
      <div className="chat-porting-row">
        <FileDrop
          title={m.porting_import_choose({}, { locale })}
          hint=".json"
          chosen={file?.name}
          accept=".json,application/json"
          disabled={busy}
          onFiles={([chosen]) => void choose(chosen)}
          testId="import-file"
        />
      </div>
      {busy && !preview && (
        <p role="status" className="muted">
          {m.porting_reading({}, { locale })}
        </p>
      )}
      {error && (
        <p role="alert" className="settings-error" data-testid="import-error">
          {error}
        </p>
      )}
      {done && (
        <div role="status" data-testid="import-done">
          <p>{m.porting_done({ count: String(done.totalChats) }, { locale })}</p>
          <ul>
            {done.chats.slice(0, LINKED).map((chat) => (
              <li key={chat.id}>
                <a href={`/${locale}/chat/${chat.id}`}>{chat.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview && (
        <ImportPreviewDialog
          locale={locale}
          preview={preview}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setPreview(null)}
        />
      )}
    </fieldset>
  );
}
