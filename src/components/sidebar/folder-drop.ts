'use client';

import { type DragEvent, useState } from 'react';
import { chatDragType } from '../../lib/folders/folders';

/**
 * Makes an element a place to drop a chat dragged from the sidebar (HTML5 drag and drop):
 * `drop(chatId)` runs on a drop, and `over` is true while a chat hovers it.
 */
export function useChatDrop(drop: (chatId: string) => void) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(chatDragType);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        setOver(false);
        const chatId = event.dataTransfer.getData(chatDragType);
        if (!chatId) return;
        event.preventDefault();
        drop(chatId);
      },
    },
  };
}
