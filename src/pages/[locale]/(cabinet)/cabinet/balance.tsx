import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function BalancePage() {
  return <Screen name="balance" title={m.balance_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
