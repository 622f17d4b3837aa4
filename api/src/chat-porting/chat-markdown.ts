import type { Locale } from '../lib/messages';
import { shownBranch } from './chat-export';
import type { ExportedChat } from './export-format';

const LABELS = {
  en: {
    model: 'Model',
    created: 'Created',
    updated: 'Updated',
    user: 'You',
    assistant: 'Assistant',
    system: 'System',
    attachments: 'Attachments',
    stopped: 'stopped',
    error: 'not finished: an error',
    thinking: 'Thinking',
    thoughtFor: (seconds: string) => `thought for ${seconds} s`,
  },
  ru: {
    model: 'Модель',
    created: 'Создан',
    updated: 'Изменён',
    user: 'Вы',
    assistant: 'Ассистент',
    system: 'Система',
    attachments: 'Вложения',
    stopped: 'остановлен',
    error: 'не закончен: ошибка',
    thinking: 'Размышления',
    thoughtFor: (seconds: string) => `${seconds} с`,
  },
} as const;

/** `2026-11-23 21:05 UTC`: dates in an export stay in UTC, unambiguous wherever it is read. */
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * An answer's thinking, collapsed where Markdown is rendered (`<details>`, as GitHub and most
 * viewers show it) and quoted where it is read as text. `<` is escaped so the thinking cannot
 * close the section or add markup of its own.
 */
function thinking(reasoning: { text: string; ms?: number }, locale: Locale): string[] {
  const t = LABELS[locale];
  const seconds = Math.round((reasoning.ms ?? 0) / 1000);
  const label = seconds > 0 ? `${t.thinking} (${t.thoughtFor(String(seconds))})` : t.thinking;
  const quoted = reasoning.text
    .trim()
    .replaceAll('<', '&lt;')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'));
  return ['<details>', `<summary>${label}</summary>`, '', ...quoted, '', '</details>'];
}

/**
 * One chat as readable Markdown: title, model and dates, then the branch being shown, each
 * message under a heading naming who wrote it, its attachments listed by name.
 *
 * @example chatMarkdown(exported.chats[0], 'ru') // '# Хлеб\n\n- Модель: …'
 */
export function chatMarkdown(chat: ExportedChat, locale: Locale): string {
  const t = LABELS[locale];
  const lines = [`# ${chat.name}`, ''];
  if (chat.model) lines.push(`- ${t.model}: ${chat.model}`);
  lines.push(`- ${t.created}: ${utc(chat.createdAt)}`, `- ${t.updated}: ${utc(chat.updatedAt)}`);
  for (const message of shownBranch(chat)) {
    const who = t[message.role];
    const model = message.role === 'assistant' && message.model ? ` (${message.model})` : '';
    const status =
      message.status === 'stopped' || message.status === 'error' ? `, ${t[message.status]}` : '';
    lines.push('', `## ${who}${model} · ${utc(message.createdAt)}${status}`, '');
    if (message.reasoning?.text.trim()) lines.push(...thinking(message.reasoning, locale), '');
    lines.push(message.content.trim() || '—');
    const files = message.attachments ?? [];
    if (files.length) {
      lines.push('', `${t.attachments}: ${files.map((f) => `\`${f.name}\``).join(', ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
