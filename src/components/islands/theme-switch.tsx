'use client';

import { useState } from 'react';
import { type Theme, themeCookie, themes } from '../../lib/theme';
import { useHydrated } from '../../lib/use-hydrated';

type Props = {
  initial: Theme;
  /** Localized by the server component: the group's name and each option's. */
  legend: string;
  labels: Record<Theme, string>;
  /** Signed in: the choice is also saved to the account's settings, which win on the server. */
  saveToAccount?: boolean;
};

/**
 * Light, dark or system. The choice goes into a cookie so the server renders it on the first
 * byte next time, and onto <html> now; `system` is pure CSS and follows the device live.
 */
export function ThemeSwitch({ initial, legend, labels, saveToAccount }: Props) {
  const [theme, setTheme] = useState<Theme>(initial);
  const hydrated = useHydrated();
  const choose = (next: Theme) => {
    setTheme(next);
    document.documentElement.dataset.theme = next;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server.
    document.cookie = `${themeCookie}=${next}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    if (saveToAccount) {
      void fetch('/api/v1/user', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ settings: { theme: next } }),
      }).catch(() => undefined);
    }
  };
  return (
    <fieldset className="segmented" data-testid="theme-switch" data-hydrated={hydrated}>
      <legend className="visually-hidden">{legend}</legend>
      {themes.map((option) => (
        <label key={option} className="segmented-option" data-active={option === theme}>
          <input
            type="radio"
            name="theme"
            value={option}
            checked={option === theme}
            onChange={() => choose(option)}
            data-testid={`theme-${option}`}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
