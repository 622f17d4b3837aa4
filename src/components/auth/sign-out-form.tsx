'use client';

import { useHydrated } from '../../lib/use-hydrated';

/**
 * The sign-out button: a plain form (works without JavaScript). Its submission also aborts the
 * page's background loads, so none of them lands after the session is gone; the entry listens
 * for that from before hydration (`abortLoadsOnSignOut` in src/lib/page-loads.ts).
 */
export function SignOutForm({ locale, label }: { locale: string; label: string }) {
  const hydrated = useHydrated();
  return (
    <form method="post" action="/api/auth/logout" data-sign-out>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button" data-testid="sign-out" data-hydrated={hydrated}>
        {label}
      </button>
    </form>
  );
}
