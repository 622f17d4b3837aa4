'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { fill, formatDateTime, formatNumber, formatRub } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { useHydrated } from '../../lib/use-hydrated';
import { ActionsModal } from '../ui/actions-modal';
import type { AdminPromo } from './admin-api';
import type { AdminTexts } from './admin-texts';
import { PromoCreateForm } from './promo-create-form';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; codes: AdminPromo[] };

/** Promo codes: create, list with redemption counts, disable (confirmed) or enable again. */
export function PromoPanel({ locale, texts }: { locale: string; texts: AdminTexts }) {
  const dates = useAccountDates();
  const hydrated = useHydrated();
  const listId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [disabling, setDisabling] = useState<string>();
  const [status, setStatus] = useState('');
  const reload = useCallback(async () => {
    const result = await callApi<{ promocodes: AdminPromo[] }>('/v1/admin/promocodes');
    if (result.ok) setLoad({ status: 'ready', codes: result.data.promocodes });
    else if (!result.aborted) setLoad({ status: 'failed' });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const setDisabled = async (code: string, disabled: boolean) => {
    setDisabling(undefined);
    const result = await callApi(`/v1/admin/promocodes/${encodeURIComponent(code)}`, 'PATCH', {
      disabled,
    });
    setStatus(result.ok ? texts.done : (result.message ?? texts.failed));
    await reload();
  };
  return (
    <div className="admin-page" data-testid="admin-promo" data-hydrated={hydrated}>
      <PromoCreateForm
        texts={texts}
        onCreated={async (code) => {
          setStatus(fill(texts.promoCreated, { code }));
          await reload();
        }}
      />
      <section className="admin-section" aria-labelledby={listId}>
        <h2 id={listId}>{texts.promoTitle}</h2>
        <p role="status" className="muted" data-testid="admin-promo-status">
          {status}
        </p>
        {load.status === 'loading' && <p className="muted">{texts.loading}</p>}
        {load.status === 'failed' && <p role="alert">{texts.loadFailed}</p>}
        {load.status === 'ready' && load.codes.length === 0 && (
          <p className="muted">{texts.promoNone}</p>
        )}
        {load.status === 'ready' && load.codes.length > 0 && (
          <div className="admin-table-wrap">
            <table className="data-table" data-testid="admin-promo-list">
              <thead>
                <tr>
                  <th scope="col">{texts.promoCode}</th>
                  <th scope="col">{texts.promoAmount}</th>
                  <th scope="col">{texts.promoDays}</th>
                  <th scope="col">{texts.colRedemptions}</th>
                  <th scope="col">{texts.colExpires}</th>
                  <th scope="col">{texts.colStatus}</th>
                  <th scope="col">
                    <span className="visually-hidden">{texts.disable}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.codes.map((promo) => (
                  <tr key={promo.code} data-testid="admin-promo-row" data-code={promo.code}>
                    <td>
                      <code>{promo.code}</code>
                    </td>
                    <td className="data-table-number">{formatRub(promo.amountKopecks, locale)}</td>
                    <td className="data-table-number">{formatNumber(promo.days, locale)}</td>
                    <td className="data-table-number" data-testid="admin-promo-redemptions">
                      {formatNumber(promo.redemptions, locale)} /{' '}
                      {promo.maxRedemptions === null
                        ? texts.unlimited
                        : formatNumber(promo.maxRedemptions, locale)}
                    </td>
                    <td>
                      {promo.expiresAt ? formatDateTime(promo.expiresAt, locale, dates) : '—'}
                    </td>
                    <td>{promo.disabledAt ? texts.disabled : texts.active}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() =>
                          promo.disabledAt
                            ? void setDisabled(promo.code, false)
                            : setDisabling(promo.code)
                        }
                        data-testid="admin-promo-toggle"
                      >
                        {promo.disabledAt ? texts.enable : texts.disable}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ActionsModal
        open={Boolean(disabling)}
        title={disabling ? fill(texts.disableTitle, { code: disabling }) : ''}
        closeLabel={texts.cancel}
        testId="admin-promo-confirm"
        onClose={() => setDisabling(undefined)}
        actions={[
          {
            id: 'confirm',
            label: texts.disable,
            danger: true,
            onSelect: () => {
              if (disabling) void setDisabled(disabling, true);
            },
          },
          { id: 'cancel', label: texts.cancel, onSelect: () => setDisabling(undefined) },
        ]}
      />
    </div>
  );
}
