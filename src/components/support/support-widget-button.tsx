'use client';

import { useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { loadScript } from '../../lib/load-script';
import { useHydrated } from '../../lib/use-hydrated';

export type SupportWidgetLabels = {
  /** The button: "Chat with support". */
  open: string;
  loading: string;
  /** Shown once the widget's script has run (the widget shows its own window). */
  opened: string;
  failed: string;
  /** No widget configured for this deployment. */
  unavailable: string;
};

type Props = {
  /** `SUPPORT_WIDGET_URL` of the web Worker, or null when the deployment has none. */
  url: string | null;
  /** The widget's language: the interface language (SPEC §9: ru by default). */
  language: Locale;
  labels: SupportWidgetLabels;
};

type State = 'idle' | 'loading' | 'opened' | 'failed';

/**
 * "Chat with support" (SPEC §1, §7): the helpdesk's script is added only when asked for, once
 * per page, with `data-lang` set to the interface language and `data-default-open` so its window
 * opens at once (the HelpDeskEddy embed's attributes; docs/decisions/085-analytics-and-support-widget.md).
 * A load failure is only logged (SPEC §8), and the button says it could not load; a later click
 * tries again.
 */
export function SupportWidgetButton({ url, language, labels }: Props) {
  const [state, setState] = useState<State>('idle');
  const hydrated = useHydrated();

  if (!url) {
    return (
      <p className="support-widget-unavailable" data-testid="support-widget-unavailable">
        {labels.unavailable}
      </p>
    );
  }

  const open = async () => {
    if (state === 'loading' || state === 'opened') return;
    setState('loading');
    try {
      await loadScript(url, { 'data-lang': language, 'data-default-open': 'true' });
      setState('opened');
    } catch (error) {
      console.error('Support widget failed to load', error);
      setState('failed');
    }
  };

  return (
    <div className="support-widget" data-testid="support-widget" data-hydrated={hydrated}>
      <button
        type="button"
        onClick={open}
        disabled={!hydrated || state === 'loading'}
        aria-busy={state === 'loading'}
        data-testid="support-widget-button"
      >
        {labels.open}
      </button>
      <p role="status" className="support-widget-status" data-testid="support-widget-status">
        {state === 'loading'
          ? labels.loading
          : state === 'opened'
            ? labels.opened
            : state === 'failed'
              ? labels.failed
              : ''}
      </p>
    </div>
  );
}
