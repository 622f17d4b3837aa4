'use client';

import { useId, useState } from 'react';
import { wholeNumberInput } from '../../lib/admin/rub-input';
import { callApi } from '../../lib/call-api';
import { fill, formatNumber } from '../../lib/format';
import type { AdminModel } from './admin-api';
import type { AdminTexts } from './admin-texts';

type Props = {
  model: AdminModel;
  locale: string;
  texts: AdminTexts;
  onSaved: (message: string) => Promise<void>;
};

/** One model's editable row; an emptied name or price goes back to the code's default. */
export function ModelRow({ model, locale, texts, onSaved }: Props) {
  const id = useId();
  const [enabled, setEnabled] = useState(model.enabled);
  const [name, setName] = useState(model.nameOverride ?? '');
  const [input, setInput] = useState(String(model.prices.inputKopecksPerMillion));
  const [output, setOutput] = useState(String(model.prices.outputKopecksPerMillion));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const price = (text: string, fallback: number) => {
    const value = wholeNumberInput(text);
    return value === undefined || value === fallback ? null : value;
  };
  const save = async () => {
    if (wholeNumberInput(input) === null || wholeNumberInput(output) === null) {
      return setError(texts.invalidNumber);
    }
    setBusy(true);
    setError(undefined);
    const result = await callApi(`/v1/admin/models/${encodeURIComponent(model.id)}`, 'PATCH', {
      enabled,
      name: name.trim() || null,
      prices: {
        inputKopecksPerMillion: price(input, model.defaultPrices.inputKopecksPerMillion),
        outputKopecksPerMillion: price(output, model.defaultPrices.outputKopecksPerMillion),
      },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message ?? texts.failed);
    await onSaved(fill(texts.modelSaved, { model: model.id }));
  };
  const defaultName = locale === 'ru' ? model.defaultName.ru : model.defaultName.en;
  return (
    <tr data-testid="admin-model-row" data-model={model.id}>
      <th scope="row">
        <code>{model.id}</code>
        {error && (
          <span role="alert" className="form-error admin-sub">
            {error}
          </span>
        )}
      </th>
      <td>
        <input
          type="checkbox"
          checked={enabled}
          aria-label={`${texts.modelEnabled}: ${model.id}`}
          onChange={(event) => setEnabled(event.target.checked)}
          data-testid="admin-model-enabled"
        />
      </td>
      <td>
        <input
          className="input"
          id={`${id}-name`}
          aria-label={`${texts.modelName}: ${model.id}`}
          placeholder={defaultName}
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="admin-model-name"
        />
      </td>
      {(
        [
          [input, setInput, model.defaultPrices.inputKopecksPerMillion, texts.modelInput],
          [output, setOutput, model.defaultPrices.outputKopecksPerMillion, texts.modelOutput],
        ] as const
      ).map(([value, setValue, fallback, label]) => (
        <td key={label}>
          <input
            inputMode="numeric"
            aria-label={`${label}: ${model.id}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="input admin-number-input"
          />
          <span className="admin-sub">
            {fill(texts.modelDefault, { value: formatNumber(fallback, locale) })}
          </span>
        </td>
      ))}
      <td>
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={() => void save()}
          data-testid="admin-model-save"
        >
          {texts.save}
        </button>
      </td>
    </tr>
  );
}
