import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function ChatPage() {
  return <Screen name="chat" title={m.chat_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
