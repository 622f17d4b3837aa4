'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatRub } from '../../lib/format';
import { isRunning, type MjTask } from '../../lib/midjourney/prompt-preview';
import * as m from '../../paraglide/messages.js';
import { ProgressBar } from '../ui/progress-bar';
import { buttonLabel } from './button-label';

function actionLabel(action: string, locale: 'en' | 'ru') {
  if (action === 'imagine') return null;
  if (/^U\d$/.test(action)) return m.midjourney_action_upscale({ button: action }, { locale });
  if (/^V\d$/.test(action)) return m.midjourney_action_variation({ button: action }, { locale });
  if (action === 'reroll') return m.midjourney_reroll({}, { locale });
  return m.midjourney_action_other({ button: action }, { locale });
}

/**
 * One task: its prompt, the grid filling in with a progress bar while it runs, then the image
 * and its buttons — or the error with a retry.
 */
export function TaskCard({
  task,
  disabled,
  onPress,
  onRetry,
}: {
  task: MjTask;
  disabled: boolean;
  onPress: (task: MjTask, button: string) => void;
  onRetry: (task: MjTask) => void;
}) {
  const locale = useLocale();
  const label = actionLabel(task.action, locale);
  return (
    <article className="mj-task" data-testid="mj-task" data-status={task.status}>
      <header className="mj-task-head">
        {label ? <strong>{label}</strong> : null}
        <span className="mj-task-prompt">{task.prompt}</span>
      </header>
      {isRunning(task) && task.previewUrl ? (
        <img
          className="mj-image mj-preview"
          src={`/api${task.previewUrl}`}
          alt={m.midjourney_preview_alt(
            { percent: task.progress, prompt: task.prompt },
            { locale },
          )}
          data-testid="mj-preview"
        />
      ) : null}
      {isRunning(task) ? (
        // Queued (0 %): an indeterminate bar, never a lone dot of a 0 % fill.
        <div className="mj-progress">
          <ProgressBar
            label={m.midjourney_progress_label({}, { locale })}
            value={task.progress > 0 ? task.progress : undefined}
            max={task.progress > 0 ? 100 : undefined}
            text={
              task.progress > 0
                ? m.midjourney_progress({ percent: task.progress }, { locale })
                : m.midjourney_queued({}, { locale })
            }
            testId="mj-progress"
          />
        </div>
      ) : null}
      {task.status === 'SUCCESS' && task.imageUrl ? (
        <a href={`/api${task.imageUrl}`} target="_blank" rel="noreferrer">
          <img
            className="mj-image"
            src={`/api${task.imageUrl}`}
            alt={m.midjourney_image_alt({ prompt: task.prompt }, { locale })}
            data-testid="mj-image"
          />
        </a>
      ) : null}
      {task.error ? (
        <p className="mj-error" role="alert">
          {task.error.message}{' '}
          {task.status === 'FAILURE' ? (
            <button
              type="button"
              className="button button-small"
              disabled={disabled}
              onClick={() => onRetry(task)}
              data-testid="mj-retry"
            >
              {m.midjourney_retry({}, { locale })}
            </button>
          ) : null}
        </p>
      ) : null}
      {task.buttons.length > 0 ? (
        <div className="mj-buttons">
          {task.buttons.map((b) => {
            const label = buttonLabel(b.button, locale);
            return (
              <button
                key={b.button}
                type="button"
                className="button button-small"
                disabled={disabled}
                data-testid={`mj-button-${b.button}`}
                aria-label={label.spoken}
                title={label.spoken}
                onClick={() => onPress(task, b.button)}
              >
                {label.text}
              </button>
            );
          })}
        </div>
      ) : null}
      {task.status === 'SUCCESS' && task.costKopecks > 0 ? (
        <p className="muted mj-cost">
          {m.midjourney_cost({ amount: formatRub(task.costKopecks, locale) }, { locale })}
        </p>
      ) : null}
    </article>
  );
}
