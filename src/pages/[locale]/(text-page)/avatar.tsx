import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function AvatarPage() {
  return <Screen name="avatar" title={m.avatar_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
