import type { Locale } from '../lib/messages';

const MAX_NAME_CHARS = 60;

/**
 * A new chat's name from its first question: the first line, whitespace collapsed, cut at a word
 * boundary near 60 characters with an ellipsis. No provider call.
 *
 * @example chatNameFrom('  How do I\n bake bread at home?') // 'How do I bake bread at home?'
 */
export function chatNameFrom(question: string, locale: Locale): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (!text) return locale === 'en' ? 'New chat' : 'Новый чат';
  if (text.length <= MAX_NAME_CHARS) return text;
  const cut = text.slice(0, MAX_NAME_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
