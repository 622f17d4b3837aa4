import '../../../../components/balance/balance.css';
import { BalancePanel } from '../../../../components/balance/balance-panel';
import { balanceTexts } from '../../../../components/balance/balance-texts';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function BalancePage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="balance" title={m.balance_title}>
      <BalancePanel locale={locale} texts={balanceTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
