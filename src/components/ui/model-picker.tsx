'use client';

import { type KeyboardEvent, lazy, useEffect, useRef, useState } from 'react';
import { ChevronDown } from './icons';
import { LazyPart } from './lazy-part';
import type { PickerModel } from './model-picker-option';
import './model-picker.css';

export type { PickerModel } from './model-picker-option';

const loadPopup = () => import('./model-picker-popup');
const ModelPickerPopup = lazy(loadPopup);

/**
 * The kit's model picker: a button naming the model that opens a searchable listbox grouped by
 * provider, with capability icons, the price per 1,000 tokens, the context size and favourites.
 * Keyboard: typing on the button opens it with the search started; ↑/↓ move, Enter picks,
 * Shift+Enter stars, Esc closes. The open list's code loads on first use (it is warmed when the
 * pointer or the focus reaches the button), so pages that only show the button do not carry it.
 *
 * @example <ModelPicker label="Model" models={models} value={id} onChange={setId} favorites={[]} onToggleFavorite={toggle} />
 */
export function ModelPicker(props: {
  label: string;
  models: PickerModel[];
  value: string;
  onChange: (id: string) => void;
  favorites: string[];
  onToggleFavorite: (id: string) => void;
  ready?: boolean;
  testId?: string;
  /** Shown while no model is chosen (`value` names none), e.g. "Add a model". */
  placeholder?: string;
}) {
  const { label, models, value, favorites, testId = 'model-picker' } = props;
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = models.find((model) => model.id === value);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const warm = () => void loadPopup().catch(() => undefined);
  const show = (typed = '') => {
    setInitialQuery(typed);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      show(event.key);
    }
  };

  return (
    <span className="model-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="select model-picker-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={current || !props.placeholder ? `${label}: ${current?.name ?? value}` : label}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKey}
        onPointerEnter={warm}
        onFocus={warm}
        data-testid={testId}
        data-ready={props.ready}
        data-value={value}
      >
        <span className="model-picker-current">
          {current?.name ?? (props.placeholder || value)}
        </span>
        <ChevronDown size={16} aria-hidden className="model-picker-chevron" />
      </button>
      {open && (
        <LazyPart>
          <ModelPickerPopup
            label={label}
            models={models}
            value={value}
            favorites={favorites}
            initialQuery={initialQuery}
            testId={testId}
            onPick={(id) => {
              props.onChange(id);
              close(true);
            }}
            onToggleFavorite={props.onToggleFavorite}
            onClose={close}
          />
        </LazyPart>
      )}
    </span>
  );
}
