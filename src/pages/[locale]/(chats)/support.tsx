import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function SupportPage() {
  return <Screen name="support" title={m.support_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
