'use client';

import { useId } from 'react';

export type SegmentedOption<Value extends string> = { value: Value; label: string };

/**
 * A small set of exclusive choices shown at once (radio buttons drawn as one control), for
 * choices of two to six short options; longer lists take a Select.
 *
 * @example <Segmented label="Images" value="2" options={counts} onChange={setCount} />
 */
export function Segmented<Value extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: Value;
  options: SegmentedOption<Value>[];
  onChange: (next: Value) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="segmented segmented-control" data-testid={testId}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented-option" data-active={option.value === value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
