'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatNumber, formatRub, numberFormat } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import type { Estimate } from './use-estimate';
import './composer-estimate.css';

/**
 * "≈ 0,12 ₽" and a small gauge of how full the model's context window is, for the draft in the
 * box; the full sentence (tokens, whether approximate) is its accessible name and tooltip.
 */
export function ComposerEstimate({
  estimate,
  modelName,
}: {
  estimate: Estimate | undefined;
  modelName: string;
}) {
  const locale = useLocale();
  if (!estimate) return null;
  const cost = formatRub(estimate.estimatedKopecks, locale);
  const percent = Math.min(100, Math.round(estimate.contextUsed * 1000) / 10);
  const percentText = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
  const sentence = [
    m.estimate_label(
      { model: modelName, cost, tokens: formatNumber(estimate.inputTokens, locale) },
      { locale },
    ),
    estimate.approximate ? m.estimate_approximate({}, { locale }) : undefined,
  ]
    .filter(Boolean)
    .join('; ');
  const contextLabel = m.estimate_context({ percent: percentText }, { locale });
  return (
    <span
      className="composer-estimate"
      title={`${sentence}. ${contextLabel}`}
      data-testid="composer-estimate"
      data-model={estimate.model}
      data-compare-models={estimate.compareModels.join(' ') || undefined}
      data-kopecks={estimate.estimatedKopecks}
      data-tokens={estimate.inputTokens}
    >
      <span className="visually-hidden">{sentence}</span>
      <span aria-hidden data-testid="composer-estimate-cost">
        {m.estimate_cost({ cost }, { locale })}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> draws differently in each browser; this is the kit's bar */}
      <span
        className="context-gauge"
        role="meter"
        aria-label={contextLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
        data-testid="composer-context-gauge"
      >
        <span className="context-gauge-fill" style={{ width: `${Math.max(percent, 2)}%` }} />
      </span>
    </span>
  );
}
