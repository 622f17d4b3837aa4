import type { Locale } from '../lib/messages';
import type { GenerationPrompt, SourcePart, TextSource } from './text-source';

const PAUSE_MS = 40;

function lastQuestion(prompt: GenerationPrompt): string {
  const last = [...prompt.messages].reverse().find((message) => message.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join(' ')
    .trim();
}

const demoTexts = {
  en: {
    lead: '**Demo mode (offline)** — no model provider is configured, so this answer is made up locally.',
    words: (n: number) => `Your question has ${n} word${n === 1 ? '' : 's'}.`,
    setup:
      'Set `OPENAI_BASE_URL`, `GOOGLE_API_KEY` or another provider in `api/.dev.vars` for real answers.',
  },
  ru: {
    lead: '**Демо-режим (офлайн)** — ни один провайдер моделей не настроен, поэтому ответ составлен локально.',
    words: (n: number) => `Слов в вопросе: ${n}.`,
    setup:
      'Укажите `OPENAI_BASE_URL`, `GOOGLE_API_KEY` или другого провайдера в `api/.dev.vars`, чтобы получать настоящие ответы.',
  },
} satisfies Record<Locale, { lead: string; words: (n: number) => string; setup: string }>;

/**
 * The demo's reply in the reader's language: short markdown quoting the question, so every
 * screen can be tried offline.
 */
export function demoReply(question: string, locale: Locale): string {
  const quoted = question.replace(/\s+/g, ' ').trim().slice(0, 120) || '…';
  const texts = demoTexts[locale];
  return [
    texts.lead,
    '',
    `> ${quoted}`,
    '',
    `- ${texts.words(quoted.split(' ').length)}`,
    `- ${texts.setup}`,
  ].join('\n');
}

/** Streams the demo reply word by word with short pauses; usage counts words. */
export function demoAnswer(prompt: GenerationPrompt, locale: Locale): TextSource {
  const question = lastQuestion(prompt);
  return async function* streamDemo(signal): AsyncIterable<SourcePart> {
    const pieces = demoReply(question, locale).split(/(?<=\s)/);
    for (let i = 0; i < pieces.length; i += 3) {
      if (signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      yield { type: 'delta', text: pieces.slice(i, i + 3).join('') };
    }
    yield { type: 'usage', input: question.split(/\s+/).length, output: pieces.length };
  };
}
