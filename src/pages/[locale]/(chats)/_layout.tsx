import type { ReactNode } from 'react';
import { ChatsFrame } from '../../../components/layout/chats-frame';

export default async function ChatsLayout({ children }: { children: ReactNode }) {
  return <ChatsFrame>{children}</ChatsFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
