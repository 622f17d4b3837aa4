import { z } from '@hono/zod-openapi';
import { defineIssueTexts } from '../lib/issue-texts';
import { VOICE_IDS } from '../voice/voices';

/** The shortcuts a user may rebind; the front's defaults live in src/lib/shortcuts/. */
export const shortcutActions = [
  'newChat',
  'focusComposer',
  'stopAnswer',
  'regenerate',
  'copyLastAnswer',
  'searchChats',
  'toggleSidebar',
  'nextChat',
  'previousChat',
  'openHelp',
] as const;

const rules = defineIssueTexts({
  shortcut_combo: {
    en: 'must be a key combination such as Mod+Shift+O',
    ru: 'должно быть сочетанием клавиш, например Mod+Shift+O',
  },
  shortcut_unique: {
    en: 'two actions cannot share one key combination',
    ru: 'два действия не могут использовать одно сочетание клавиш',
  },
});

/** `Mod` is Ctrl, or ⌘ on a Mac; modifiers come in this order, then one key. */
const COMBO =
  /^(Mod\+)?(Alt\+)?(Shift\+)?([A-Z0-9]|F([1-9]|1[0-2])|Escape|Enter|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|[/?.,;'[\]\\`=-])$/;

const ShortcutsSchema = z
  .partialRecord(z.enum(shortcutActions), z.string().max(40).regex(COMBO, rules.shortcut_combo))
  .refine((map) => {
    const combos = Object.values(map);
    return new Set(combos).size === combos.length;
  }, rules.shortcut_unique)
  .openapi({ description: 'Rebound shortcuts by action; absent actions use their default' });

/** Every preference with its default: what an account that never changed anything gets. */
export const SettingsSchema = z
  .object({
    theme: z.enum(['system', 'light', 'dark']).nullable().default(null).openapi({
      description: 'null until chosen: until then each browser keeps its own theme cookie',
    }),
    defaultModel: z.string().trim().max(100).nullable().default(null),
    defaultAssistant: z.string().trim().max(100).nullable().default(null),
    favoriteModels: z.array(z.string().trim().min(1).max(100)).max(50).default([]).openapi({
      description: 'Models starred in the model picker (`provider:llm`), listed first',
    }),
    voice: z.enum(VOICE_IDS).nullable().default(null).openapi({
      description: 'The read-aloud voice (api/src/voice); null picks one by the interface language',
    }),
    speechRate: z.number().min(0.5).max(2).default(1),
    autoRead: z.boolean().default(false),
    sendOn: z.enum(['enter', 'ctrl-enter']).default('enter'),
    dateFormat: z.enum(['auto', 'dmy', 'mdy', 'ymd']).default('auto').openapi({
      description:
        'How every date in the interface is written: `auto` as the language writes it (`7 дек. 2026 г.`), or numeric in this order',
    }),
    shortcuts: ShortcutsSchema.default({}),
    doNotTrack: z.boolean().default(false).openapi({
      description: 'Leave this account out of page-visit analytics (the web Worker renders no tag)',
    }),
    memory: z.boolean().default(false).openapi({
      description:
        'Memory across chats (`/v1/memories`): the model may save facts with `remember`, and the saved ones go to chats',
    }),
    code: z.boolean().default(true).openapi({
      description:
        'The composer’s "Code" toggle: models with `tools` are offered `run_python` (docs/decisions/156-code-interpreter.md)',
    }),
  })
  .openapi('Settings');

export type Settings = z.infer<typeof SettingsSchema>;

/** A PATCH of settings: any subset of keys, each validated; unknown keys are refused. */
export const SettingsPatchSchema = z
  .strictObject({
    theme: SettingsSchema.shape.theme.unwrap().unwrap().optional(),
    defaultModel: SettingsSchema.shape.defaultModel.unwrap().optional(),
    defaultAssistant: SettingsSchema.shape.defaultAssistant.unwrap().optional(),
    favoriteModels: SettingsSchema.shape.favoriteModels.unwrap().optional(),
    voice: SettingsSchema.shape.voice.unwrap().optional(),
    speechRate: SettingsSchema.shape.speechRate.unwrap().optional(),
    autoRead: SettingsSchema.shape.autoRead.unwrap().optional(),
    sendOn: SettingsSchema.shape.sendOn.unwrap().optional(),
    dateFormat: SettingsSchema.shape.dateFormat.unwrap().optional(),
    shortcuts: ShortcutsSchema.optional(),
    doNotTrack: SettingsSchema.shape.doNotTrack.unwrap().optional(),
    memory: SettingsSchema.shape.memory.unwrap().optional(),
    code: SettingsSchema.shape.code.unwrap().optional(),
  })
  .openapi('SettingsPatch');

/** The stored JSON read with defaults; a stored value that no longer validates falls back. */
export function readSettings(stored: string | null | undefined): Settings {
  let raw: unknown = {};
  try {
    raw = JSON.parse(stored ?? '{}');
  } catch {}
  const parsed = SettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : SettingsSchema.parse({});
}
