'use client';

import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocale } from '../../i18n/locale-context';
import { preloadAnswerEngine } from '../../lib/chat/answer-runner';
import { readDraft, writeDraft } from '../../lib/chat/drafts';
import { acceptedFiles } from '../../lib/chat/file-limits';
import { formatNumber } from '../../lib/format/number';
import { clientSettings } from '../../lib/settings/client-settings';
import { typedBeforeHydration } from '../../lib/typed-before-hydration';
import * as m from '../../paraglide/messages.js';
import { FilePickerButton } from '../ui/file-picker-button';
import { IconButton } from '../ui/icon-button';
import { ArrowUp, Paperclip, Square } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { MicButton } from '../voice/voice-lazy';
import { ComposerFiles } from './composer-files';
import { ComposerToolbar } from './composer-toolbar';
import { maxQuestionChars, pasteAsFileChars, pastedTextFile } from './long-text';
import { useAttachments } from './use-attachments';
import { useCatalog } from './use-catalog';
import type { ChatSettings } from './use-chat-settings';
import { useEstimate } from './use-estimate';

// The cost estimate shows once a draft has one: its code loads then.
const ComposerEstimate = lazyPart(() =>
  import('./composer-estimate').then((module) => module.ComposerEstimate),
);

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The question box: grows with its text, Enter sends, Shift+Enter breaks the line, draft kept per chat. */
export const Composer = memo(function Composer({
  draftKey,
  chatId,
  running,
  settings,
  onSend,
  onStop,
  compareModels,
  onCompareModels,
}: {
  draftKey: string;
  /** The saved chat the draft continues: its history counts in the cost estimate. */
  chatId?: string;
  running: boolean;
  settings: ChatSettings;
  onSend: (text: string, files: File[]) => void;
  onStop: () => void;
  /** Compare (decision 165): the models that also answer the next question. */
  compareModels?: string[] | null;
  onCompareModels?: (models: string[] | null) => void;
}) {
  const locale = useLocale();
  const [text, setText] = useState('');
  const [dragging, setDragging] = useState(false);
  const attachments = useAttachments();
  const [pastedChars, setPastedChars] = useState(0);
  const pastes = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Text typed before the page was live wins over the saved draft and becomes it (decision 131).
    const typed = typedBeforeHydration(input.current);
    if (typed !== undefined) writeDraft(storage(), draftKey, typed);
    const draft = typed ?? readDraft(storage(), draftKey);
    setText(draft);
    // A question already begun may be sent at once: its answer's engine loads now.
    if (draft) preloadAnswerEngine();
  }, [draftKey]);
  // Grows with its text; measured only when the text changes (a measure forces a layout).
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is what changes the height
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 320)}px`;
  }, [text]);

  const change = (value: string) => {
    preloadAnswerEngine();
    setText(value);
    writeDraft(storage(), draftKey, value);
  };
  const tooLong = text.length > maxQuestionChars;
  const estimate = useEstimate(
    settings.model,
    compareModels,
    chatId,
    text,
    settings.ready && !tooLong,
  );
  const catalog = useCatalog();
  const titleOf = (id: string) => catalog?.models.find((model) => model.id === id)?.title ?? id;
  // The estimate prices every model that answers: its label names them all.
  const answeringNames = [settings.model, ...(estimate?.compareModels ?? [])]
    .map(titleOf)
    .join(', ');
  const sendable = (text.trim() !== '' || attachments.files.length > 0) && !tooLong;
  const send = () => {
    // One send per click burst: the box is emptied at once, so a second click or Enter right
    // after has nothing to send.
    if (!sendable || running) return;
    onSend(
      text.trim(),
      attachments.files.map((item) => item.file),
    );
    change('');
    attachments.clear();
    setPastedChars(0);
  };
  /**
   * Stop needs its own click: the stop button appears under the pointer of a double click on send,
   * and that click's second half (the browser's click count, `detail`, above 1) is not a stop.
   * Keyboard presses have `detail` 0.
   */
  const stop = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    onStop();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.length > 0) {
      event.preventDefault();
      attachments.attach(files);
      return;
    }
    // A long paste becomes a text file at once, so the question stays readable and sendable.
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length <= pasteAsFileChars) return;
    event.preventDefault();
    pastes.current += 1;
    if (attachments.attach([pastedTextFile(pasted, pastes.current)])) {
      setPastedChars(pasted.length);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Settings → "send on": Enter, or Ctrl/⌘+Enter (then a plain Enter breaks the line).
    const withMod = event.ctrlKey || event.metaKey;
    if (clientSettings().sendOn === 'ctrl-enter' && !withMod) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="composer"
      data-dragging={dragging}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        attachments.attach(event.dataTransfer.files);
      }}
    >
      {dragging && <div className="composer-drop">{m.composer_drop_files({}, { locale })}</div>}
      <ComposerFiles
        files={attachments.files}
        problem={attachments.problem}
        onRemove={attachments.remove}
      />
      {pastedChars > 0 && (
        <p className="composer-note muted" role="status" data-testid="composer-paste-note">
          {m.composer_paste_attached({ count: formatNumber(pastedChars, locale) }, { locale })}
        </p>
      )}
      {tooLong && (
        <p className="composer-problem" role="alert" data-testid="composer-too-long">
          {m.composer_too_long(
            {
              count: formatNumber(text.length, locale),
              limit: formatNumber(maxQuestionChars, locale),
            },
            { locale },
          )}
        </p>
      )}
      <textarea
        ref={input}
        className="composer-input"
        rows={1}
        value={text}
        placeholder={m.chat_composer_placeholder({}, { locale })}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        data-testid="composer-input"
      />
      <div className="composer-row">
        <ComposerToolbar
          settings={settings}
          chatId={chatId}
          onTemplate={(value) => change(value)}
          compareModels={compareModels}
          onCompareModels={onCompareModels}
        />
        {estimate && <ComposerEstimate estimate={estimate} modelName={answeringNames} />}
        <FilePickerButton
          label={m.chat_attach({}, { locale })}
          icon={<Paperclip size={18} aria-hidden />}
          multiple
          accept={acceptedFiles}
          onFiles={attachments.attach}
          testId="composer-attach"
          inputTestId="composer-file-input"
        />
        <MicButton
          onTranscript={(heard) => {
            const current = input.current?.value ?? '';
            change(current.trim() ? `${current.trimEnd()} ${heard}` : heard);
            input.current?.focus();
          }}
        />
        {running ? (
          <IconButton
            label={m.chat_stop({}, { locale })}
            icon={<Square size={16} fill="currentColor" aria-hidden />}
            className="button button-icon-only composer-send"
            onClick={stop}
            data-testid="composer-stop"
          />
        ) : (
          <IconButton
            type="submit"
            label={m.chat_send({}, { locale })}
            icon={<ArrowUp size={18} aria-hidden />}
            className="button button-primary button-icon-only composer-send"
            disabled={!sendable}
            data-testid="composer-send"
          />
        )}
      </div>
    </form>
  );
});
