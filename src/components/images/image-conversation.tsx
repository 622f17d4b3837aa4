'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatRub } from '../../lib/format';
import type { ImageTurn } from '../../lib/images/image-turns';
import * as m from '../../paraglide/messages.js';

/** The chat's prompts, each followed by the images it made (buttons that open the viewer). */
export function ImageConversation({
  turns,
  onOpen,
}: {
  turns: ImageTurn[];
  onOpen: (imageId: string) => void;
}) {
  const locale = useLocale();
  if (turns.length === 0) return <p className="muted">{m.images_empty({}, { locale })}</p>;
  return (
    <ol className="img-turns" data-testid="img-turns">
      {turns.map((turn) => (
        <li key={turn.id} className="img-turn" data-testid="img-turn">
          <p className="img-turn-prompt">{turn.prompt}</p>
          {turn.error ? (
            <p className="img-error">{m.images_failed({}, { locale })}</p>
          ) : (
            <div className="img-turn-images">
              {turn.images.map((image, index) => (
                <button
                  key={image.id}
                  type="button"
                  className="img-thumb"
                  onClick={() => onOpen(image.id)}
                  aria-label={m.images_open({ index: index + 1, prompt: turn.prompt }, { locale })}
                  data-testid="img-thumb"
                >
                  <img
                    src={image.thumbnailUrl ?? image.url}
                    alt={m.images_alt({ prompt: turn.prompt }, { locale })}
                    width={image.width ?? undefined}
                    height={image.height ?? undefined}
                    loading="lazy"
                  />
                </button>
              ))}
            </div>
          )}
          {turn.cost > 0 ? (
            <p className="muted img-cost">
              {m.images_cost({ amount: formatRub(turn.cost, locale) }, { locale })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
