import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { m } from '../src/paraglide/messages.js';

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../messages/${locale}.json`, import.meta.url)), 'utf8'),
  );
const messagesDir = fileURLToPath(new URL('../src/paraglide/messages/', import.meta.url));

// `npm run i18n` compacts paraglide's compiled messages (decision 176); they must still say the
// same thing in each language.
describe('the compiled messages', () => {
  const en = catalogue('en');
  const ru = catalogue('ru');
  const messages = m as unknown as Record<
    string,
    (inputs?: Record<string, unknown>, options?: { locale?: 'en' | 'ru' }) => string
  >;

  it('give every catalogue text in the locale asked for', () => {
    const plain = Object.keys(en).filter((key) => key !== '$schema' && !en[key]?.includes('{'));
    expect(plain.length).toBeGreaterThan(900);
    for (const key of plain) {
      expect(messages[key]?.({}, { locale: 'en' })).toBe(en[key]);
      expect(messages[key]?.({}, { locale: 'ru' })).toBe(ru[key]);
    }
  });

  it('fill in their inputs, and speak the base language when no locale is given', () => {
    expect(m.chat_delete_confirm({ name: 'Plan' }, { locale: 'en' })).toBe(
      en.chat_delete_confirm?.replace('{name}', 'Plan'),
    );
    expect(m.chat_delete_confirm({ name: 'План' }, { locale: 'ru' })).toBe(
      ru.chat_delete_confirm?.replace('{name}', 'План'),
    );
    // Without a locale: the base one, English (every call in Beseda names its page's locale).
    expect(m.chat_rename()).toBe(en.chat_rename);
  });

  it('share one chooser instead of one per message', () => {
    const files = readdirSync(messagesDir).filter((f) => f.endsWith('.js') && !f.startsWith('_'));
    for (const file of files) {
      const source = readFileSync(`${messagesDir}${file}`, 'utf8');
      expect(source, file).not.toContain('runtime');
      expect(source, file).toMatch(/= \/\* @__PURE__ \*\/ (text|localized)\(/);
    }
  });
});
