'use client';

import { useMemo } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { modelName } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { toPickerModels } from '../chat/picker-models';
import { useCatalog } from '../chat/use-catalog';
import { useFavoriteModels } from '../chat/use-favorite-models';
import { IconButton } from '../ui/icon-button';
import { X } from '../ui/icons';
import { ModelPicker } from '../ui/model-picker';
import './compare.css';

/**
 * The models a comparison adds to the one already answering: chips that can be removed, and the
 * kit's model picker to add one more, up to `max`.
 */
export function CompareModels({
  models,
  max,
  onChange,
}: {
  models: string[];
  max: number;
  onChange: (models: string[]) => void;
}) {
  const locale = useLocale();
  const catalog = useCatalog();
  const favorites = useFavoriteModels();
  const list = catalog?.models ?? [];
  const names = Object.fromEntries(list.map((model) => [model.id, model.title]));
  const pickerModels = useMemo(() => toPickerModels(list, locale), [list, locale]);
  return (
    <div className="compare-models" data-testid="compare-models">
      {models.length > 0 && (
        <ul className="compare-chips" aria-label={m.compare_chosen({}, { locale })}>
          {models.map((id) => (
            <li key={id} className="compare-chip" data-testid="compare-chip">
              <span>{modelName(id, names)}</span>
              <IconButton
                label={m.compare_remove_model({ name: modelName(id, names) }, { locale })}
                icon={<X size={14} aria-hidden />}
                onClick={() => onChange(models.filter((other) => other !== id))}
                data-testid="compare-remove"
              />
            </li>
          ))}
        </ul>
      )}
      {models.length < max && (
        <ModelPicker
          label={m.compare_add_model({}, { locale })}
          models={pickerModels}
          value=""
          onChange={(id) => onChange(models.includes(id) ? models : [...models, id])}
          favorites={favorites.favorites}
          onToggleFavorite={favorites.toggle}
          ready={catalog !== undefined}
          testId="compare-add"
          placeholder={m.compare_add_model({}, { locale })}
        />
      )}
    </div>
  );
}
