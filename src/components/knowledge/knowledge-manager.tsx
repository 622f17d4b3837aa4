'use client';

import { type FormEvent, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import {
  type KnowledgeBase,
  knowledgeNameMax,
  toKnowledgeBases,
} from '../../lib/knowledge/knowledge';
import { useHydrated } from '../../lib/use-hydrated';
import { EmptyState } from '../ui/empty-state';
import { Library } from '../ui/icons';
import { KnowledgeBaseItem } from './knowledge-base-item';
import { KnowledgeDocuments } from './knowledge-documents';
import type { KnowledgeTexts } from './knowledge-texts';

interface Props {
  texts: KnowledgeTexts;
  locale: string;
  timeZone: string;
}

/** Cabinet → Knowledge bases: the team's bases, created, renamed, deleted and opened here. */
export function KnowledgeManager({ texts, locale, timeZone }: Props) {
  const hydrated = useHydrated();
  const [bases, setBases] = useState<KnowledgeBase[]>();
  const [openId, setOpenId] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    callApi<unknown>('/v1/knowledge').then((res) => {
      if (res.ok) return setBases(toKnowledgeBases(res.data));
      if (res.aborted) return;
      setLoadFailed(true);
      setBases([]);
    });
  }, []);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    setBusy(true);
    const res = await callApi<{ id: string; name: string }>('/v1/knowledge', 'POST', { name });
    setBusy(false);
    if (!res.ok) return setError(res.message ?? texts.failed);
    setError(undefined);
    form.reset();
    const base = {
      id: res.data.id,
      name: res.data.name,
      documents: 0,
      updatedAt: new Date().toISOString(),
      canEdit: true,
    };
    setBases((list) => [base, ...(list ?? [])]);
    setOpenId(base.id);
  };

  const change = (id: string, patch: Partial<KnowledgeBase>) =>
    setBases((list) =>
      list?.map((base) =>
        base.id === id ? { ...base, ...patch, updatedAt: new Date().toISOString() } : base,
      ),
    );

  const rename = async (id: string, name: string) => {
    const res = await callApi(`/v1/knowledge/${encodeURIComponent(id)}`, 'PATCH', { name });
    if (!res.ok) return res.message ?? texts.failed;
    change(id, { name });
    return undefined;
  };

  const remove = async (id: string) => {
    const res = await callApi(`/v1/knowledge/${encodeURIComponent(id)}`, 'DELETE');
    if (!res.ok && res.status !== 404) return setError(res.message ?? texts.failed);
    setBases((list) => list?.filter((base) => base.id !== id));
  };

  const opened = bases?.find((base) => base.id === openId);
  return (
    <div
      className="knowledge-manager"
      data-testid="knowledge-manager"
      data-hydrated={hydrated && bases !== undefined}
    >
      {opened ? (
        <KnowledgeDocuments
          key={opened.id}
          base={opened}
          texts={texts}
          locale={locale}
          onBack={() => setOpenId(undefined)}
          onCount={(documents) => change(opened.id, { documents })}
        />
      ) : (
        <>
          <p className="muted">{texts.intro}</p>
          <form className="card knowledge-create" onSubmit={create} data-testid="knowledge-create">
            <label className="field" htmlFor="knowledge-new">
              {texts.createLabel}
              <input
                id="knowledge-new"
                name="name"
                className="input"
                required
                maxLength={knowledgeNameMax}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'knowledge-error' : undefined}
                data-testid="knowledge-new"
              />
            </label>
            {error && (
              <p
                className="field-error"
                id="knowledge-error"
                role="alert"
                data-testid="knowledge-error"
              >
                {error}
              </p>
            )}
            <button
              type="submit"
              className="button button-primary"
              disabled={busy || !hydrated}
              data-testid="knowledge-create-submit"
            >
              {texts.create}
            </button>
          </form>
          {bases?.length === 0 &&
            (loadFailed ? (
              <EmptyState kind="error" title={texts.failed} testId="knowledge-load-failed" />
            ) : (
              <EmptyState
                icon={<Library size={28} aria-hidden />}
                title={texts.emptyTitle}
                hint={texts.emptyHint}
                testId="knowledge-empty"
              />
            ))}
          {bases && bases.length > 0 && (
            <ul className="knowledge-list">
              {bases.map((base) => (
                <KnowledgeBaseItem
                  key={base.id}
                  base={base}
                  texts={texts}
                  locale={locale}
                  timeZone={timeZone}
                  onOpen={() => setOpenId(base.id)}
                  onRename={(name) => rename(base.id, name)}
                  onDelete={() => void remove(base.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
