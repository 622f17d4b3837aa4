'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/**
 * Tabs after the ARIA pattern: one tab stop, arrow keys (and Home/End) move and select.
 *
 * @example <Tabs label="Modes" tabs={[{ id: 'text', label: 'Text', panel: <p>…</p> }]} />
 */
export function Tabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { id: string; label: string; panel: ReactNode; disabled?: boolean }[];
}) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const list = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % enabled.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + enabled.length) % enabled.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? enabled.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = enabled[next]?.id;
    setSelected(id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${id}"]`)?.focus();
  };

  return (
    <div className="tabs-frame">
      <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => setSelected(tab.id)}
            data-tab={tab.id}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          className="tab-panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
