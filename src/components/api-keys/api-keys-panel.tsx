import { fill } from '../../lib/format';

('use client');

import { useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { useHydrated } from '../../lib/use-hydrated';
import { ActionsModal } from '../ui/actions-modal';
import type { ApiKey, ApiKeysTexts } from './api-keys-texts';
import { CreatedKey } from './created-key';
import { KeyCreateForm } from './key-create-form';
import { KeyList } from './key-list';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; keys: ApiKey[] };

/** The cabinet's API keys: create (the key shown once), list with use and spend, revoke. */
export function ApiKeysPanel({ locale, texts }: { locale: string; texts: ApiKeysTexts }) {
  const hydrated = useHydrated();
  const listId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [shown, setShown] = useState<string>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const [status, setStatus] = useState('');
  const reload = useCallback(async () => {
    const result = await callApi<{ keys: ApiKey[] }>('/v1/api-keys');
    if (result.ok) setLoad({ status: 'ready', keys: result.data.keys });
    else if (!('aborted' in result && result.aborted)) setLoad({ status: 'failed' });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const revoke = async (key: ApiKey) => {
    setRevoking(undefined);
    const result = await callApi(`/v1/api-keys/${encodeURIComponent(key.id)}`, 'DELETE');
    setStatus(result.ok || result.status === 404 ? texts.revoked : texts.failed);
    await reload();
  };
  return (
    <div className="api-keys-page" data-testid="api-keys-panel" data-hydrated={hydrated}>
      <KeyCreateForm
        texts={texts}
        onCreated={async (key) => {
          setShown(key);
          setStatus('');
          await reload();
        }}
      />
      {shown && <CreatedKey value={shown} texts={texts} onDone={() => setShown(undefined)} />}
      <section className="api-keys-section" aria-labelledby={listId}>
        <h2 id={listId}>{texts.listTitle}</h2>
        {load.status === 'loading' && (
          <p className="muted" role="status">
            {texts.loading}
          </p>
        )}
        {load.status === 'failed' && (
          <div role="alert">
            <p>{texts.loadFailed}</p>
            <button type="button" className="button" onClick={() => reload()}>
              {texts.retry}
            </button>
          </div>
        )}
        {load.status === 'ready' && (
          <KeyList keys={load.keys} locale={locale} texts={texts} onRevoke={setRevoking} />
        )}
        <p role="status" className="muted" data-testid="api-keys-status">
          {status}
        </p>
      </section>
      <ActionsModal
        open={Boolean(revoking)}
        title={revoking ? fill(texts.revokeTitle, { name: revoking.name }) : ''}
        closeLabel={texts.cancel}
        testId="api-key-revoke-modal"
        onClose={() => setRevoking(undefined)}
        actions={[
          {
            id: 'revoke',
            label: texts.revoke,
            danger: true,
            onSelect: () => {
              if (revoking) void revoke(revoking);
            },
          },
          { id: 'cancel', label: texts.cancel, onSelect: () => setRevoking(undefined) },
        ]}
      />
    </div>
  );
}
