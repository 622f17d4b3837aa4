'use client';

import { useLocale } from '../../i18n/locale-context';
import {
  aspectRatios,
  paramLimits,
  promptSuffix,
  type StudioParams,
  versions,
} from '../../lib/midjourney/prompt-preview';
import * as m from '../../paraglide/messages.js';
import { Select } from '../ui/select';

type NumberParam = keyof typeof paramLimits;

/** Aspect ratio, stylize, weird, chaos and version, with what they add to the prompt, live. */
export function ParameterControls({
  params,
  onChange,
}: {
  params: StudioParams;
  onChange: (next: StudioParams) => void;
}) {
  const locale = useLocale();
  const numbers: [NumberParam, string][] = [
    ['stylize', m.midjourney_stylize({}, { locale })],
    ['weird', m.midjourney_weird({}, { locale })],
    ['chaos', m.midjourney_chaos({}, { locale })],
  ];
  const suffix = promptSuffix(params);
  return (
    <fieldset className="mj-params">
      <label>
        {m.midjourney_aspect_ratio({}, { locale })}
        <Select
          value={params.aspectRatio}
          data-testid="mj-aspect-ratio"
          onChange={(e) => onChange({ ...params, aspectRatio: e.target.value })}
        >
          {aspectRatios.map((ratio) => (
            <option key={ratio} value={ratio}>
              {ratio}
            </option>
          ))}
        </Select>
      </label>
      {numbers.map(([name, label]) => (
        <label key={name}>
          {label}
          <input
            className="input"
            type="number"
            min={0}
            max={paramLimits[name]}
            step={1}
            value={params[name]}
            data-testid={`mj-${name}`}
            onChange={(e) => {
              const value = Math.round(Number(e.target.value) || 0);
              onChange({ ...params, [name]: Math.min(Math.max(value, 0), paramLimits[name]) });
            }}
          />
        </label>
      ))}
      <label>
        {m.midjourney_version({}, { locale })}
        <Select
          value={params.version}
          onChange={(e) => onChange({ ...params, version: e.target.value })}
        >
          {versions.map((version) => (
            <option key={version} value={version}>
              {version || m.midjourney_version_default({}, { locale })}
            </option>
          ))}
        </Select>
      </label>
      <output className="mj-suffix muted" data-testid="mj-suffix" aria-live="polite">
        {suffix ? (
          <>
            {m.midjourney_adds({ suffix: '' }, { locale }).trim()} <code>{suffix}</code>
          </>
        ) : (
          m.midjourney_adds_nothing({}, { locale })
        )}
      </output>
    </fieldset>
  );
}
