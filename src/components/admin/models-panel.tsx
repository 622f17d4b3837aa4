'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { useHydrated } from '../../lib/use-hydrated';
import type { AdminModel } from './admin-api';
import type { AdminTexts } from './admin-texts';
import { ModelRow } from './model-row';

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; models: AdminModel[] };

/** The models the deployment serves: offered or not, their names and prices in kopecks. */
export function ModelsPanel({ locale, texts }: { locale: string; texts: AdminTexts }) {
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [status, setStatus] = useState('');
  const reload = useCallback(async () => {
    const result = await callApi<{ models: AdminModel[] }>('/v1/admin/models');
    if (result.ok) setLoad({ status: 'ready', models: result.data.models });
    else if (!result.aborted) setLoad({ status: 'failed' });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <div className="admin-page" data-testid="admin-models" data-hydrated={hydrated}>
      <p role="status" className="muted" data-testid="admin-models-status">
        {status}
      </p>
      {load.status === 'loading' && <p className="muted">{texts.loading}</p>}
      {load.status === 'failed' && <p role="alert">{texts.loadFailed}</p>}
      {load.status === 'ready' && (
        <div className="admin-table-wrap">
          <table className="data-table" data-testid="admin-models-list">
            <thead>
              <tr>
                <th scope="col">{texts.colModel}</th>
                <th scope="col">{texts.modelEnabled}</th>
                <th scope="col">{texts.modelName}</th>
                <th scope="col">{texts.modelInput}</th>
                <th scope="col">{texts.modelOutput}</th>
                <th scope="col">
                  <span className="visually-hidden">{texts.save}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.models.map((model) => (
                <ModelRow
                  key={model.id}
                  model={model}
                  locale={locale}
                  texts={texts}
                  onSaved={async (message) => {
                    setStatus(message);
                    await reload();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
