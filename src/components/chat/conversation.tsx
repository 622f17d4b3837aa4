'use client';

import { useCallback, useRef } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import * as m from '../../paraglide/messages.js';
import { AutoReader } from '../voice/auto-reader';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ReadOnlyNotice } from './read-only-notice';
import { ShareButton } from './share-button';
import type { UiMessage } from './ui-message';
import { useChatName } from './use-chat-name';
import { useChatSettings } from './use-chat-settings';
import { useConversation } from './use-conversation';

/**
 * The conversation island: the messages the page came with (markdown already rendered on the
 * server), then everything sent and streamed here.
 */
export function Conversation({
  chatId: initialChatId,
  title,
  initial,
  hasMore,
  readOnly = false,
}: {
  chatId?: string;
  title?: string;
  initial: UiMessage[];
  hasMore: boolean;
  /** Shared with the reader: no composer, regenerate or share; only "continue in my chats". */
  readOnly?: boolean;
}) {
  const locale = useLocale();
  const settings = useChatSettings();
  const scroller = useRef<HTMLDivElement>(null);
  const conversation = useConversation({ chatId: initialChatId, locale, initial });
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const { setMessages, regenerate } = conversation;

  const options = useCallback(
    () => ({
      model: settingsRef.current.model,
      webSearch: settingsRef.current.webSearch,
      assistantId: settingsRef.current.assistantId,
    }),
    [],
  );
  // Stable, so finished messages (memoized) do not re-render while an answer streams.
  const onRegenerate = useCallback(() => regenerate(options()), [regenerate, options]);
  const prepend = useCallback(
    (older: UiMessage[]) => setMessages((list) => [...older, ...list]),
    [setMessages],
  );
  const { send } = conversation;
  const onSend = useCallback(
    (text: string, file?: File) => send(text, { ...options(), file }),
    [send, options],
  );
  const saved = !isPlaceholderId(conversation.chatId);
  const name = useChatName(conversation.chatId, title);

  return (
    <section className="conversation" data-testid="conversation" data-chat-id={conversation.chatId}>
      <header className="conversation-head">
        <h1 className="conversation-title" data-testid="conversation-title">
          {name || m.chat_title({}, { locale })}
        </h1>
        {saved && !readOnly && <ShareButton chatId={conversation.chatId} />}
      </header>
      {conversation.messages.length === 0 ? (
        <div className="conversation-empty" data-testid="conversation-empty">
          <h2>{m.chat_empty_title({}, { locale })}</h2>
          <p className="muted">{m.ui_empty_chat_hint({}, { locale })}</p>
        </div>
      ) : (
        <MessageList
          key={initialChatId ?? 'new'}
          chatId={conversation.chatId}
          messages={conversation.messages}
          hasMore={hasMore}
          busy={conversation.running}
          scroller={scroller}
          prepend={prepend}
          onRegenerate={readOnly ? undefined : onRegenerate}
        />
      )}
      {!readOnly && <AutoReader messages={conversation.messages} />}
      {readOnly ? (
        <ReadOnlyNotice chatId={conversation.chatId} />
      ) : (
        <Composer
          draftKey={saved ? conversation.chatId : 'new'}
          running={conversation.running}
          settings={settings}
          onSend={onSend}
          onStop={conversation.stop}
        />
      )}
    </section>
  );
}
