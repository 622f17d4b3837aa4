import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function PolicyPage() {
  return <Screen name="policy" title={m.misc_policy_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
