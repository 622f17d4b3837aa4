'use client';

import { useEffect, useState } from 'react';
import { writeModel } from '../../lib/chat/model-choice';
import { formatDay } from '../../lib/format/date';
import { fill } from '../../lib/format/fill';
import { seedSettings } from '../../lib/settings/client-settings';
import { dateFormats, openaiVoices, type Settings, voices } from '../../lib/settings/settings';
import type { Theme } from '../../lib/theme';
import { useCatalog } from '../chat/use-catalog';
import { Select } from '../ui/select';
import { applyTheme, patchUser } from './save-settings';
import { Check, Field, Group } from './settings-fields';
import type { SettingsTexts } from './settings-texts';
import { TimeZoneField } from './time-zone-field';

type Props = {
  initial: Settings;
  locale: 'ru' | 'en';
  timeZone: string;
  texts: SettingsTexts;
};

const languages = { ru: 'Русский', en: 'English' } as const;

/** Every preference of the account; each change is saved at once and applied without reload. */
export function SettingsForm({ initial, locale, timeZone: initialZone, texts }: Props) {
  const [settings, setSettings] = useState(initial);
  const [timeZone, setTimeZone] = useState(initialZone);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const catalog = useCatalog();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    seedSettings(initial);
  }, [initial]);

  const report = (error: string | null) =>
    setStatus(
      error === null ? { ok: true, text: texts.saved } : { ok: false, text: error || texts.failed },
    );
  const save = async <K extends keyof Settings>(key: K, value: Settings[K]) => {
    const previous = settings;
    setSettings({ ...settings, [key]: value });
    if (key === 'theme') applyTheme(value as Theme);
    if (key === 'defaultModel' && typeof value === 'string') writeModel(localStorage, value);
    const error = await patchUser({ settings: { [key]: value } });
    if (error !== null) setSettings(previous);
    report(error);
  };
  const saveZone = async (zone: string) => {
    setTimeZone(zone);
    report(await patchUser({ timeZone: zone }));
  };
  const saveLanguage = async (next: 'ru' | 'en') => {
    const error = await patchUser({ locale: next });
    if (error === null) location.assign(`/${next}/cabinet/settings`);
    else report(error);
  };
  const select = (value: string) => value || null;

  return (
    <form
      className="settings-form"
      data-testid="settings-form"
      data-hydrated={hydrated}
      onSubmit={(e) => e.preventDefault()}
    >
      <Group title={texts.lookGroup}>
        <Field label={texts.theme}>
          <Select
            id="setting-theme"
            value={settings.theme ?? 'system'}
            onChange={(e) => save('theme', e.target.value as Theme)}
            data-testid="setting-theme"
          >
            {(['system', 'light', 'dark'] as const).map((t) => (
              <option key={t} value={t}>
                {texts.themes[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.language}>
          <Select
            id="setting-language"
            value={locale}
            onChange={(e) => saveLanguage(e.target.value as 'ru' | 'en')}
            data-testid="setting-language"
          >
            {(['ru', 'en'] as const).map((l) => (
              <option key={l} value={l} lang={l}>
                {languages[l]}
              </option>
            ))}
          </Select>
        </Field>
      </Group>
      <Group title={texts.chatGroup}>
        <Field label={texts.defaultModel}>
          <Select
            id="setting-defaultModel"
            value={settings.defaultModel ?? ''}
            onChange={(e) => save('defaultModel', select(e.target.value))}
            data-testid="setting-default-model"
          >
            <option value="">{texts.none}</option>
            {settings.defaultModel &&
              !catalog?.models.some((x) => x.id === settings.defaultModel) && (
                <option value={settings.defaultModel}>{settings.defaultModel}</option>
              )}
            {catalog?.models.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.defaultAssistant}>
          <Select
            id="setting-defaultAssistant"
            value={settings.defaultAssistant ?? ''}
            onChange={(e) => save('defaultAssistant', select(e.target.value))}
            data-testid="setting-default-assistant"
          >
            <option value="">{texts.none}</option>
            {settings.defaultAssistant &&
              !catalog?.assistants.some((x) => x.id === settings.defaultAssistant) && (
                <option value={settings.defaultAssistant}>{settings.defaultAssistant}</option>
              )}
            {catalog?.assistants.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.sendOn}>
          <Select
            id="setting-sendOn"
            value={settings.sendOn}
            onChange={(e) => save('sendOn', e.target.value as Settings['sendOn'])}
            data-testid="setting-send-on"
          >
            <option value="enter">{texts.sendEnter}</option>
            <option value="ctrl-enter">{texts.sendCtrlEnter}</option>
          </Select>
        </Field>
      </Group>
      <Group title={texts.voiceGroup}>
        <Field label={texts.voice}>
          <Select
            id="setting-voice"
            value={settings.voice ?? ''}
            onChange={(e) => save('voice', (e.target.value || null) as Settings['voice'])}
            data-testid="setting-voice"
          >
            <option value="">{texts.voiceAuto}</option>
            {voices.map((v) => (
              <option key={v} value={v}>
                {v[0]?.toUpperCase()}
                {v.slice(1)} ({v === 'john' ? 'English' : 'Русский'})
              </option>
            ))}
            {openaiVoices.map((v) => (
              <option key={v} value={v}>
                {v[0]?.toUpperCase()}
                {v.slice(1)} (OpenAI)
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`${texts.speechRate}: ${settings.speechRate}×`}>
          <input
            id="setting-speechRate"
            type="range"
            min={0.5}
            max={2}
            step={0.25}
            value={settings.speechRate}
            onChange={(e) => save('speechRate', Number(e.target.value))}
            data-testid="setting-speech-rate"
          />
        </Field>
        <Check
          label={texts.autoRead}
          checked={settings.autoRead}
          onChange={(on) => save('autoRead', on)}
          testId="setting-auto-read"
        />
      </Group>
      <Group title={texts.timeGroup}>
        <TimeZoneField
          value={timeZone}
          locale={locale}
          label={texts.timeZone}
          searchLabel={texts.timeZoneSearch}
          regions={texts.zoneRegions}
          onChange={(zone) => void saveZone(zone)}
        />
        <Field label={texts.dateFormat}>
          <Select
            id="setting-dateFormat"
            value={settings.dateFormat}
            onChange={(e) => save('dateFormat', e.target.value as Settings['dateFormat'])}
            data-testid="setting-date-format"
          >
            {dateFormats.map((f) => (
              <option key={f} value={f}>
                {f === 'auto'
                  ? fill(texts.dateFormatAuto, {
                      date: formatDay('2026-11-23T12:00:00Z', locale, { timeZone }),
                    })
                  : formatDay('2026-11-23T12:00:00Z', locale, { timeZone, dateFormat: f })}
              </option>
            ))}
          </Select>
        </Field>
      </Group>
      <Group title={texts.privacyGroup}>
        <Check
          label={texts.doNotTrack}
          checked={settings.doNotTrack}
          onChange={(on) => save('doNotTrack', on)}
          testId="setting-do-not-track"
        />
      </Group>
      <Group title={texts.memoryGroup}>
        <Check
          label={texts.memory}
          checked={settings.memory}
          onChange={(on) => save('memory', on)}
          testId="setting-memory"
        />
        <a href={`/${locale}/cabinet/memory`} data-testid="setting-memory-link">
          {texts.memoryLink}
        </a>
      </Group>
      <p
        role="status"
        className={status?.ok === false ? 'settings-error' : 'muted'}
        data-testid="settings-status"
      >
        {status?.text}
      </p>
    </form>
  );
}
