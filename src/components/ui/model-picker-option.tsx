'use client';

import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatRubRate, formatTokensShort } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { Brain, Check, Eye, Globe, Image, Star, Wrench } from './icons';

/** One model the picker offers. */
export interface PickerModel {
  id: string;
  name: string;
  /** The group it is listed under (its provider, as people know it). */
  group: string;
  capabilities: string[];
  /** Kopecks per 1,000 input and output tokens (may be fractional). */
  prices?: { input: number; output: number };
  contextWindow?: number;
}

type Labeled = (inputs: Record<string, never>, options: { locale: 'en' | 'ru' }) => string;
const capabilityIcons: [string, (size: number) => ReactNode, Labeled][] = [
  ['reasoning', (size) => <Brain size={size} aria-hidden />, m.picker_cap_reasoning],
  ['tools', (size) => <Wrench size={size} aria-hidden />, m.picker_cap_tools],
  ['vision', (size) => <Eye size={size} aria-hidden />, m.picker_cap_vision],
  ['search', (size) => <Globe size={size} aria-hidden />, m.picker_cap_search],
  ['image', (size) => <Image size={size} aria-hidden />, m.picker_cap_image],
];

/** A row of the picker's listbox: name, capability icons, price per 1,000 tokens and context. */
export function ModelPickerOption({
  model,
  domId,
  selected,
  active,
  favorite,
  onPick,
  onHover,
  onToggleFavorite,
}: {
  model: PickerModel;
  domId: string;
  selected: boolean;
  active: boolean;
  favorite: boolean;
  onPick: () => void;
  onHover: () => void;
  onToggleFavorite: () => void;
}) {
  const locale = useLocale();
  const capabilities = capabilityIcons.filter(([key]) => model.capabilities.includes(key));
  const free = model.prices && model.prices.input === 0 && model.prices.output === 0;
  const price = !model.prices
    ? undefined
    : free
      ? m.picker_free({}, { locale })
      : m.picker_price(
          {
            input: formatRubRate(model.prices.input, locale),
            output: formatRubRate(model.prices.output, locale),
          },
          { locale },
        );
  const context = model.contextWindow
    ? m.picker_context({ size: formatTokensShort(model.contextWindow, locale) }, { locale })
    : undefined;
  const starLabel = (favorite ? m.picker_unstar : m.picker_star)({ model: model.name }, { locale });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field drives the keyboard (aria-activedescendant)
    <div
      id={domId}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className="model-option"
      data-active={active}
      data-value={model.id}
      data-testid="model-option"
      onClick={onPick}
      onMouseMove={onHover}
    >
      <span className="model-option-check" aria-hidden>
        {selected && <Check size={16} />}
      </span>
      <span className="model-option-main">
        <span className="model-option-name">
          {model.name}
          {favorite && (
            <span className="visually-hidden">, {m.picker_starred({}, { locale })}</span>
          )}
          <span className="model-option-caps">
            {capabilities.map(([key, icon, label]) => (
              <span key={key} title={label({}, { locale })} data-capability={key}>
                {icon(14)}
                <span className="visually-hidden">, {label({}, { locale })}</span>
              </span>
            ))}
          </span>
        </span>
        <span className="model-option-meta">{[price, context].filter(Boolean).join(' · ')}</span>
      </span>
      {/* Mouse only: the keyboard stars with Shift+Enter, and an option holds no control. */}
      <span
        className="model-option-star"
        data-on={favorite}
        title={starLabel}
        aria-hidden
        data-testid="model-star"
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          onToggleFavorite();
        }}
      >
        <Star size={16} fill={favorite ? 'currentColor' : 'none'} />
      </span>
    </div>
  );
}
