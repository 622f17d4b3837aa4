import { Screen } from '../../../../../components/layout/screen';
import * as m from '../../../../../paraglide/messages.js';

export default async function ImagePage() {
  return <Screen name="image" title={m.image_ai_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
