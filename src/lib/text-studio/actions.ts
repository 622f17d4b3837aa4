import type { Locale } from '../../i18n/locales';

/** What the text studio can do with a text (docs/decisions/075-text-studio.md). */
export const textActions = [
  'rewrite',
  'shorten',
  'expand',
  'fix',
  'tone',
  'translate',
  'summarize',
] as const;
export type TextAction = (typeof textActions)[number];

export const textTones = ['formal', 'friendly', 'confident', 'playful', 'neutral'] as const;
export type TextTone = (typeof textTones)[number];

const toneWords: Record<TextTone, Record<Locale, string>> = {
  formal: { en: 'formal', ru: 'официальный' },
  friendly: { en: 'friendly', ru: 'дружелюбный' },
  confident: { en: 'confident', ru: 'уверенный' },
  playful: { en: 'playful', ru: 'игривый' },
  neutral: { en: 'neutral', ru: 'нейтральный' },
};

const tasks: Record<TextAction, Record<Locale, string>> = {
  rewrite: {
    en: 'Rewrite the text in other words, keeping its meaning, facts and length.',
    ru: 'Перепиши текст другими словами, сохранив смысл, факты и объём.',
  },
  shorten: {
    en: 'Shorten the text to about half its length, keeping every key point.',
    ru: 'Сократи текст примерно вдвое, сохранив все ключевые мысли.',
  },
  expand: {
    en: 'Expand the text to about twice its length with relevant detail, adding no invented facts.',
    ru: 'Расширь текст примерно вдвое уместными подробностями, не выдумывая фактов.',
  },
  fix: {
    en: 'Fix grammar, spelling and punctuation. Change nothing else: keep the wording and style.',
    ru: 'Исправь грамматику, орфографию и пунктуацию. Больше ничего не меняй: сохрани слова и стиль.',
  },
  tone: {
    en: 'Rewrite the text in a {tone} tone, keeping its meaning.',
    ru: 'Перепиши текст в тоне «{tone}», сохранив смысл.',
  },
  translate: {
    en: 'Translate the text: Russian into English, any other language into Russian. Keep the formatting.',
    ru: 'Переведи текст: русский — на английский, любой другой язык — на русский. Сохрани форматирование.',
  },
  summarize: {
    en: 'Summarize the text in a few sentences: the main points only.',
    ru: 'Кратко изложи текст в нескольких предложениях: только главное.',
  },
};

const rules: Record<Locale, { sameLanguage: string; onlyResult: string }> = {
  en: {
    sameLanguage: "Answer in the text's own language.",
    onlyResult: 'Reply with the resulting text only: no preface, no quotes, no comments.',
  },
  ru: {
    sameLanguage: 'Отвечай на языке самого текста.',
    onlyResult: 'Ответь только готовым текстом: без вступления, кавычек и комментариев.',
  },
};

/**
 * The system instruction of an action, in the interface language. The answer keeps the text's
 * own language, except when translating.
 *
 * @example instructionFor('tone', 'friendly', 'en')
 */
export function instructionFor(action: TextAction, tone: TextTone, locale: Locale): string {
  const task = tasks[action][locale].replace('{tone}', toneWords[tone][locale]);
  const parts = [task, action === 'translate' ? '' : rules[locale].sameLanguage];
  return [...parts, rules[locale].onlyResult].filter(Boolean).join(' ');
}

/** Whether a word-level diff against the original means something for this action. */
export function marksChanges(action: TextAction): boolean {
  return action !== 'translate' && action !== 'summarize';
}

export const isTextAction = (value: unknown): value is TextAction =>
  textActions.includes(value as TextAction);
export const isTextTone = (value: unknown): value is TextTone =>
  textTones.includes(value as TextTone);
