import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function MembersPage() {
  return <Screen name="members" title={m.balance_members_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
