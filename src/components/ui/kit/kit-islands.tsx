'use client';

import { type ReactNode, useState } from 'react';
import { useLocale } from '../../../i18n/locale-context';
import { useHydrated } from '../../../lib/use-hydrated';
import * as m from '../../../paraglide/messages.js';
import { Composer } from '../../chat/composer';
import { MessageItem } from '../../chat/message-item';
import type { UiMessage } from '../../chat/ui-message';
import { useChatSettings } from '../../chat/use-chat-settings';
import { SummaryDivider } from '../../chat-summaries/summary-divider';
import { ChatListItem } from '../../sidebar/chat-list-item';
import { ActionsModal, type ModalAction } from '../actions-modal';
import { FileDrop } from '../file-drop';
import { FilePickerButton } from '../file-picker-button';
import {
  CodeXml,
  Copy,
  Download,
  Globe,
  MoreHorizontal,
  Paperclip,
  Pencil,
  Settings,
  Share2,
  Trash2,
  Wrench,
} from '../icons';
import { InlineEdit } from '../inline-edit';
import { MenuButton } from '../menu-button';
import { ModelPicker, type PickerModel } from '../model-picker';
import { PopoverButton, SwitchGroup, SwitchRow } from '../popover-button';
import { Segmented } from '../segmented';
import { showToast } from '../toast-store';
import { ToggleChip } from '../toggle-chip';

/** The kit's islands: real components with handlers that only say what they would do. */

export function KitToastDemo() {
  const locale = useLocale();
  return (
    <div className="kit-row">
      <button
        type="button"
        className="button"
        onClick={() => showToast(m.ui_kit_toast_sample({}, { locale }))}
        data-testid="kit-toast"
      >
        {m.ui_kit_show_toast({}, { locale })}
      </button>
      <button
        type="button"
        className="button button-danger"
        onClick={() => showToast(m.ui_kit_toast_error_sample({}, { locale }), { kind: 'error' })}
        data-testid="kit-toast-error"
      >
        {m.ui_kit_show_error({}, { locale })}
      </button>
    </div>
  );
}

/** The actions every chat offers, as the actions modal and the menu list them. */
function useSampleActions(): ModalAction[] {
  const locale = useLocale();
  const chosen = (label: string) => () =>
    showToast(m.ui_action_chosen({ action: label }, { locale }));
  const action = (id: string, label: string, icon: ReactNode, danger = false) => ({
    id,
    label,
    icon,
    danger,
    onSelect: chosen(label),
  });
  return [
    action('copy', m.chat_copy({}, { locale }), <Copy size={18} aria-hidden />),
    action('share', m.chat_share({}, { locale }), <Share2 size={18} aria-hidden />),
    action('rename', m.chat_rename({}, { locale }), <Pencil size={18} aria-hidden />),
    action('download', m.ui_action_download({}, { locale }), <Download size={18} aria-hidden />),
    action('settings', m.ui_settings({}, { locale }), <Settings size={18} aria-hidden />),
    action('delete', m.chat_delete({}, { locale }), <Trash2 size={18} aria-hidden />, true),
  ];
}

export function KitActionsDemo({ testId = 'actions-modal' }: { testId?: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid={`${testId}-open`}
      >
        <MoreHorizontal size={18} aria-hidden />
        {m.ui_kit_open_actions({}, { locale })}
      </button>
      <ActionsModal
        open={open}
        title={m.chat_actions({}, { locale })}
        closeLabel={m.layout_close({}, { locale })}
        actions={useSampleActions()}
        onClose={() => setOpen(false)}
        testId={testId}
      />
    </>
  );
}

export function KitMenuDemo() {
  const locale = useLocale();
  return (
    <MenuButton
      label={m.ui_kit_menu_button({}, { locale })}
      icon={<MoreHorizontal size={18} aria-hidden />}
      items={useSampleActions()}
    />
  );
}

export function KitComposer() {
  const locale = useLocale();
  const settings = useChatSettings();
  const [running, setRunning] = useState(false);
  return (
    <Composer
      draftKey="ui-kit"
      running={running}
      settings={settings}
      onSend={(text) => {
        showToast(m.ui_kit_sent({ text }, { locale }));
        setRunning(true);
      }}
      onStop={() => setRunning(false)}
    />
  );
}

export function KitMessages({ answer }: { answer: ReactNode }) {
  const locale = useLocale();
  const question: UiMessage = {
    id: 'kit-q',
    role: 'user',
    content: m.ui_kit_question({}, { locale }),
  };
  const reply: UiMessage = {
    id: 'kit-a',
    role: 'assistant',
    content: m.ui_kit_answer({}, { locale }),
    rendered: answer,
    model: 'gpt:gpt-mini',
    inputTokens: 14,
    outputTokens: 61,
    costKopecks: 3,
    saved: true,
    // An answer from a knowledge base lists its sources; one opens its passage (decision 164).
    citations: [
      {
        n: 1,
        documentId: 'kit-doc',
        documentName: 'handbook.pdf',
        passage: 0,
        snippet: m.ui_kit_question({}, { locale }),
        page: 3,
      },
    ],
  };
  const failed: UiMessage = {
    id: 'kit-e',
    role: 'assistant',
    content: '',
    status: 'error',
    error: { kind: 'funds', message: '' },
  };
  const regenerate = () => showToast(m.chat_regenerate({}, { locale }));
  return (
    <div className="message-list kit-messages">
      <MessageItem message={question} isLast={false} busy={false} />
      {/* A long chat's summary of the messages above (decision 169), open to its text. */}
      <SummaryDivider
        chatId="kit"
        summaryId="kit-summary"
        text={m.ui_kit_question({}, { locale })}
        readOnly
      />
      <MessageItem message={reply} isLast busy={false} onRegenerate={regenerate} />
      <MessageItem message={failed} isLast={false} busy={false} onRegenerate={regenerate} />
    </div>
  );
}

export function KitChatItems() {
  const locale = useLocale();
  const noop = () => undefined;
  return (
    <ul className="chat-items kit-chat-items">
      <ChatListItem
        chat={{ id: 'kit-1', name: m.ui_kit_chat_name({}, { locale }) }}
        active
        onRename={noop}
        onDelete={noop}
      />
      <ChatListItem
        chat={{ id: 'kit-2', name: m.ui_kit_chat_name_2({}, { locale }), generating: true }}
        active={false}
        onRename={noop}
        onDelete={noop}
      />
      <ChatListItem
        chat={{ id: 'kit-3', name: m.chat_shared_with_you({}, { locale }), readOnly: true }}
        active={false}
        onRename={noop}
        onDelete={noop}
      />
    </ul>
  );
}

/** Two toggle chips as the composer shows them: one on, one off. */
export function KitToggleChipDemo() {
  const locale = useLocale();
  const [search, setSearch] = useState(true);
  const [code, setCode] = useState(false);
  return (
    <div className="kit-row">
      <ToggleChip
        label={m.chat_web_search({}, { locale })}
        icon={<Globe size={14} aria-hidden />}
        checked={search}
        onChange={setSearch}
      />
      <ToggleChip
        label={m.code_toggle({}, { locale })}
        icon={<CodeXml size={14} aria-hidden />}
        checked={code}
        onChange={setCode}
      />
    </div>
  );
}

/** The composer's Tools as a kit piece: a counted button opening switches, and the rows shown open. */
export function KitPopoverDemo() {
  const locale = useLocale();
  const [on, setOn] = useState<Record<string, boolean>>({ github: true, code: true, web: false });
  const set = (key: string) => (value: boolean) =>
    setOn((current) => ({ ...current, [key]: value }));
  const rows = (prefix: string) => (
    <>
      <SwitchGroup title={m.chat_tools_connectors({}, { locale })}>
        <SwitchRow
          label="GitHub"
          hint={m.chat_tools_server_team({ count: 12 }, { locale })}
          icon={<Wrench size={16} aria-hidden />}
          checked={on.github ?? false}
          onChange={set('github')}
          testId={`${prefix}-github`}
        />
      </SwitchGroup>
      <SwitchGroup title={m.chat_tools_builtin({}, { locale })}>
        <SwitchRow
          label={m.code_toggle({}, { locale })}
          hint={m.code_toggle_hint({}, { locale })}
          icon={<CodeXml size={16} aria-hidden />}
          checked={on.code ?? false}
          onChange={set('code')}
        />
        <SwitchRow
          label={m.chat_web_search({}, { locale })}
          icon={<Globe size={16} aria-hidden />}
          checked={on.web ?? false}
          onChange={set('web')}
        />
      </SwitchGroup>
    </>
  );
  const count = Object.values(on).filter(Boolean).length;
  return (
    <div className="kit-row kit-popover-demo">
      <PopoverButton
        label={m.chat_tools({}, { locale })}
        title={m.chat_tools_title({}, { locale })}
        icon={<Wrench size={16} aria-hidden />}
        count={count}
        countLabel={m.chat_tools_on({ count }, { locale })}
        testId="kit-tools"
      >
        {rows('kit-tools-panel')}
      </PopoverButton>
      <div className="menu kit-popover-open">{rows('kit-tools-open')}</div>
    </div>
  );
}

export function KitSegmentedDemo() {
  const locale = useLocale();
  const [tone, setTone] = useState('neutral');
  return (
    <Segmented
      label={m.ui_kit_select_label({}, { locale })}
      value={tone}
      onChange={setTone}
      options={[
        { value: 'neutral', label: m.ui_kit_tone_neutral({}, { locale }) },
        { value: 'friendly', label: m.ui_kit_tone_friendly({}, { locale }) },
        { value: 'formal', label: m.ui_kit_tone_formal({}, { locale }) },
      ]}
    />
  );
}

export function KitFileDropDemo() {
  const locale = useLocale();
  const [chosen, setChosen] = useState<string>();
  return (
    <FileDrop
      title={m.ui_kit_file_drop_title({}, { locale })}
      hint={m.ui_kit_file_drop_hint({}, { locale })}
      chosen={chosen}
      accept="image/png,image/jpeg,application/pdf"
      onFiles={([file]) => setChosen(file?.name)}
    />
  );
}

/** A button that picks files through the kit's hidden input; it names what was chosen. */
export function KitFilePickerDemo() {
  const locale = useLocale();
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <div className="kit-row">
      <FilePickerButton
        label={m.ui_kit_file_picker_label({}, { locale })}
        icon={<Paperclip size={18} aria-hidden />}
        text={m.ui_kit_file_picker_label({}, { locale })}
        className="button"
        multiple
        accept="image/png,image/jpeg,application/pdf"
        onFiles={(files) => setChosen(files.map((file) => file.name))}
        testId="kit-file-picker"
        inputTestId="kit-file-picker-input"
      />
      <span className="muted" data-testid="kit-file-picker-chosen">
        {chosen.length
          ? new Intl.ListFormat(locale).format(chosen)
          : m.ui_kit_file_picker_none({}, { locale })}
      </span>
    </div>
  );
}

/** An item renamed in place; an empty name is refused the way the api refuses one. */
export function KitInlineEditDemo() {
  const locale = useLocale();
  const [name, setName] = useState<string>(m.ui_kit_inline_edit_sample({}, { locale }));
  const [editing, setEditing] = useState(true);
  if (!editing)
    return (
      <button type="button" className="button button-small" onClick={() => setEditing(true)}>
        {name}
      </button>
    );
  return (
    <InlineEdit
      id="kit-inline-edit"
      label={m.ui_kit_inline_edit_label({}, { locale })}
      saveLabel={m.ui_kit_inline_edit_save({}, { locale })}
      cancelLabel={m.ui_kit_inline_edit_cancel({}, { locale })}
      saveTestId="kit-inline-edit-save"
      onSave={async (value) => {
        if (!value) return m.ui_kit_inline_edit_empty({}, { locale });
        setName(value);
      }}
      onClose={() => setEditing(false)}
      control={(field) => <input {...field} className="input" defaultValue={name} />}
    />
  );
}

/** Sample models with the catalogue's figures, so the picker shows every state without an api. */
const kitModels: PickerModel[] = [
  {
    id: 'gpt:gpt-mini',
    name: 'GPT-4o mini',
    group: 'OpenAI',
    capabilities: ['vision', 'search', 'tools'],
    prices: { input: 1.5, output: 6 },
    contextWindow: 128_000,
  },
  {
    id: 'gemini:gemini-25-pro',
    name: 'Gemini 2.5 Pro',
    group: 'Google',
    capabilities: ['reasoning', 'vision', 'tools'],
    prices: { input: 12.5, output: 100 },
    contextWindow: 1_048_576,
  },
  {
    id: 'claude:claude-sonnet',
    name: 'Claude Sonnet 4.5',
    group: 'Anthropic',
    capabilities: ['reasoning', 'vision', 'tools'],
    prices: { input: 30, output: 150 },
    contextWindow: 200_000,
  },
];

export function KitModelPickerDemo() {
  const locale = useLocale();
  const [model, setModel] = useState('gpt:gpt-mini');
  const [favorites, setFavorites] = useState(['claude:claude-sonnet']);
  const hydrated = useHydrated();
  return (
    <ModelPicker
      label={m.chat_model({}, { locale })}
      models={kitModels}
      value={model}
      onChange={setModel}
      favorites={favorites}
      onToggleFavorite={(id) =>
        setFavorites((list) =>
          list.includes(id) ? list.filter((one) => one !== id) : [...list, id],
        )
      }
      ready={hydrated}
      testId="kit-model-picker"
    />
  );
}
