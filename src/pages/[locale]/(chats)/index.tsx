import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function HomePage() {
  return <Screen name="home" title={m.chat_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
