import { ApiError } from '../lib/errors';
import type { Localized } from '../lib/messages';
import { ASPECT_RATIO, LIMITS } from './prompt-limits';
import { DASHES_ONLY, FLAG_START, normalizePrompt } from './prompt-normalize';

/** The parameters a prompt may carry after its text, already checked (decision 127). */
export interface PromptFlags {
  aspectRatio?: string;
  stylize?: number;
  weird?: number;
  chaos?: number;
  version?: string;
  no?: string;
  seed?: number;
  imageWeight?: number;
  tile?: boolean;
  styleRaw?: boolean;
}

/** Documented Midjourney names (and aliases) we pass on, by the key they set. */
const ALIASES: Record<string, keyof PromptFlags> = {
  ar: 'aspectRatio',
  aspect: 'aspectRatio',
  s: 'stylize',
  stylize: 'stylize',
  w: 'weird',
  weird: 'weird',
  c: 'chaos',
  chaos: 'chaos',
  v: 'version',
  version: 'version',
  niji: 'version',
  no: 'no',
  seed: 'seed',
  sameseed: 'seed',
  iw: 'imageWeight',
  tile: 'tile',
  style: 'styleRaw',
  raw: 'styleRaw',
};

/** Names that change what Midjourney charges for a job: one grid is one standard job here. */
const PRICED = new Set([
  'repeat',
  'r',
  'turbo',
  'fast',
  'relax',
  'draft',
  'q',
  'quality',
  'hd',
  'video',
  'oref',
]);

const SEED_MAX = 4_294_967_295;
const IMAGE_WEIGHT_MAX = 3;

/**
 * A parameter starts a whitespace-separated word with two dashes or one long dash (Midjourney
 * reads `—ar` as `--ar`: phones turn `--` into a dash; any dash or minus sign counts), followed by
 * a letter.
 */
const FLAG = new RegExp(`${FLAG_START.source}(\\p{L}.*)$`, 'u');

const rule = {
  whole: (min: number, max: number): Localized => ({
    en: `must be a whole number from ${min} to ${max}`,
    ru: `должен быть целым числом от ${min} до ${max}`,
  }),
  number: (max: number): Localized => ({
    en: `must be a number from 0 to ${max}`,
    ru: `должен быть числом от 0 до ${max}`,
  }),
  ratio: {
    en: 'must be two whole numbers W:H, e.g. 16:9',
    ru: 'должен быть вида W:H, например 16:9',
  },
  version: {
    en: 'must be a version such as 6.1 or 7',
    ru: 'должен быть версией, например 6.1 или 7',
  },
  niji: {
    en: 'takes a version such as 6, or nothing',
    ru: 'принимает версию, например 6, или ничего',
  },
  words: { en: 'needs the words to leave out', ru: 'требует слов, которые нужно исключить' },
  none: { en: 'takes no value', ru: 'не принимает значения' },
  raw: { en: 'only takes "raw" here', ru: 'здесь принимает только «raw»' },
} satisfies Record<string, Localized | ((...n: number[]) => Localized)>;

const invalid = (flag: string, value: string, problem: Localized) =>
  new ApiError(400, 'midjourney_flag_invalid', {
    field: 'image.prompt',
    flag: `--${flag}`,
    value: value.slice(0, 40),
    rule: problem,
  });

function wholeNumber(flag: string, value: string, max: number, min = 0): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) throw invalid(flag, value, rule.whole(min, max));
  return n;
}

/** Checks one parameter's value and returns what it sets. */
function readFlag(name: string, key: keyof PromptFlags, words: string[]): PromptFlags {
  const value = words.join(' ');
  const noValue = () => {
    if (words.length > 0) throw invalid(name, value, rule.none);
  };
  switch (key) {
    case 'aspectRatio':
      if (!ASPECT_RATIO.test(value)) throw invalid(name, value, rule.ratio);
      return { aspectRatio: value };
    case 'stylize':
    case 'weird':
    case 'chaos':
      return { [key]: wholeNumber(name, value, LIMITS[key]) };
    case 'seed':
      return { seed: wholeNumber(name, value, SEED_MAX) };
    case 'imageWeight': {
      const n = /^(?:\d{1,2}(?:\.\d{1,3})?|\.\d{1,3})$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= 0 && n <= IMAGE_WEIGHT_MAX)) throw invalid(name, value, rule.number(3));
      return { imageWeight: n };
    }
    case 'version':
      if (name === 'niji') {
        if (value && !/^\d{1,2}$/.test(value)) throw invalid(name, value, rule.niji);
        return { version: value ? `niji ${value}` : 'niji' };
      }
      if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(value)) throw invalid(name, value, rule.version);
      return { version: value };
    case 'no':
      if (!value) throw invalid(name, value, rule.words);
      return { no: value };
    case 'tile':
      noValue();
      return { tile: true };
    case 'styleRaw':
      if (name === 'raw') noValue();
      else if (value.toLowerCase() !== 'raw') throw invalid(name, value, rule.raw);
      return { styleRaw: true };
  }
}

/**
 * Splits a prompt into its text and its `--` parameters. Parameters the studio's form offers are
 * checked against the form's limits; anything that changes the price, or that we do not know,
 * is a 400 naming it (decision 127). The prompt sent on is rebuilt from what was checked.
 *
 * @example parsePrompt('a cat --s 250 --ar 16:9') // { text: 'a cat', flags: { stylize: 250, aspectRatio: '16:9' } }
 */
export function parsePrompt(prompt: string): { text: string; flags: PromptFlags } {
  const text: string[] = [];
  const flags: PromptFlags = {};
  let current: { name: string; key: keyof PromptFlags; words: string[] } | undefined;
  const finish = () => {
    if (current) Object.assign(flags, readFlag(current.name, current.key, current.words));
  };
  for (const word of joinSpacedFlags(normalizePrompt(prompt).trim().split(/\s+/))) {
    const flag = FLAG.exec(word);
    if (!flag?.[1]) {
      (current ? current.words : text).push(word);
      continue;
    }
    finish();
    const name = flag[1].toLowerCase();
    const key = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
    if (!key) {
      const code = PRICED.has(name) ? 'midjourney_flag_priced' : 'midjourney_flag_unknown';
      throw new ApiError(400, code, { field: 'image.prompt', flag: `--${name.slice(0, 40)}` });
    }
    if (flags[key] !== undefined) throw twice(name);
    current = { name, key, words: [] };
  }
  finish();
  return { text: text.join(' '), flags };
}

/**
 * Joins a parameter written apart from its dashes (`-- r 40` is `--r 40`): the dashes alone, then
 * a name Midjourney knows. Dashes before any other word stay text (`cats -- animals`).
 */
function joinSpacedFlags(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const name = words[i + 1]?.toLowerCase() ?? '';
    const known = Object.hasOwn(ALIASES, name) || PRICED.has(name);
    if (known && DASHES_ONLY.test(word)) {
      joined.push(`--${name}`);
      i++;
    } else joined.push(word);
  }
  return joined;
}

/** The same parameter given twice (in the prompt, or in the prompt and the form). */
export const twice = (name: string) =>
  new ApiError(400, 'midjourney_flag_twice', { field: 'image.prompt', flag: `--${name}` });
