'use client';

import { type FormEvent, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatRub } from '../../lib/format';
import {
  defaultParams,
  generateBody,
  type MjTask,
  type StudioParams,
} from '../../lib/midjourney/prompt-preview';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { PromptBox } from '../media/prompt-box';
import { ParameterControls } from './parameter-controls';
import { TaskCard } from './task-card';
import { useMidjourneyTasks } from './use-midjourney-tasks';
import '../images/images.css';
import './midjourney.css';

/** `/chat/midjourney/:slug?`: the prompt box, the parameters, and the chat's tasks. */
export function MidjourneyStudio({
  chatId,
  initial,
  enabled,
  gridKopecks,
}: {
  chatId?: string;
  initial: MjTask[];
  enabled: boolean;
  /** What one grid costs (the public price list), shown before the button that spends it. */
  gridKopecks?: number;
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [prompt, setPrompt] = useState('');
  const [params, setParams] = useState<StudioParams>(defaultParams);
  const studio = useMidjourneyTasks(initial, chatId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = prompt.trim();
    if (!text || studio.busy) return;
    studio.start('/api/v1/openai/midjourney/generate', generateBody(text, params, studio.chatId));
  };
  const press = (task: MjTask, button: string) =>
    studio.start('/api/v1/openai/midjourney/button', {
      action: { button, chatId: task.chatId, messageId: task.messageId },
      requestId: crypto.randomUUID(),
    });
  // A failed task again: the same prompt as sent (parameters included), or the same button
  // pressed on the same parent; a new task with its own hold.
  const retry = (task: MjTask) =>
    task.action === 'imagine' || !task.parentId
      ? studio.start('/api/v1/openai/midjourney/generate', {
          image: { prompt: task.prompt, chatId: task.chatId },
          requestId: crypto.randomUUID(),
        })
      : studio.start('/api/v1/openai/midjourney/button', {
          action: { button: task.action, chatId: task.chatId, messageId: task.parentId },
          requestId: crypto.randomUUID(),
        });

  if (!enabled) {
    return (
      <p className="muted" data-testid="mj-off">
        {m.midjourney_off({}, { locale })}
      </p>
    );
  }
  return (
    <div className="mj-studio" data-testid="mj-studio" data-hydrated={hydrated}>
      <form className="mj-form" onSubmit={submit}>
        <PromptBox
          label={m.midjourney_prompt_label({}, { locale })}
          placeholder={m.midjourney_prompt_placeholder({}, { locale })}
          value={prompt}
          onChange={setPrompt}
          onSubmit={submit}
          testId="mj-prompt"
        />
        <ParameterControls params={params} onChange={setParams} />
        <div className="studio-submit">
          {gridKopecks !== undefined ? (
            <span className="muted" data-testid="mj-price">
              {m.midjourney_price_before({ amount: formatRub(gridKopecks, locale) }, { locale })}
            </span>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            disabled={studio.busy || !prompt.trim()}
            data-testid="mj-generate"
          >
            {studio.busy
              ? m.midjourney_generating({}, { locale })
              : m.midjourney_generate({}, { locale })}
          </button>
        </div>
      </form>
      {studio.error ? (
        <p className="mj-error" role="alert" data-testid="mj-error">
          {studio.error.message}{' '}
          <button type="button" className="button button-small" onClick={studio.error.retry}>
            {m.midjourney_retry({}, { locale })}
          </button>
        </p>
      ) : null}
      {studio.tasks.length === 0 ? (
        <p className="muted">{m.midjourney_empty({}, { locale })}</p>
      ) : (
        <div className="mj-tasks">
          {studio.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              disabled={studio.busy}
              onPress={press}
              onRetry={retry}
            />
          ))}
        </div>
      )}
    </div>
  );
}
