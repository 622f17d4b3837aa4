import '../../../../components/balance/balance.css';
import { BalancePanel } from '../../../../components/balance/balance-panel';
import { balanceTexts } from '../../../../components/balance/balance-texts';
import { loadBalanceStart } from '../../../../components/balance/load-balance.server';
import { Screen } from '../../../../components/layout/screen';
import { loadPriceList } from '../../../../lib/prices/load-prices.server';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function BalancePage() {
  const { locale } = getRequestContext();
  // Spending lines and the chart name models as the price list does, not by their ids.
  const [list, start] = await Promise.all([loadPriceList(), loadBalanceStart()]);
  const tools = list ?? [];
  const modelNames = Object.fromEntries(
    tools.flatMap((tool) => tool.models.map((model) => [model.id, model.title] as const)),
  );
  return (
    <Screen name="balance" title={m.balance_title}>
      <BalancePanel
        locale={locale}
        texts={balanceTexts(locale)}
        modelNames={modelNames}
        start={start}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
