import { describe, expect, it } from 'vitest';
import policyEn from '../../../content/legal/policy.en.md?raw';
import policyRu from '../../../content/legal/policy.ru.md?raw';
import termsEn from '../../../content/legal/terms.en.md?raw';
import termsRu from '../../../content/legal/terms.ru.md?raw';
import { headingId, parseLegalMarkdown } from './legal-markdown';

describe('legal documents', () => {
  it('reads the front matter and the sections of every committed document', () => {
    for (const source of [policyEn, policyRu, termsEn, termsRu]) {
      const doc = parseLegalMarkdown(source);
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(doc.toc.length).toBeGreaterThanOrEqual(6);
      expect(new Set(doc.toc.map((item) => item.id)).size).toBe(doc.toc.length);
    }
    // The same sections in both languages.
    expect(parseLegalMarkdown(policyRu).toc).toHaveLength(parseLegalMarkdown(policyEn).toc.length);
    expect(parseLegalMarkdown(termsRu).toc).toHaveLength(parseLegalMarkdown(termsEn).toc.length);
  });

  it('makes readable anchors in both scripts and refuses a document without a date', () => {
    expect(headingId('Who we are')).toBe('who-we-are');
    expect(headingId('Баланс и цены')).toBe('баланс-и-цены');
    expect(() => parseLegalMarkdown('---\ntitle: X\n---\nbody')).toThrow();
    expect(() => parseLegalMarkdown('no front matter')).toThrow();
  });
});
