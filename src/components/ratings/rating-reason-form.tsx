'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { type RatingReason, type RatingValue, REASONS } from '../../lib/ratings/ratings-store';
import * as m from '../../paraglide/messages.js';

const reasonText: Record<RatingReason, typeof m.rating_reason_other> = {
  accurate: m.rating_reason_accurate,
  helpful: m.rating_reason_helpful,
  wrong: m.rating_reason_wrong,
  unhelpful: m.rating_reason_unhelpful,
  incomplete: m.rating_reason_incomplete,
  unsafe: m.rating_reason_unsafe,
  other: m.rating_reason_other,
};

/** The optional "why" after a rating: one reason from a short list and a comment. */
export function RatingReasonForm({
  rating,
  onSend,
  onClose,
}: {
  rating: RatingValue;
  onSend: (reason: RatingReason | null, comment: string | null) => void;
  onClose: () => void;
}) {
  const locale = useLocale();
  const [reason, setReason] = useState<RatingReason | null>(null);
  const [comment, setComment] = useState('');
  const titleId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    group.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the form
    <div className="rating-reason" data-testid="rating-reason" onKeyDown={onKeyDown}>
      <fieldset ref={group} aria-labelledby={titleId}>
        <legend id={titleId}>{m.rating_reason_title({}, { locale })}</legend>
        {REASONS[rating].map((value) => (
          <label key={value} className="choice-chip choice-chip-small">
            <input
              type="radio"
              name={`${titleId}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {reasonText[value]({}, { locale })}
          </label>
        ))}
      </fieldset>
      <label className="rating-reason-comment">
        <span>{m.rating_comment({}, { locale })}</span>
        <input
          className="input"
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="rating-comment"
        />
      </label>
      <div className="rating-reason-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => onSend(reason, comment.trim() || null)}
          data-testid="rating-send"
        >
          {m.rating_send({}, { locale })}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {m.rating_close({}, { locale })}
        </button>
      </div>
    </div>
  );
}
