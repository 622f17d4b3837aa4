'use client';

import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { Search } from './icons';
import { ModelPickerOption, type PickerModel } from './model-picker-option';

/** The listed order: favourites first, then each group in the order models arrive. */
function arrange(models: PickerModel[], favorites: string[], query: string) {
  const q = query.trim().toLowerCase();
  const shown = q
    ? models.filter((model) =>
        [model.name, model.id, model.group].some((text) => text.toLowerCase().includes(q)),
      )
    : models;
  const groups = new Map<string, PickerModel[]>();
  const starred = shown.filter((model) => favorites.includes(model.id));
  for (const model of shown) {
    if (favorites.includes(model.id)) continue;
    groups.set(model.group, [...(groups.get(model.group) ?? []), model]);
  }
  return { starred, groups: [...groups], flat: [...starred, ...[...groups.values()].flat()] };
}

/**
 * The open model picker (its code loads on the first open, decision 142): the search field, which
 * holds focus (aria-activedescendant), and the listbox grouped by provider. ↑/↓ move, Enter
 * picks, Shift+Enter stars, Esc closes (focus back on the button), Tab leaves.
 */
export default function ModelPickerPopup(props: {
  label: string;
  models: PickerModel[];
  value: string;
  favorites: string[];
  initialQuery: string;
  testId: string;
  onPick: (id: string) => void;
  onToggleFavorite: (id: string) => void;
  onClose: (refocus: boolean) => void;
}) {
  const { label, models, value, favorites, testId } = props;
  const locale = useLocale();
  const baseId = useId();
  const [query, setQuery] = useState(props.initialQuery);
  const [chosenActive, setActive] = useState(value);
  const search = useRef<HTMLInputElement>(null);
  const { starred, groups, flat } = useMemo(
    () => arrange(models, favorites, query),
    [models, favorites, query],
  );
  // The option the arrows last reached, or the first one when a search hid it.
  const reached = flat.findIndex((model) => model.id === chosenActive);
  const activeIndex = reached >= 0 ? reached : flat.length > 0 ? 0 : -1;
  const active = flat[activeIndex]?.id ?? chosenActive;
  const optionId = (id: string) => `${baseId}-o-${flat.findIndex((model) => model.id === id)}`;
  const activeDomId = activeIndex >= 0 ? `${baseId}-o-${activeIndex}` : undefined;

  useEffect(() => search.current?.focus(), []);
  // The active option stays in view as the arrows move it.
  useEffect(() => {
    if (activeDomId) document.getElementById(activeDomId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeDomId]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && flat.length > 0) {
      event.preventDefault();
      const next = flat[(activeIndex + step + flat.length) % flat.length];
      if (next) setActive(next.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = flat[activeIndex];
      if (!chosen) return;
      if (event.shiftKey) props.onToggleFavorite(chosen.id);
      else props.onPick(chosen.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onClose(true);
    } else if (event.key === 'Tab') {
      props.onClose(false);
    }
  };
  const option = (model: PickerModel) => (
    <ModelPickerOption
      key={model.id}
      model={model}
      domId={optionId(model.id)}
      selected={model.id === value}
      active={model.id === active}
      favorite={favorites.includes(model.id)}
      onPick={() => props.onPick(model.id)}
      onHover={() => setActive(model.id)}
      onToggleFavorite={() => props.onToggleFavorite(model.id)}
    />
  );
  const group = (name: string, list: PickerModel[], key: string) => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is a form's)
    <div key={key} role="group" aria-labelledby={`${baseId}-${key}`} className="model-group">
      <div id={`${baseId}-${key}`} className="model-group-name">
        {name}
      </div>
      {list.map(option)}
    </div>
  );

  return (
    <div className="model-picker-popup" data-testid={`${testId}-popup`}>
      <label className="model-picker-search">
        <Search size={16} aria-hidden />
        <span className="visually-hidden">{m.picker_search({}, { locale })}</span>
        <input
          ref={search}
          className="model-picker-input"
          role="combobox"
          aria-expanded
          aria-controls={`${baseId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeDomId}
          placeholder={m.picker_search({}, { locale })}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
          data-testid={`${testId}-search`}
        />
      </label>
      <div id={`${baseId}-list`} role="listbox" aria-label={label} className="model-list">
        {starred.length > 0 && group(m.picker_favorites({}, { locale }), starred, 'fav')}
        {groups.map(([name, list], index) => group(name, list, `g${index}`))}
      </div>
      {flat.length === 0 && (
        <p className="model-picker-empty muted" role="status">
          {m.picker_no_match({ query }, { locale })}
        </p>
      )}
      <p className="model-picker-hint muted" aria-hidden>
        {m.picker_hint({}, { locale })}
      </p>
    </div>
  );
}
