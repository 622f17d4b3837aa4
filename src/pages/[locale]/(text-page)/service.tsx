import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function ServicePage() {
  return <Screen name="service" title={m.service_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
