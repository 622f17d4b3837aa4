import { Screen } from '../../../../../components/layout/screen';
import * as m from '../../../../../paraglide/messages.js';

export default async function MidjourneyPage() {
  return <Screen name="midjourney" title={m.midjourney_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
