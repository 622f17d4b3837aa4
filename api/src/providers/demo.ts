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

/** The demo's reply: short markdown quoting the question, so every screen can be tried offline. */
export function demoReply(question: string): string {
  const quoted = question.replace(/\s+/g, ' ').trim().slice(0, 120) || '…';
  const words = quoted.split(' ').length;
  return [
    '**Demo mode (offline)** — no model provider is configured, so this answer is made up locally.',
    '',
    `> ${quoted}`,
    '',
    `- Your question has ${words} word${words === 1 ? '' : 's'}.`,
    '- Set `OPENAI_BASE_URL`, `GOOGLE_API_KEY` or another provider in `api/.dev.vars` for real answers.',
  ].join('\n');
}

/** Streams the demo reply word by word with short pauses; usage counts words. */
export function demoAnswer(prompt: GenerationPrompt): TextSource {
  const question = lastQuestion(prompt);
  return async function* streamDemo(signal): AsyncIterable<SourcePart> {
    const pieces = demoReply(question).split(/(?<=\s)/);
    for (let i = 0; i < pieces.length; i += 3) {
      if (signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      yield { type: 'delta', text: pieces.slice(i, i + 3).join('') };
    }
    yield { type: 'usage', input: question.split(/\s+/).length, output: pieces.length };
  };
}
