import policyEn from '../../../content/legal/policy.en.md?raw';
import policyRu from '../../../content/legal/policy.ru.md?raw';
import termsEn from '../../../content/legal/terms.en.md?raw';
import termsRu from '../../../content/legal/terms.ru.md?raw';
import type { Locale } from '../../i18n/locales';
import { type LegalDocument, parseLegalMarkdown } from '../../lib/legal/legal-markdown';

const sources = {
  policy: { en: policyEn, ru: policyRu },
  terms: { en: termsEn, ru: termsRu },
} as const;

export type LegalName = keyof typeof sources;

/** One of the committed legal documents (content/legal/) in `locale`. */
export function legalDocument(name: LegalName, locale: Locale): LegalDocument {
  return parseLegalMarkdown(sources[name][locale]);
}
