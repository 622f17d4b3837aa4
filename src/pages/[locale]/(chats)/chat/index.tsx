import { ConversationPage } from '../../../../components/chat/conversation-page';

export default async function NewChatPage() {
  return <ConversationPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
