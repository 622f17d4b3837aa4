'use client';

import { useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { fill, formatNumber } from '../../lib/format';
import { MAX_MEMORIES, type Memory } from '../../lib/memory/memories';
import { useHydrated } from '../../lib/use-hydrated';
import { patchUser } from '../settings/save-settings';
import { EmptyState } from '../ui/empty-state';
import { Brain } from '../ui/icons';
import { ForgetAll } from './forget-all';
import { MemoryAddForm } from './memory-add-form';
import { MemoryItem } from './memory-item';
import type { MemoryTexts } from './memory-texts';

interface Props {
  texts: MemoryTexts;
  locale: string;
  timeZone: string;
  /** The account's `memory` setting as the page was rendered. */
  initialOn: boolean;
}

/** Settings → Memory: the facts kept for the person's chats, the switch, and "forget everything". */
export function MemoryManager({ texts, locale, timeZone, initialOn }: Props) {
  const hydrated = useHydrated();
  const [memories, setMemories] = useState<Memory[] | undefined>();
  const [on, setOn] = useState(initialOn);
  const [error, setError] = useState<string>();

  useEffect(() => {
    callApi<{ memories: Memory[] }>('/v1/memories').then((res) => {
      if (res.ok) setMemories(res.data.memories);
    });
  }, []);

  const toggle = async (next: boolean) => {
    setOn(next);
    const refused = await patchUser({ settings: { memory: next } });
    if (refused !== null) {
      setOn(!next);
      setError(refused || texts.failed);
    }
  };

  const add = async (text: string) => {
    const res = await callApi<{ memory: Memory }>('/v1/memories', 'POST', { text });
    if (!res.ok) {
      setError(res.message ?? texts.failed);
      return false;
    }
    setError(undefined);
    setMemories((list) => [res.data.memory, ...(list ?? [])]);
    return true;
  };

  const save = async (id: string, text: string) => {
    const res = await callApi<{ memory: Memory }>(`/v1/memories/${id}`, 'PATCH', { text });
    if (!res.ok) return res.message ?? texts.failed;
    setMemories((list) => list?.map((item) => (item.id === id ? res.data.memory : item)));
    return undefined;
  };

  const remove = async (id: string) => {
    const res = await callApi(`/v1/memories/${id}`, 'DELETE');
    // 404: already gone (an undo in a chat, another tab).
    if (!res.ok && res.status !== 404) return setError(res.message ?? texts.failed);
    setMemories((list) => list?.filter((item) => item.id !== id));
  };

  const forgetAll = async () => {
    const res = await callApi('/v1/memories', 'DELETE');
    if (!res.ok) return setError(res.message ?? texts.failed);
    setMemories([]);
  };

  const count = fill(texts.count, {
    count: formatNumber(memories?.length ?? 0, locale),
    max: formatNumber(MAX_MEMORIES, locale),
  });

  return (
    <div
      className="memory-manager"
      data-testid="memory-manager"
      data-hydrated={hydrated && memories !== undefined}
      data-memory-on={on}
    >
      <p className="muted">{texts.intro}</p>
      <label className="settings-check">
        <input
          type="checkbox"
          checked={on}
          disabled={!hydrated}
          onChange={(event) => toggle(event.target.checked)}
          data-testid="memory-toggle"
        />
        {texts.setting}
      </label>
      {!on && (
        <p className="memory-off" data-testid="memory-off">
          {texts.offNotice}
        </p>
      )}
      <MemoryAddForm texts={texts} disabled={!hydrated} error={error} onAdd={add} />
      {memories?.length === 0 && (
        <EmptyState
          icon={<Brain size={28} aria-hidden />}
          title={texts.emptyTitle}
          hint={texts.emptyHint}
          action={<a href={`/${locale}/cabinet/settings`}>{texts.settingsLink}</a>}
          testId="memory-empty"
        />
      )}
      {memories && memories.length > 0 && (
        <>
          <div className="memory-list-head">
            <span className="muted" data-testid="memory-count">
              {count}
            </span>
            <ForgetAll texts={texts} onForget={forgetAll} />
          </div>
          <ul className="memory-list">
            {memories.map((memory) => (
              <MemoryItem
                key={memory.id}
                memory={memory}
                texts={texts}
                locale={locale}
                timeZone={timeZone}
                onSave={(text) => save(memory.id, text)}
                onDelete={() => remove(memory.id)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
