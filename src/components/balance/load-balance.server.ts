import { upstreamJsonIfAny } from '../../lib/upstream.server';
import {
  type BalanceStart,
  type LedgerPage,
  ledgerTake,
  type PaymentsConfig,
  type Spending,
} from './balance-api';

/**
 * The balance page's first view, read with the page so its figures are in the first byte (they
 * were the largest paint, and came only after hydration and three more requests). Any part the
 * api cannot give is left out and the page loads it itself once live.
 */
export async function loadBalanceStart(): Promise<BalanceStart> {
  const [ledger, spending, config] = await Promise.all([
    upstreamJsonIfAny<LedgerPage>(`/v1/entity/ledger?page=1&take=${ledgerTake}`),
    upstreamJsonIfAny<Spending>('/v1/entity/spending'),
    upstreamJsonIfAny<PaymentsConfig>('/v1/payments/config'),
  ]);
  return { ledger, spending, config };
}
