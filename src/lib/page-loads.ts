/**
 * The page's background loads (lists, balances, ledgers) share one abort signal that signing out
 * fires: the form's navigation then never races loads that would come back 401 into a page that
 * is leaving. Once fired it stays fired, so an island that hydrates or mounts after the click
 * (the page hydrates in a transition, decision 173) does not start a load either; a page the
 * browser shows again from its back-forward cache gets a fresh signal.
 */
let controller = new AbortController();

if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && controller.signal.aborted) controller = new AbortController();
  });

/** The signal to pass to a background load, combined with the caller's own if it has one. */
export function pageLoadSignal(own?: AbortSignal): AbortSignal {
  return own ? AbortSignal.any([controller.signal, own]) : controller.signal;
}

/** Aborts every background load in flight and every later one while the page is leaving. */
export function abortPageLoads(): void {
  controller.abort();
}

/**
 * From the first moment of the page (the entry calls this before hydrating), a sign-out form
 * (`form[data-sign-out]`) that is submitted fires the abort, even when it was clicked before the
 * page was live: the islands that hydrate while the form's navigation is under way then start no
 * load that would come back 401.
 *
 * The abort waits one task: the browser checks that the form is still in the document right
 * after the submit event, and React flushes updates made during that event before the check. An
 * aborted load's re-render could replace the form there, and the browser would drop the sign-out
 * ("form is not connected"). A task later the navigation is already under way.
 */
export function abortLoadsOnSignOut(): void {
  document.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.hasAttribute('data-sign-out'))
      return;
    setTimeout(() => {
      if (!event.defaultPrevented) abortPageLoads();
    }, 0);
  });
}
