'use client';

import { useEffect, useState } from 'react';
import { Conversation } from './conversation';

/** The new-chat page's conversation: starts over whenever a "new chat" link is followed. */
export function NewConversation() {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const restart = () => setGeneration((n) => n + 1);
    window.addEventListener('beseda:new-chat', restart);
    return () => window.removeEventListener('beseda:new-chat', restart);
  }, []);
  return <Conversation key={generation} initial={[]} hasMore={false} />;
}
