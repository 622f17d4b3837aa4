'use client';

import { useCopy } from '../../lib/save-text';
import type { ApiKeysTexts } from './api-keys-texts';

type Props = { value: string; texts: ApiKeysTexts; onDone: () => void };

/**
 * The new key, shown this once: it lives only in this component's props, is never stored in the
 * browser, and is gone once the person presses Done or leaves the page.
 */
export function CreatedKey({ value, texts, onDone }: Props) {
  const { copied, copy } = useCopy();
  return (
    <section className="api-keys-created card" data-testid="api-key-created">
      <p role="status">{texts.created}</p>
      <div className="api-keys-created-row">
        <code data-testid="api-key-value">{value}</code>
        <button
          type="button"
          className="button button-small"
          onClick={() => copy(value)}
          data-testid="api-key-copy"
        >
          {copied ? texts.copied : texts.copy}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={onDone}
          data-testid="api-key-done"
        >
          {texts.done}
        </button>
      </div>
    </section>
  );
}
