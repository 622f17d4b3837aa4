import { clientSettings, publishSettings } from '../../lib/settings/client-settings';
import type { Settings } from '../../lib/settings/settings';
import { type Theme, themeCookie } from '../../lib/theme';

/** Puts the theme on <html> now and in the cookie the server reads for signed-out pages. */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server.
  document.cookie = `${themeCookie}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * `PATCH /v1/user` with `body`; on success the tab's settings become the answer's and every
 * listener hears of it. Returns the api's localized error message on refusal.
 *
 * @example await patchUser({ settings: { sendOn: 'ctrl-enter' } })
 */
export async function patchUser(body: Record<string, unknown>): Promise<string | null> {
  try {
    const response = await fetch('/api/v1/user', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as {
      message?: string;
      settings?: Settings;
    };
    if (!response.ok) return json.message ?? String(response.status);
    publishSettings({ ...clientSettings(), ...json.settings });
    return null;
  } catch {
    return '';
  }
}
