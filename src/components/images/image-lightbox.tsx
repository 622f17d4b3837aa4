'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { ChatImage } from '../../lib/images/image-turns';
import * as m from '../../paraglide/messages.js';

export interface LightboxItem {
  image: ChatImage;
  prompt: string;
}

/**
 * A modal viewer over the chat's images: Esc closes, ←/→ move, and the actions download the
 * original bytes (`?download=1` names the file), copy the prompt, use the image as input, delete.
 */
export function ImageLightbox({
  items,
  index,
  onMove,
  onClose,
  onUseAsInput,
  onDelete,
}: {
  items: LightboxItem[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
  onUseAsInput: (image: ChatImage) => void;
  onDelete: (image: ChatImage) => void;
}) {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const item = items[index];
  const move = (step: number) => {
    if (items.length < 2) return;
    setCopied(false);
    onMove((index + step + items.length) % items.length);
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  if (!item) return null;
  const copyPrompt = async () => {
    await navigator.clipboard?.writeText(item.prompt).catch(() => undefined);
    setCopied(true);
  };
  return (
    <dialog
      ref={dialog}
      className="img-lightbox"
      aria-label={m.images_lightbox({}, { locale })}
      data-testid="img-lightbox"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') move(-1);
        if (e.key === 'ArrowRight') move(1);
      }}
    >
      <img
        src={item.image.url}
        alt={m.images_alt({ prompt: item.prompt }, { locale })}
        width={item.image.width ?? undefined}
        height={item.image.height ?? undefined}
        data-testid="img-lightbox-image"
      />
      <p className="img-lightbox-prompt">{item.prompt}</p>
      <div className="img-lightbox-actions">
        <button
          type="button"
          className="button"
          onClick={() => move(-1)}
          disabled={items.length < 2}
        >
          ← {m.images_previous({}, { locale })}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => move(1)}
          disabled={items.length < 2}
        >
          {m.images_next({}, { locale })} →
        </button>
        <a
          className="button"
          href={`${item.image.url}?download=1`}
          download
          data-testid="img-download"
        >
          {m.images_download({}, { locale })}
        </a>
        <button type="button" className="button" onClick={copyPrompt} data-testid="img-copy-prompt">
          {copied ? m.images_copied({}, { locale }) : m.images_copy_prompt({}, { locale })}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onUseAsInput(item.image)}
          data-testid="img-use-input"
        >
          {m.images_use_as_input({}, { locale })}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onDelete(item.image)}
          data-testid="img-delete"
        >
          {m.images_delete({}, { locale })}
        </button>
        <button type="button" className="button" onClick={onClose} data-testid="img-close">
          {m.images_close({}, { locale })}
        </button>
      </div>
    </dialog>
  );
}
