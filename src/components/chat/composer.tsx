'use client';

import { ArrowUp, Paperclip, Square, X } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { readDraft, writeDraft } from '../../lib/chat/drafts';
import { acceptedFiles } from '../../lib/chat/file-limits';
import { clientSettings } from '../../lib/settings/client-settings';
import { typedBeforeHydration } from '../../lib/typed-before-hydration';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { MicButton } from '../voice/mic-button';
import { ComposerToolbar } from './composer-toolbar';
import { formatSize } from './format';
import { useAttachment } from './use-attachment';
import type { ChatSettings } from './use-chat-settings';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The question box: grows with its text, Enter sends, Shift+Enter breaks the line, draft kept per chat. */
export const Composer = memo(function Composer({
  draftKey,
  running,
  settings,
  onSend,
  onStop,
}: {
  draftKey: string;
  running: boolean;
  settings: ChatSettings;
  onSend: (text: string, file?: File) => void;
  onStop: () => void;
}) {
  const locale = useLocale();
  const [text, setText] = useState('');
  const [dragging, setDragging] = useState(false);
  const attachment = useAttachment();
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Text typed before the page was live wins over the saved draft and becomes it (decision 131).
    const typed = typedBeforeHydration(input.current);
    if (typed !== undefined) writeDraft(storage(), draftKey, typed);
    setText(typed ?? readDraft(storage(), draftKey));
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
    setText(value);
    writeDraft(storage(), draftKey, value);
  };
  const send = () => {
    const question = text.trim();
    if (!question || running) return;
    onSend(question, attachment.file);
    change('');
    attachment.clear();
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
        attachment.attach(event.dataTransfer.files[0]);
      }}
    >
      {dragging && <div className="composer-drop">{m.chat_drop_file({}, { locale })}</div>}
      {attachment.file && (
        <div className="composer-file" data-testid="composer-file">
          <Paperclip size={14} aria-hidden /> {attachment.file.name} ·{' '}
          {formatSize(attachment.file.size, locale)}
          <IconButton
            label={m.chat_remove_file({}, { locale })}
            icon={<X size={15} aria-hidden />}
            onClick={attachment.clear}
            data-testid="composer-file-remove"
          />
        </div>
      )}
      {attachment.problem && (
        <div className="composer-problem" role="alert" data-testid="composer-file-error">
          {attachment.problem.kind === 'size'
            ? m.chat_error_file_size(
                { limit: formatSize(attachment.problem.limit, locale) },
                { locale },
              )
            : m.chat_error_file_type({}, { locale })}
        </div>
      )}
      <textarea
        ref={input}
        className="composer-input"
        rows={1}
        value={text}
        placeholder={m.chat_composer_placeholder({}, { locale })}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={(event) => attachment.attach(event.clipboardData.files[0])}
        data-testid="composer-input"
      />
      <div className="composer-row">
        <ComposerToolbar settings={settings} onTemplate={(value) => change(value)} />
        <input
          ref={picker}
          type="file"
          hidden
          accept={acceptedFiles}
          onChange={(e) => attachment.attach(e.target.files?.[0])}
          data-testid="composer-file-input"
        />
        <IconButton
          label={m.chat_attach({}, { locale })}
          icon={<Paperclip size={18} aria-hidden />}
          onClick={() => picker.current?.click()}
          data-testid="composer-attach"
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
            onClick={onStop}
            data-testid="composer-stop"
          />
        ) : (
          <IconButton
            type="submit"
            label={m.chat_send({}, { locale })}
            icon={<ArrowUp size={18} aria-hidden />}
            className="button button-primary button-icon-only composer-send"
            disabled={!text.trim()}
            data-testid="composer-send"
          />
        )}
      </div>
    </form>
  );
});
