import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function KeyCombinationsPage() {
  return <Screen name="key-combinations" title={m.balance_key_combinations_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
