import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function TextPage() {
  return <Screen name="text" title={m.text_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
