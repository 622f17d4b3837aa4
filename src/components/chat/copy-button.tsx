'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Check, Copy } from '../ui/icons';
import { showToast } from '../ui/toast-store';

/** Copies text to the clipboard; the icon turns to a tick for a moment and a toast says so. */
export function CopyButton({ text, testId = 'copy' }: { text: string; testId?: string }) {
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast(m.ui_copied_toast({}, { locale }), { kind: 'success' });
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
      showToast(m.ui_copy_failed({}, { locale }), { kind: 'error' });
    }
  };
  return (
    <IconButton
      label={copied ? m.chat_copied({}, { locale }) : m.chat_copy({}, { locale })}
      icon={copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
      onClick={copy}
      data-testid={testId}
      data-copied={copied}
    />
  );
}
