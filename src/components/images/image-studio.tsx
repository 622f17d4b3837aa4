'use client';

import { type FormEvent, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatRub } from '../../lib/format';
import type { ImageModelInfo, ImageTurn } from '../../lib/images/image-turns';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { PromptBox } from '../media/prompt-box';
import { type ImageChoice, ImageControls } from './image-controls';
import { ImageConversation } from './image-conversation';
import { ImageLightbox, type LightboxItem } from './image-lightbox';
import { useImageChat } from './use-image-chat';
import './images.css';

/** `/chat/image/:slug?`: the prompt box, model/size/count, the conversation and its viewer. */
export function ImageStudio({
  chatId,
  models,
  initial,
}: {
  chatId?: string;
  models: ImageModelInfo[];
  initial: ImageTurn[];
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const chat = useImageChat(initial, chatId);
  const [prompt, setPrompt] = useState('');
  const first = models[0];
  const [choice, setChoice] = useState<ImageChoice>({
    modelId: first?.id ?? '',
    size: first?.sizes[0] ?? '',
    n: 1,
  });
  const [open, setOpen] = useState<number | null>(null);
  const items: LightboxItem[] = chat.turns.flatMap((turn) =>
    turn.images.map((image) => ({ image, prompt: turn.prompt })),
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = prompt.trim();
    if (!text || chat.busy || !choice.modelId) return;
    chat.send({ prompt: text, ...choice });
    setPrompt('');
  };

  if (!first) {
    return (
      <p className="muted" data-testid="img-no-models">
        {m.images_no_models({}, { locale })}
      </p>
    );
  }
  const priceKopecks = models.find((model) => model.id === choice.modelId)?.kopecksPerImage;
  return (
    <div className="img-studio" data-testid="img-studio" data-hydrated={hydrated}>
      <ImageConversation
        turns={chat.turns}
        onOpen={(imageId) => setOpen(items.findIndex((item) => item.image.id === imageId))}
      />
      {chat.error ? (
        <p className="img-error" role="alert" data-testid="img-error">
          {chat.error.message}{' '}
          <button type="button" className="button button-small" onClick={chat.error.retry}>
            {m.images_retry({}, { locale })}
          </button>
        </p>
      ) : null}
      <form className="img-form" onSubmit={submit}>
        {chat.inputImage ? (
          <p className="img-input" data-testid="img-input">
            <img
              src={chat.inputImage.thumbnailUrl ?? chat.inputImage.url}
              alt=""
              width={48}
              height={48}
            />
            {m.images_input({}, { locale })}{' '}
            <button
              type="button"
              className="button button-small"
              onClick={() => chat.setInputImage(null)}
            >
              {m.images_input_clear({}, { locale })}
            </button>
          </p>
        ) : null}
        <PromptBox
          label={m.images_prompt_label({}, { locale })}
          placeholder={m.image_ai_prompt_placeholder({}, { locale })}
          value={prompt}
          onChange={setPrompt}
          onSubmit={submit}
          testId="img-prompt"
        />
        <ImageControls models={models} choice={choice} onChange={setChoice} />
        <div className="studio-submit">
          {priceKopecks !== undefined ? (
            <span className="muted" data-testid="img-price">
              {m.images_price({ amount: formatRub(priceKopecks, locale) }, { locale })}
            </span>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            disabled={chat.busy || !prompt.trim()}
            data-testid="img-generate"
          >
            {chat.busy ? m.images_generating({}, { locale }) : m.images_generate({}, { locale })}
          </button>
        </div>
      </form>
      {open !== null && items[open] ? (
        <ImageLightbox
          items={items}
          index={open}
          onMove={setOpen}
          onClose={() => setOpen(null)}
          onUseAsInput={(image) => {
            chat.setInputImage(image);
            setOpen(null);
          }}
          onDelete={async (image) => {
            if (await chat.remove(image)) setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}
