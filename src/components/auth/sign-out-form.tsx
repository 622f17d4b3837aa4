'use client';

import { abortPageLoads } from '../../lib/page-loads';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The sign-out button: a plain form (works without JavaScript) that, once hydrated, also aborts
 * the page's background loads so none of them lands after the session is gone.
 *
 * The abort waits one task: the browser checks that the form is still in the document right
 * after this handler, and React flushes updates made during a submit event before that check.
 * An aborted load's re-render could replace the form there, and the browser would drop the
 * sign-out ("form is not connected"). A task later the navigation is already under way.
 */
function abortAfterSubmit() {
  setTimeout(abortPageLoads, 0);
}
export function SignOutForm({ locale, label }: { locale: string; label: string }) {
  const hydrated = useHydrated();
  return (
    <form method="post" action="/api/auth/logout" onSubmit={abortAfterSubmit}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button" data-testid="sign-out" data-hydrated={hydrated}>
        {label}
      </button>
    </form>
  );
}
