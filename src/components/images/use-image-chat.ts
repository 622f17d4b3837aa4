'use client';

import { useCallback, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import {
  type ChatImage,
  type ImageTurn,
  imageSendForm,
  imageSendPath,
  toBrowserImage,
} from '../../lib/images/image-turns';
import { rememberThisChat } from '../../lib/last-chat-client';
import { refusalText } from '../chat/error-text';
import { announceChat } from '../chat/ui-message';

export interface ImageSendOptions {
  prompt: string;
  modelId: string;
  size: string;
  n: number;
}

interface ImageAnswer {
  chatId: string;
  messageId: string;
  userMessageId?: string;
  prompt: string;
  model: string | null;
  cost: number;
  images: ChatImage[];
  message?: string;
}

/**
 * An image chat in the browser: sends prompts with the image flag, appends each answer's images,
 * remembers the image chosen as input, and deletes images. The first answer names the new chat
 * in the address, so a reload shows it.
 */
export function useImageChat(initial: ImageTurn[], initialChatId: string | undefined) {
  const locale = useLocale();
  const [turns, setTurns] = useState(initial);
  const [chatId, setChatId] = useState(initialChatId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; retry: () => void } | null>(null);
  const [inputImage, setInputImage] = useState<ChatImage | null>(null);

  const send = useCallback(
    (options: ImageSendOptions) => {
      const requestId = crypto.randomUUID();
      const run = async () => {
        setBusy(true);
        setError(null);
        try {
          const form = imageSendForm({ ...options, requestId, inputMediaId: inputImage?.id });
          const response = await fetch(imageSendPath(options.modelId, chatId), {
            method: 'POST',
            body: form,
          });
          const answer = (await response.json().catch(() => null)) as ImageAnswer | null;
          if (!response.ok || !answer?.chatId) {
            throw new Error(
              refusalText(answer as Record<string, unknown> | null, response.status, locale) ||
                answer?.message ||
                `HTTP error! status: ${response.status}`,
            );
          }
          const turn: ImageTurn = {
            id: answer.userMessageId ?? answer.messageId,
            prompt: answer.prompt,
            model: answer.model,
            cost: answer.cost,
            images: answer.images.map(toBrowserImage),
          };
          setTurns((list) => [...list, turn]);
          setInputImage(null);
          if (!chatId) {
            setChatId(answer.chatId);
            const base = window.location.pathname.replace(/\/$/, '');
            window.history.replaceState(null, '', `${base}/${answer.chatId}`);
            rememberThisChat();
            // The sidebar's image list shows the new chat at once.
            announceChat({ chatId: answer.chatId });
          }
        } catch (failure) {
          setError({ message: (failure as Error).message, retry: () => void run() });
        } finally {
          setBusy(false);
        }
      };
      void run();
    },
    [chatId, inputImage, locale],
  );

  const remove = useCallback(async (image: ChatImage) => {
    const response = await fetch(`/api/v1/media/${encodeURIComponent(image.id)}`, {
      method: 'DELETE',
    });
    if (!response.ok) return false;
    setTurns((list) =>
      list.map((turn) => ({ ...turn, images: turn.images.filter((i) => i.id !== image.id) })),
    );
    setInputImage((chosen) => (chosen?.id === image.id ? null : chosen));
    return true;
  }, []);

  return { turns, chatId, busy, error, inputImage, setInputImage, send, remove };
}
