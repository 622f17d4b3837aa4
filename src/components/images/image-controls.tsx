'use client';

import { useLocale } from '../../i18n/locale-context';
import type { ImageModelInfo } from '../../lib/images/image-turns';
import * as m from '../../paraglide/messages.js';
import { Segmented } from '../ui/segmented';
import { Select } from '../ui/select';

export interface ImageChoice {
  modelId: string;
  size: string;
  n: number;
}

/** The image model, size and count pickers; a model change keeps size and count valid. */
export function ImageControls({
  models,
  choice,
  onChange,
}: {
  models: ImageModelInfo[];
  choice: ImageChoice;
  onChange: (next: ImageChoice) => void;
}) {
  const locale = useLocale();
  const model = models.find((item) => item.id === choice.modelId) ?? models[0];
  const pickModel = (id: string) => {
    const next = models.find((item) => item.id === id);
    if (!next) return;
    onChange({
      modelId: id,
      size: next.sizes.includes(choice.size) ? choice.size : (next.sizes[0] ?? ''),
      n: Math.min(choice.n, next.maxImages),
    });
  };
  return (
    <fieldset className="img-controls">
      <label>
        <span>{m.images_model({}, { locale })}</span>
        <Select
          value={choice.modelId}
          onChange={(e) => pickModel(e.target.value)}
          data-testid="img-model"
        >
          {models.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </Select>
      </label>
      <label>
        <span>{m.images_size({}, { locale })}</span>
        <Select
          value={choice.size}
          onChange={(e) => onChange({ ...choice, size: e.target.value })}
          data-testid="img-size"
        >
          {(model?.sizes ?? []).map((size) => (
            <option key={size} value={size}>
              {size.replace('x', ' × ')}
            </option>
          ))}
        </Select>
      </label>
      <div className="img-count">
        <span>{m.images_count({}, { locale })}</span>
        <Segmented
          label={m.images_count({}, { locale })}
          value={String(choice.n)}
          options={Array.from({ length: model?.maxImages ?? 1 }, (_, i) => ({
            value: String(i + 1),
            label: String(i + 1),
          }))}
          onChange={(next) => onChange({ ...choice, n: Number(next) })}
          testId="img-count"
        />
      </div>
    </fieldset>
  );
}
