import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function ProfilePage() {
  return <Screen name="profile" title={m.profile_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
