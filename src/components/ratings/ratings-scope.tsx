'use client';

import { createContext, type ReactNode, useContext } from 'react';

const RatingsChat = createContext<string | undefined>(undefined);

/** The chat whose answers may be rated here: only an own, saved chat (absent: no rating). */
export function RatingsScope({ chatId, children }: { chatId?: string; children: ReactNode }) {
  return <RatingsChat value={chatId}>{children}</RatingsChat>;
}

export const useRatingsChat = () => useContext(RatingsChat);
