import type { DateOrder } from '../format/date';

/**
 * The account's preferences as the api stores them (api/src/users/settings-schema.ts, which
 * validates them). Two Workers, two bundles: this is the web side's copy of the shape.
 */
export type Settings = {
  /** null until chosen: until then each browser keeps its own theme cookie. */
  theme: 'system' | 'light' | 'dark' | null;
  defaultModel: string | null;
  defaultAssistant: string | null;
  /** Models starred in the model picker, listed first (`provider:llm`). */
  favoriteModels: string[];
  /** null: by the interface language (alena in Russian, john in English). */
  voice: Voice | null;
  speechRate: number;
  autoRead: boolean;
  sendOn: 'enter' | 'ctrl-enter';
  /** How every date is written: `auto` as the language does, the others numerically. */
  dateFormat: DateOrder;
  shortcuts: Partial<Record<string, string>>;
  /** Leave this account's visits out of page-visit analytics (src/components/analytics). */
  doNotTrack: boolean;
  /** Memory across chats (docs/decisions/158-memory.md): off until the person turns it on. */
  memory: boolean;
  /** The composer's "Code" toggle (docs/decisions/156-code-interpreter.md): on until turned off. */
  code: boolean;
};

/** Voices the api reads aloud with (api/src/voice/voices.ts): Yandex SpeechKit's, then OpenAI's. */
export const voices = ['alena', 'filipp', 'ermil', 'jane', 'omazh', 'zahar', 'john'] as const;
export const openaiVoices = [
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
] as const;
export type Voice = (typeof voices)[number] | (typeof openaiVoices)[number];
export const dateFormats = ['auto', 'dmy', 'mdy', 'ymd'] as const;

export const defaultSettings: Settings = {
  theme: null,
  defaultModel: null,
  defaultAssistant: null,
  favoriteModels: [],
  voice: null,
  speechRate: 1,
  autoRead: false,
  sendOn: 'enter',
  dateFormat: 'auto',
  shortcuts: {},
  doNotTrack: false,
  memory: false,
  code: true,
};

/** The settings of a session user as the api sent them, with defaults for anything missing. */
export function settingsOf(user: Record<string, unknown> | null | undefined): Settings {
  const stored = user?.settings;
  if (typeof stored !== 'object' || stored === null) return defaultSettings;
  return { ...defaultSettings, ...(stored as Partial<Settings>) };
}
