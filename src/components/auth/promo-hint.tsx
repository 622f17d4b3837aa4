'use client';

import { useEffect, useState } from 'react';
import { formatRub } from '../../lib/format';

type Texts = { checking: string; days: string; credit: string; notFound: string };
type Answer = { days?: unknown; bonusKopecks?: unknown; valid?: unknown };

/** While a promo code is typed, its bonus from the api's promo-days, or "code not found". */
export function PromoHint({ code, texts }: { code: string; texts: Texts }) {
  const [text, setText] = useState<string | null>(null);
  const name = code.trim();
  useEffect(() => {
    if (!name) {
      setText(null);
      return;
    }
    const abort = new AbortController();
    setText(texts.checking);
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(
          `/api/v2/user/promocodes/promo-days?name=${encodeURIComponent(name)}`,
          {
            signal: abort.signal,
          },
        );
        const body = (res.ok ? await res.json() : null) as Answer | null;
        setText(body && body.valid !== false ? bonusText(body, texts) : texts.notFound);
      } catch {
        if (!abort.signal.aborted) setText(null);
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [name, texts]);
  if (!text) return null;
  return (
    <p className="field-hint promo-hint" role="status" data-testid="promo-hint">
      {text}
    </p>
  );
}

function bonusText(body: Answer, texts: Texts): string {
  const parts: string[] = [];
  if (typeof body.days === 'number' && body.days > 0)
    parts.push(texts.days.replace('{days}', String(body.days)));
  if (typeof body.bonusKopecks === 'number' && body.bonusKopecks > 0) {
    parts.push(
      texts.credit.replace('{rubles}', formatRub(body.bonusKopecks, document.documentElement.lang)),
    );
  }
  return parts.join(' · ') || texts.notFound;
}
