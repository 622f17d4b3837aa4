import type { Locale } from '../../i18n/locales';
import { loadPriceList } from '../../lib/prices/load-prices.server';
import { balanceTexts } from '../balance/balance-texts';
import type { LedgerWords } from './team-ledger';

/** How the console names models and credits: as the cabinet's balance page does, never by id. */
export async function loadLedgerWords(locale: Locale): Promise<LedgerWords> {
  const tools = (await loadPriceList()) ?? [];
  const modelNames = Object.fromEntries(
    tools.flatMap((tool) => tool.models.map((model) => [model.id, model.title] as const)),
  );
  return { texts: balanceTexts(locale), modelNames };
}
