import { ConversationPage } from '../../../../components/chat/conversation-page';

export default async function ChatPage({ slug }: { slug: string }) {
  return <ConversationPage slug={slug} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
