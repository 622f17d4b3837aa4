'use client';

import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import type { ToolChoice } from '../../lib/chat/tool-choice';
import type { MessagePage } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { ExportChatButton } from '../chat-porting/export-chat-button';
import { SummaryDivider } from '../chat-summaries/summary-divider-lazy';
import { useCodeRunner } from '../code-interpreter/use-code-runner';
import { useCompareSession } from '../compare/use-compare-session';
import { HydratesApart } from '../layout/hydrates-apart';
import { RatingsScope } from '../ratings/ratings-scope';
import { Folder } from '../ui/icons';
import { LazyPart, lazyPart } from '../ui/lazy-part';
import { AutoReader } from '../voice/voice-lazy';
import { Composer } from './composer';
import { FolderStart, useStartFolder } from './folder-start';
import { usePreviewOrigin } from './markdown/preview-origin';
import { MessageList } from './message-list';
import { ShareButton } from './share-button';
import { TemporaryToggle } from './temporary-toggle';
import { fromSaved, type UiMessage } from './ui-message';
import { useBranchSwitch } from './use-branch-switch';
import { useCatalog } from './use-catalog';
import { useChatName } from './use-chat-name';
import { useChatSettings } from './use-chat-settings';
import { useConversation } from './use-conversation';

/** Only on a chat shared with the reader, in place of the composer. */
const ReadOnlyNotice = lazyPart(() =>
  import('./read-only-notice').then((module) => module.ReadOnlyNotice),
);
// Compare (decision 165) loads with its first use, not with the chat page.
const CompareGrid = lazy(() => import('../compare/compare-grid'));

/**
 * The conversation island: the messages the page came with (markdown already rendered on the
 * server), then everything sent and streamed here.
 */
export function Conversation({
  chatId: initialChatId,
  title,
  initial,
  hasMore,
  leafId,
  readOnly = false,
  temporary: savedTemporary = false,
  startingSummary,
  toolChoice,
}: {
  chatId?: string;
  title?: string;
  initial: UiMessage[];
  hasMore: boolean;
  /** The last message of the branch the page came with (docs/decisions/101-…). */
  leafId?: string;
  /** Shared with the reader: no composer, regenerate or share; only "continue in my chats". */
  readOnly?: boolean;
  /** A temporary chat (docs/decisions/151-projects-and-temporary-chats.md). */
  temporary?: boolean;
  /** Started from another chat's summary: its text (docs/decisions/169-long-chat-summaries.md). */
  startingSummary?: string;
  /** The chat's tool switches (decision 206); none for a new chat. */
  toolChoice?: ToolChoice;
}) {
  const locale = useLocale();
  const settings = useChatSettings(toolChoice);
  const catalog = useCatalog();
  const takesEffort =
    catalog?.models.find((model) => model.id === settings.model)?.reasoningEffort === true;
  const scroller = useRef<HTMLDivElement>(null);
  const { query } = useRouter();
  // A new chat may be made temporary before its first send, or start in a folder (`?folder=`).
  const [temporary, setTemporary] = useState(savedTemporary);
  const folderId = initialChatId
    ? undefined
    : new URLSearchParams(query).get('folder') || undefined;
  const startFolder = useStartFolder(folderId);
  const conversation = useConversation({
    chatId: initialChatId,
    locale,
    initial,
    temporary: savedTemporary,
  });
  // run_python calls of this chat's answers run here, on the sandbox origin (decision 156).
  const previewOrigin = usePreviewOrigin();
  useCodeRunner(
    conversation.messages,
    readOnly ? null : previewOrigin,
    m.python_sandbox_title({}, { locale }),
  );
  const canRunCode = previewOrigin !== null;
  const settingsRef = useRef({ ...settings, temporary, folderId, takesEffort, canRunCode });
  settingsRef.current = { ...settings, temporary, folderId, takesEffort, canRunCode };
  const { setMessages, regenerate, edit } = conversation;
  // The branch shown: a switch replaces the messages and starts paging that branch afresh.
  const [view, setView] = useState({ key: 0, hasMore, leafId });
  const onPage = useCallback(
    (page: MessagePage) => {
      setMessages(page.messages.map(fromSaved));
      setView((current) => ({ key: current.key + 1, hasMore: page.hasMore, leafId: page.leafId }));
    },
    [setMessages],
  );
  const branches = useBranchSwitch({ chatId: conversation.chatId, readOnly, onPage });
  const { switchTo } = branches;
  // `?m=` (a search result) names a message the branch shown lacks, and the whole branch is
  // here: it is in another version, so show the branch through it, without remembering it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the chat came with
  useEffect(() => {
    const target = new URLSearchParams(query).get('m');
    if (!initialChatId || !target || hasMore) return;
    if (initial.some((message) => message.id === target)) return;
    void switchTo(target, { remember: false, quiet: true });
  }, []);

  const options = useCallback(
    () => ({
      model: settingsRef.current.model,
      webSearch: settingsRef.current.webSearch,
      reasoningEffort: settingsRef.current.takesEffort
        ? settingsRef.current.reasoningEffort
        : undefined,
      code: settingsRef.current.code && settingsRef.current.canRunCode,
      assistantId: settingsRef.current.assistantId,
      temporary: settingsRef.current.temporary,
      folderId: settingsRef.current.folderId,
      knowledge: settingsRef.current.knowledge.map((base) => base.id),
      toolChoice: settingsRef.current.toolChoice,
    }),
    [],
  );
  // Stable, so finished messages (memoized) do not re-render while an answer streams.
  const onRegenerate = useCallback(() => regenerate(options()), [regenerate, options]);
  const onEdit = useCallback(
    (message: UiMessage, text: string) => edit(message, text, options()),
    [edit, options],
  );
  const prepend = useCallback(
    (older: UiMessage[]) => setMessages((list) => [...older, ...list]),
    [setMessages],
  );
  const { send } = conversation;
  // A reader of a shared chat keeps nothing and stops nothing: no comparison is restored for them.
  const compare = useCompareSession(conversation.messages, readOnly ? undefined : initial);
  const { afterSend } = compare;
  const onSend = useCallback(
    (text: string, files: File[]) => {
      send(text, { ...options(), files });
      afterSend();
    },
    [send, options, afterSend],
  );
  const { close: closeCompare, stop: stopCompared } = compare;
  const { stop: stopAnswer } = conversation;
  // The composer's Stop stops the answer it sent and every compared one (decision 170).
  const onStop = useCallback(() => {
    stopAnswer();
    stopCompared();
  }, [stopAnswer, stopCompared]);
  const onKeep = useCallback(
    async (messageId: string) => {
      await switchTo(messageId);
      closeCompare();
    },
    [switchTo, closeCompare],
  );
  const compared = compare.session;
  // A chat started from a summary shows it first, empty or not (decision 169).
  const startingDivider = startingSummary && (
    <SummaryDivider chatId={conversation.chatId} text={startingSummary} />
  );
  const shown = compared
    ? conversation.messages.filter((message) => message.id !== compared.leadId)
    : conversation.messages;
  const saved = !isPlaceholderId(conversation.chatId);
  const name = useChatName(conversation.chatId, title);

  return (
    <section className="conversation" data-testid="conversation" data-chat-id={conversation.chatId}>
      <header className="conversation-head">
        <h1 className="conversation-title" data-testid="conversation-title">
          {name || m.chat_title({}, { locale })}
        </h1>
        {startFolder && (
          <span className="conversation-folder" data-testid="conversation-folder">
            <Folder size={14} aria-hidden />
            <span className="visually-hidden">{m.chat_folder_label({}, { locale })}</span>
            {startFolder.name}
          </span>
        )}
        {!saved && !readOnly && conversation.messages.length === 0 && (
          <TemporaryToggle on={temporary} onChange={setTemporary} />
        )}
        {saved && !temporary && <ExportChatButton chatId={conversation.chatId} />}
        {saved && !readOnly && !temporary && <ShareButton chatId={conversation.chatId} />}
      </header>
      {temporary && (
        <p className="temporary-notice" role="status" data-testid="temporary-notice">
          {m.chat_temporary_notice({}, { locale })}
        </p>
      )}
      {conversation.messages.length === 0 ? (
        <div className="conversation-empty" data-testid="conversation-empty">
          <h2>{m.chat_empty_title({}, { locale })}</h2>
          <p className="muted">{m.ui_empty_chat_hint({}, { locale })}</p>
          {startFolder && <FolderStart folder={startFolder} />}
          {startingDivider}
        </div>
      ) : (
        <HydratesApart>
          <RatingsScope chatId={saved && !readOnly ? conversation.chatId : undefined}>
            <MessageList
              key={`${initialChatId ?? 'new'}-${view.key}`}
              chatId={conversation.chatId}
              messages={shown}
              hasMore={view.hasMore}
              busy={conversation.running || branches.switching}
              scroller={scroller}
              prepend={prepend}
              onRegenerate={readOnly ? undefined : onRegenerate}
              branch={view.leafId}
              onEdit={readOnly ? undefined : onEdit}
              onSwitch={branches.switchTo}
              onCompare={readOnly || temporary ? undefined : compare.compareWith}
              readOnly={readOnly}
              before={startingDivider}
              after={
                compared && (
                  <LazyPart>
                    <CompareGrid
                      key={compared.leadId}
                      chatId={conversation.chatId}
                      session={compared}
                      lead={conversation.messages.find((message) => message.id === compared.leadId)}
                      onKeep={onKeep}
                      onClose={closeCompare}
                      onRuns={compare.onRuns}
                    />
                  </LazyPart>
                )
              }
            />
          </RatingsScope>
        </HydratesApart>
      )}
      {branches.failed && (
        <p className="branch-error" role="alert" data-testid="branch-error">
          {m.chat_branch_failed({}, { locale })}
        </p>
      )}
      {!readOnly && <AutoReader messages={conversation.messages} />}
      {readOnly ? (
        <ReadOnlyNotice chatId={conversation.chatId} />
      ) : (
        <HydratesApart>
          <Composer
            draftKey={saved ? conversation.chatId : 'new'}
            chatId={saved ? conversation.chatId : undefined}
            running={conversation.running || compare.running}
            settings={settings}
            onSend={onSend}
            onStop={onStop}
            compareModels={temporary ? undefined : compare.armed}
            onCompareModels={temporary ? undefined : compare.setArmed}
          />
        </HydratesApart>
      )}
    </section>
  );
}
