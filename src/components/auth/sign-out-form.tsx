'use client';

import { abortPageLoads } from '../../lib/page-loads';

/**
 * The sign-out button: a plain form (works without JavaScript) that, once hydrated, first aborts
 * the page's background loads so none of them lands after the session is gone.
 */
export function SignOutForm({ locale, label }: { locale: string; label: string }) {
  return (
    <form method="post" action="/api/auth/logout" onSubmit={abortPageLoads}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button" data-testid="sign-out">
        {label}
      </button>
    </form>
  );
}
