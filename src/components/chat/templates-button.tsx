'use client';

import { lazy, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { BookText } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';

const TemplatesPanel = lazy(() =>
  import('./templates-panel').then((module) => ({ default: module.TemplatesPanel })),
);

/** Opens the prompt templates panel, whose code and data load on first use. */
export function TemplatesButton({ onPick }: { onPick: (text: string) => void }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="templates-open"
      >
        <BookText size={16} aria-hidden />
        <span className="composer-tool-label">{m.templates_instruction_open({}, { locale })}</span>
      </button>
      {open && (
        <LazyPart>
          <TemplatesPanel
            onClose={() => setOpen(false)}
            onPick={(text) => {
              onPick(text);
              setOpen(false);
            }}
          />
        </LazyPart>
      )}
    </>
  );
}
