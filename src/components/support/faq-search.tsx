'use client';

import { useDeferredValue, useRef, useState } from 'react';
import type { FaqItem } from '../../../content/support/faq';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';

type Labels = { search: string; found: string; none: string };

/** Lower case without the difference between е and ё, so "еще" finds "ещё". */
const normalize = (text: string) => text.toLocaleLowerCase().replaceAll('ё', 'е');

/**
 * The support FAQ with a search box that narrows the questions as one types. Each answer is a
 * native disclosure (`<details>`), so it opens by keyboard without any script.
 */
export function FaqSearch({ items, labels }: { items: FaqItem[]; labels: Labels }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const queryField = useRef<HTMLInputElement>(null);
  useKeepTyped(queryField, setQuery);
  const deferred = useDeferredValue(query);
  const words = normalize(deferred).split(/\s+/).filter(Boolean);
  const shown = items.filter((item) => {
    const text = normalize(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
  return (
    <div className="faq" data-testid="support-faq" data-hydrated={hydrated}>
      <div className="field">
        <label htmlFor="faq-search">{labels.search}</label>
        <input
          id="faq-search"
          type="search"
          ref={queryField}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="faq-search"
        />
      </div>
      <p className="muted" role="status" data-testid="faq-count">
        {shown.length === 0
          ? labels.none
          : words.length > 0
            ? labels.found.replace('{count}', String(shown.length))
            : ''}
      </p>
      <ul className="faq-list">
        {shown.map((item) => (
          <li key={item.question}>
            <details className="disclosure" data-testid="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
