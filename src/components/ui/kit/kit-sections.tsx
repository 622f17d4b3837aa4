import type { ReactNode } from 'react';
import { translator } from '../../../i18n/translate';
import { formatNumber, formatRub, formatShortDay } from '../../../lib/format';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';
import { Markdown } from '../../chat/markdown/markdown';
import { PaletteLauncher } from '../../navigation/palette-launcher';
import { ToolsNav } from '../../navigation/tools-nav';
import { CircleAlert, Inbox, LoaderCircle, Plus, RotateCcw, Send, Trash2 } from '../icons';
import '../../chat/chat.css';
import '../../sidebar/sidebar.css';
import '../../voice/voice.css';
import '../../oauth/oauth.css';
import { providerNames } from '../../../lib/oauth/provider-names';
import { oauthProviders } from '../../../lib/oauth/providers';
import { ProviderButtons } from '../../oauth/provider-buttons';
import { BarChart } from '../bar-chart';
import { EmptyState } from '../empty-state';
import { IconButton } from '../icon-button';
import { ProgressBar } from '../progress-bar';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { Tabs } from '../tabs';
import {
  KitActionsDemo,
  KitChatItems,
  KitComposer,
  KitFileDropDemo,
  KitFilePickerDemo,
  KitInlineEditDemo,
  KitMenuDemo,
  KitMessages,
  KitModelPickerDemo,
  KitPopoverDemo,
  KitSegmentedDemo,
  KitToastDemo,
  KitToggleChipDemo,
} from './kit-islands';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kit-section">
      <h3 className="kit-section-title">{title}</h3>
      {children}
    </section>
  );
}

/** One component in one state, captioned with the state's name. */
function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="kit-state">
      {children}
      <figcaption className="muted">{name}</figcaption>
    </figure>
  );
}

/**
 * Every component of the kit in each of its states, for one colour mode; `prefix` keeps the
 * ids of the two side-by-side copies apart.
 */
export function KitSections({ prefix }: { prefix: string }) {
  const { locale } = getRequestContext();
  const t = translator(locale);
  const states = {
    normal: t(m.ui_state_default),
    hover: t(m.ui_state_hover),
    focus: t(m.ui_state_focus),
    disabled: t(m.ui_state_disabled),
    error: t(m.ui_state_error),
    loading: t(m.ui_state_loading),
  };
  const field = (id: string, extra: Record<string, unknown>, error?: boolean) => (
    <label className="field" htmlFor={`${prefix}-${id}`}>
      {t(m.ui_kit_field_label)}
      <input
        id={`${prefix}-${id}`}
        className="input"
        placeholder={t(m.ui_kit_field_placeholder)}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${prefix}-${id}-error` : undefined}
        {...extra}
      />
      {error && (
        <span className="field-error" id={`${prefix}-${id}-error`}>
          {t(m.ui_kit_field_error)}
        </span>
      )}
    </label>
  );
  const select = (id: string, extra: Record<string, unknown>) => (
    <label className="field" htmlFor={`${prefix}-${id}`}>
      {t(m.ui_kit_select_label)}
      <Select id={`${prefix}-${id}`} {...extra}>
        <option>{t(m.ui_kit_tone_neutral)}</option>
        <option>{t(m.ui_kit_tone_friendly)}</option>
        <option>{t(m.ui_kit_tone_formal)}</option>
      </Select>
    </label>
  );
  return (
    <div className="kit">
      <Section title={t(m.ui_kit_buttons)}>
        <div className="kit-states">
          <State name={states.normal}>
            <button type="button" className="button button-primary">
              <Send size={16} aria-hidden />
              {t(m.chat_send)}
            </button>
            <button type="button" className="button">
              {t(m.chat_cancel)}
            </button>
            <button type="button" className="button button-danger">
              <Trash2 size={16} aria-hidden />
              {t(m.chat_delete)}
            </button>
            <IconButton label={t(m.chat_regenerate)} icon={<RotateCcw size={16} aria-hidden />} />
          </State>
          <State name={states.hover}>
            <button type="button" className="button button-primary" data-kit-state="hover">
              {t(m.chat_send)}
            </button>
            <button type="button" className="button" data-kit-state="hover">
              {t(m.chat_cancel)}
            </button>
            <IconButton
              label={t(m.chat_regenerate)}
              icon={<RotateCcw size={16} aria-hidden />}
              data-kit-state="hover"
            />
          </State>
          <State name={states.focus}>
            <button type="button" className="button button-primary" data-kit-state="focus">
              {t(m.chat_send)}
            </button>
            <button type="button" className="button" data-kit-state="focus">
              {t(m.chat_cancel)}
            </button>
          </State>
          <State name={states.disabled}>
            <button type="button" className="button button-primary" disabled>
              {t(m.chat_send)}
            </button>
            <button type="button" className="button" disabled>
              {t(m.chat_cancel)}
            </button>
          </State>
          <State name={states.loading}>
            <button type="button" className="button button-primary" aria-busy="true" disabled>
              <LoaderCircle size={16} className="spin" aria-hidden />
              {t(m.misc_loading)}
            </button>
          </State>
          <State name={t(m.layout_new_chat)}>
            <button type="button" className="button button-primary">
              <Plus size={18} aria-hidden />
              {t(m.layout_new_chat)}
            </button>
          </State>
        </div>
      </Section>
      <Section title={t(m.ui_kit_providers)}>
        <ProviderButtons
          providers={oauthProviders}
          locale={locale}
          labels={{
            yandex: m.oauth_continue_with({ provider: providerNames(locale).yandex }, { locale }),
            vk: m.oauth_continue_with({ provider: providerNames(locale).vk }, { locale }),
            google: m.oauth_continue_with({ provider: providerNames(locale).google }, { locale }),
          }}
          label={t(m.oauth_providers_label)}
        />
      </Section>
      <Section title={t(m.ui_kit_inputs)}>
        <div className="kit-states">
          <State name={states.normal}>{field('name', {})}</State>
          <State name={states.focus}>{field('name-focus', { 'data-kit-state': 'focus' })}</State>
          <State name={states.disabled}>{field('name-disabled', { disabled: true })}</State>
          <State name={states.error}>{field('name-error', { defaultValue: 'A' }, true)}</State>
        </div>
      </Section>
      <Section title={t(m.ui_kit_selects)}>
        <div className="kit-states">
          <State name={states.normal}>{select('tone', {})}</State>
          <State name={states.focus}>{select('tone-focus', { 'data-kit-state': 'focus' })}</State>
          <State name={states.disabled}>{select('tone-disabled', { disabled: true })}</State>
        </div>
      </Section>
      <Section title={t(m.ui_kit_segmented)}>
        <KitSegmentedDemo />
      </Section>
      <Section title={t(m.ui_kit_toggle_chip)}>
        <KitToggleChipDemo />
      </Section>
      <Section title={t(m.ui_kit_popover_switches)}>
        <KitPopoverDemo />
      </Section>
      <Section title={t(m.ui_kit_model_picker)}>
        <KitModelPickerDemo />
      </Section>
      <Section title={t(m.ui_kit_file_drop)}>
        <KitFileDropDemo />
      </Section>
      <Section title={t(m.ui_kit_file_picker)}>
        <KitFilePickerDemo />
      </Section>
      <Section title={t(m.ui_kit_inline_edit)}>
        <KitInlineEditDemo />
      </Section>
      <Section title={t(m.ui_kit_disclosure)}>
        <details className="disclosure">
          <summary>{t(m.ui_kit_disclosure_summary)}</summary>
          <p className="muted">{t(m.ui_kit_card_body)}</p>
        </details>
      </Section>
      <Section title={t(m.ui_kit_cards)}>
        <article className="card">
          <h4>{t(m.ui_kit_card_title)}</h4>
          <p className="muted">{t(m.ui_kit_card_body)}</p>
        </article>
      </Section>
      <Section title={t(m.ui_kit_tabs)}>
        <Tabs
          label={t(m.ui_kit_tabs)}
          tabs={[
            { id: 'text', label: t(m.layout_mode_text), panel: <p>{t(m.chat_empty_title)}</p> },
            { id: 'image', label: t(m.layout_mode_image), panel: <p>{t(m.ui_kit_question)}</p> },
            {
              id: 'mj',
              label: t(m.layout_mode_midjourney),
              panel: <p>{t(m.ui_kit_chat_name)}</p>,
              disabled: true,
            },
          ]}
        />
      </Section>
      <Section title={t(m.ui_kit_menus)}>
        <KitMenuDemo />
      </Section>
      <Section title={t(m.ui_kit_dialogs)}>
        <KitActionsDemo testId={`${prefix}-actions-modal`} />
      </Section>
      <Section title={t(m.ui_kit_toasts)}>
        <KitToastDemo />
      </Section>
      <Section title={t(m.ui_kit_composer)}>
        <KitComposer />
      </Section>
      <Section title={t(m.ui_kit_message)}>
        <KitMessages answer={<Markdown source={t(m.ui_kit_answer)} />} />
      </Section>
      <Section title={t(m.ui_kit_sidebar_item)}>
        <KitChatItems />
      </Section>
      <Section title={t(m.ui_kit_states)}>
        <EmptyState
          icon={<Inbox size={28} aria-hidden />}
          title={t(m.ui_empty_chats_title)}
          hint={t(m.ui_empty_chats_hint)}
        />
        <EmptyState
          kind="error"
          icon={<CircleAlert size={28} aria-hidden />}
          title={t(m.ui_kit_error_title)}
          hint={t(m.ui_kit_error_hint)}
          action={
            <button type="button" className="button">
              {t(m.misc_retry)}
            </button>
          }
          testId="kit-error-state"
        />
      </Section>
      <Section title={t(m.ui_kit_navigation)}>
        <div className="kit-states">
          <State name={states.normal}>
            <ToolsNav variant="sidebar" />
          </State>
          <State name={t(m.nav_commands)}>
            <PaletteLauncher label={t(m.nav_palette_open)} text={t(m.nav_commands)} />
          </State>
        </div>
      </Section>
      <Section title={t(m.ui_kit_loading)}>
        <Skeleton label={t(m.misc_loading)} lines={4} testId="kit-skeleton" />
        <div className="kit-states">
          <State name={t(m.ui_kit_progress_known)}>
            <ProgressBar
              label={t(m.mcp_card_progress_label)}
              value={2}
              max={5}
              text={m.mcp_card_progress_of(
                { done: formatNumber(2, locale), total: formatNumber(5, locale) },
                { locale },
              )}
              testId={`${prefix}-kit-progress`}
            />
          </State>
          <State name={t(m.ui_kit_progress_unknown)}>
            <ProgressBar label={t(m.mcp_card_progress_label)} />
          </State>
        </div>
      </Section>
      <Section title={t(m.ui_kit_table)}>
        <table className="data-table" data-testid="kit-data-table">
          <thead>
            <tr>
              <th scope="col">{t(m.admin_col_user)}</th>
              <th scope="col" className="data-table-number">
                {t(m.admin_col_balance)}
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ['anna@example.com', 123_456],
              ['boris@example.com', 0],
            ].map(([email, kopecks]) => (
              <tr key={email}>
                <td>{email}</td>
                <td className="data-table-number">{formatRub(Number(kopecks), locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t(m.ui_kit_chart)}>
        <BarChart
          title={t(m.ui_kit_chart_title)}
          labelHeading={t(m.admin_stats_day)}
          valueHeading={t(m.ui_kit_chart_value)}
          maxText={m.admin_stats_chart_max({ value: formatNumber(61, locale) }, { locale })}
          data={[12, 30, 25, 0, 44, 61, 38].map((value, i) => {
            const day = `2026-11-${String(16 + i).padStart(2, '0')}`;
            return {
              key: day,
              label: formatShortDay(day, locale),
              value,
              valueText: formatNumber(value, locale),
            };
          })}
          testId="kit-bar-chart"
        />
      </Section>
    </div>
  );
}
