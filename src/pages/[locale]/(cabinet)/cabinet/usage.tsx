import '../../../../components/balance/balance.css';
import '../../../../components/usage/usage.css';
import { balanceTexts } from '../../../../components/balance/balance-texts';
import { Screen } from '../../../../components/layout/screen';
import { loadUsageStart } from '../../../../components/usage/load-usage.server';
import { UsagePanel } from '../../../../components/usage/usage-panel';
import { usageTexts } from '../../../../components/usage/usage-texts';
import { loadPriceList } from '../../../../lib/prices/load-prices.server';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

/** Who spent what this month (decision 229): against last month, by day and model, per member. */
export default async function UsagePage() {
  const { locale } = getRequestContext();
  const [list, start] = await Promise.all([loadPriceList(), loadUsageStart()]);
  const modelNames = Object.fromEntries(
    (list ?? []).flatMap((tool) => tool.models.map((model) => [model.id, model.title] as const)),
  );
  return (
    <Screen name="usage" title={m.usage_title}>
      <UsagePanel
        locale={locale}
        texts={usageTexts(locale)}
        balanceTexts={balanceTexts(locale)}
        modelNames={modelNames}
        start={start}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
