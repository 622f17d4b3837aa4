'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { readModel, writeModel } from '../../lib/chat/model-choice';
import {
  instructionFor,
  isTextAction,
  isTextTone,
  marksChanges,
  type TextAction,
  type TextTone,
  textActions,
  textTones,
} from '../../lib/text-studio/actions';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { useCatalog } from '../chat/use-catalog';
import { Select } from '../ui/select';
import { type PastRun, StudioHistory } from './studio-history';
import { StudioResult } from './studio-result';
import { studioQuery, useStudioRun } from './use-studio-run';

const actionLabels: Record<TextAction, typeof m.text_studio_action_rewrite> = {
  rewrite: m.text_studio_action_rewrite,
  shorten: m.text_studio_action_shorten,
  expand: m.text_studio_action_expand,
  fix: m.text_studio_action_fix,
  tone: m.text_studio_action_tone,
  translate: m.text_studio_action_translate,
  summarize: m.text_studio_action_summarize,
};
const toneLabels: Record<TextTone, typeof m.text_studio_tone_formal> = {
  formal: m.text_studio_tone_formal,
  friendly: m.text_studio_tone_friendly,
  confident: m.text_studio_tone_confident,
  playful: m.text_studio_tone_playful,
  neutral: m.text_studio_tone_neutral,
};

/**
 * The text studio (`/text`): a text, an action, a model; the result streams beside the
 * original, with the changes marked once it is finished.
 */
export function TextStudio() {
  const locale = useLocale();
  const t = { locale };
  const hydrated = useHydrated();
  const catalog = useCatalog();
  const [text, setText] = useState('');
  const original = useRef<HTMLTextAreaElement>(null);
  useKeepTyped(original, setText);
  const [action, setAction] = useState<TextAction>('rewrite');
  const [tone, setTone] = useState<TextTone>('friendly');
  const [model, setModel] = useState('');
  const [problem, setProblem] = useState<string>();
  const { run, start, stop, reopen } = useStudioRun(setText);
  // Bumped when a run ends, so the history lists it.
  const [finished, setFinished] = useState(0);
  useEffect(() => {
    if (run.requestId && run.status !== 'idle' && run.status !== 'streaming') {
      setFinished((count) => count + 1);
    }
  }, [run.requestId, run.status]);

  // The choices a reload should keep live in the address beside the run.
  useEffect(() => {
    const query = new URL(window.location.href).searchParams;
    const savedAction = query.get('action');
    const savedTone = query.get('tone');
    if (isTextAction(savedAction)) setAction(savedAction);
    if (isTextTone(savedTone)) setTone(savedTone);
  }, []);

  const models = catalog?.models ?? [];
  useEffect(() => {
    if (!catalog || catalog.models.length === 0) return;
    const stored = readModel(window.localStorage);
    const known = (id?: string) => catalog.models.find((entry) => entry.id === id)?.id;
    setModel(known(stored) ?? known(catalog.defaultModel) ?? catalog.models[0]?.id ?? '');
  }, [catalog]);

  const streaming = run.status === 'streaming';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (streaming) return;
    if (!text.trim()) {
      setProblem(m.text_studio_need_text({}, t));
      return;
    }
    setProblem(undefined);
    studioQuery({ action, tone: action === 'tone' ? tone : undefined });
    start({
      model,
      instruction: instructionFor(action, tone, locale),
      text,
      action: action === 'tone' ? `tone:${tone}` : action,
    });
  };

  const actionName = (stored: string | null) => {
    const [name, toneName] = (stored ?? '').split(':');
    if (!isTextAction(name)) return m.text_studio_history_unknown_action({}, t);
    const label = actionLabels[name]({}, t);
    return isTextTone(toneName) ? `${label}: ${toneLabels[toneName]({}, t)}` : label;
  };

  const open = (past: PastRun) => {
    if (!past.requestId || streaming) return;
    const [name, toneName] = (past.action ?? '').split(':');
    const pastAction = isTextAction(name) ? name : 'rewrite';
    setAction(pastAction);
    if (isTextTone(toneName)) setTone(toneName);
    setText(past.original);
    setProblem(undefined);
    studioQuery({ action: pastAction, tone: isTextTone(toneName) ? toneName : undefined });
    reopen(past.requestId);
    document.getElementById('text-studio-original')?.focus();
  };

  return (
    <>
      <form
        className="text-studio"
        onSubmit={submit}
        data-testid="text-studio"
        data-hydrated={hydrated ? 'true' : undefined}
      >
        <div className="text-studio-controls">
          <label className="text-studio-field">
            <span>{m.text_studio_action({}, t)}</span>
            <Select
              value={action}
              onChange={(event) => setAction(event.target.value as TextAction)}
              data-testid="text-studio-action"
            >
              {textActions.map((id) => (
                <option key={id} value={id}>
                  {actionLabels[id]({}, t)}
                </option>
              ))}
            </Select>
          </label>
          {action === 'tone' && (
            <label className="text-studio-field">
              <span>{m.text_studio_tone({}, t)}</span>
              <Select
                value={tone}
                onChange={(event) => setTone(event.target.value as TextTone)}
                data-testid="text-studio-tone"
              >
                {textTones.map((id) => (
                  <option key={id} value={id}>
                    {toneLabels[id]({}, t)}
                  </option>
                ))}
              </Select>
            </label>
          )}
          <label className="text-studio-field">
            <span>{m.text_studio_model({}, t)}</span>
            <Select
              value={model}
              onChange={(event) => {
                setModel(event.target.value);
                writeModel(window.localStorage, event.target.value);
              }}
              data-testid="text-studio-model"
            >
              {models.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.title}
                </option>
              ))}
            </Select>
          </label>
          {streaming ? (
            <button type="button" className="button" onClick={stop} data-testid="text-studio-stop">
              {m.text_studio_stop({}, t)}
            </button>
          ) : (
            <button
              type="submit"
              className="button button-primary"
              disabled={!model}
              data-testid="text-studio-run"
            >
              {m.text_studio_run({}, t)}
            </button>
          )}
        </div>
        {problem && (
          <p className="form-error" role="alert" data-testid="text-studio-problem">
            {problem}
          </p>
        )}
        <div className="text-studio-panes">
          <div className="text-studio-pane">
            <label htmlFor="text-studio-original" className="text-studio-pane-title">
              {m.text_studio_original({}, t)}
            </label>
            <textarea
              id="text-studio-original"
              ref={original}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Ctrl+Enter (⌘+Enter) applies the action without leaving the text.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              aria-keyshortcuts="Control+Enter"
              placeholder={m.text_studio_original_placeholder({}, t)}
              rows={14}
              maxLength={100_000}
              data-testid="text-studio-original"
            />
          </div>
          <StudioResult
            run={run}
            original={text}
            markable={marksChanges(action)}
            onReplace={() => setText(run.result)}
          />
        </div>
      </form>
      <StudioHistory locale={locale} version={finished} actionName={actionName} onOpen={open} />
    </>
  );
}
