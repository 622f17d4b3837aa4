'use client';

import { lazy, type RefObject, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { citationAnchor } from '../../lib/chat/citations';
import type { Citation } from '../../lib/chat/types';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { LazyPart } from '../ui/lazy-part';

// Few answers cite, and fewer citations are opened: the viewer loads on the first click.
const PassageDialog = lazy(() =>
  import('./passage-dialog').then((module) => ({ default: module.PassageDialog })),
);

const refNumber = /-source-(\d+)$/;

/**
 * The "Sources" list under an answer that cites knowledge bases, and the passage viewer: a
 * source, or its `[n]` in the answer's text (`body`), opens the passage it stands for.
 */
export function AnswerSources({
  messageId,
  citations,
  body,
}: {
  messageId: string;
  citations: Citation[];
  /** The answer's text, whose `[n]` links open passages too. */
  body: RefObject<HTMLElement | null>;
}) {
  const locale = useLocale();
  const [opened, setOpened] = useState<Citation>();
  // The sources hydrate with the conversation, after the composer (decision 184).
  const hydrated = useHydrated();
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a.citation-ref');
      const n = Number(refNumber.exec(link?.getAttribute('href') ?? '')?.[1]);
      const citation = citations.find((item) => item.n === n);
      if (!citation) return;
      event.preventDefault();
      setOpened(citation);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [body, citations]);
  return (
    <section className="answer-sources" data-testid="answer-sources" data-hydrated={hydrated}>
      <h2 className="answer-sources-title">{m.citations_sources({}, { locale })}</h2>
      <ol className="answer-sources-list">
        {citations.map((citation) => (
          <li key={citation.n} id={citationAnchor(messageId, citation.n)}>
            <button
              type="button"
              className="answer-source"
              onClick={() => setOpened(citation)}
              data-testid="answer-source"
            >
              <span className="answer-source-n">{citation.n}</span>
              <span className="answer-source-name">{citation.documentName}</span>
              {(citation.page !== undefined || citation.section) && (
                <span className="answer-source-where">
                  {citation.page !== undefined
                    ? m.citations_page({ page: citation.page }, { locale })
                    : m.citations_section({ section: citation.section ?? '' }, { locale })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      {opened && (
        <LazyPart>
          <PassageDialog citation={opened} onClose={() => setOpened(undefined)} />
        </LazyPart>
      )}
    </section>
  );
}
