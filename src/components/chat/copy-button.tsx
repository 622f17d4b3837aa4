'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';

/** Copies text to the clipboard and says so for a moment. */
export function CopyButton({ text, testId = 'copy' }: { text: string; testId?: string }) {
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="icon-button" onClick={copy} data-testid={testId}>
      {copied ? m.chat_copied({}, { locale }) : m.chat_copy({}, { locale })}
    </button>
  );
}
