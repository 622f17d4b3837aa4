export { type ApiResult, callApi } from '../members/members-api';

export type LedgerKind = 'usage' | 'top_up' | 'promo' | 'refund' | 'grant' | 'adjustment';
export const LEDGER_KINDS: LedgerKind[] = [
  'usage',
  'top_up',
  'promo',
  'refund',
  'grant',
  'adjustment',
];

export interface Balance {
  balanceKopecks: number;
  heldKopecks: number;
  bonusUntil: string | null;
}

export interface LedgerRow {
  id: string;
  kind: LedgerKind;
  amountKopecks: number;
  createdAt: string;
  userName: string | null;
  model: string | null;
  chatId: string | null;
  chatMode: 'text' | 'image' | 'midjourney' | null;
  ref: string | null;
  /** The API key that spent a usage row's money, when it went through the OpenAI-compatible api. */
  apiKeyName?: string | null;
  /** An operator's adjustment: the reason they gave. */
  reason?: string | null;
}

export interface LedgerPage {
  items: LedgerRow[];
  total: number;
  page: number;
  take: number;
  totals: { creditKopecks: number; debitKopecks: number };
  balance: Balance;
}

export interface PaymentsConfig {
  enabled: boolean;
  minKopecks: number;
  maxKopecks: number;
  presetsKopecks: number[];
}

export interface Spending {
  days: string[];
  models: { model: string; kopecks: number[]; totalKopecks: number }[];
}

/** What the balance page shows first: the ledger's first page, the chart and top-up's limits. */
export type BalanceStart = { ledger?: LedgerPage; spending?: Spending; config?: PaymentsConfig };

/** The ledger lines per page, in the server's first load and the page's own. */
export const ledgerTake = 20;

export interface Payment {
  id: string;
  amountKopecks: number;
  status: 'pending' | 'succeeded' | 'canceled';
}
