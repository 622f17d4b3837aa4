import { fill, formatRub, formatShortDay, type ModelNames } from '../../lib/format';
import type { Spending } from './balance-api';
import type { BalanceTexts } from './balance-texts';
import { usageName } from './usage-name';

type Props = { spending: Spending; locale: string; texts: BalanceTexts; modelNames: ModelNames };

/** Bar colors by model rank; readable on both themes. */
const COLORS = ['#4f7cff', '#e8833a', '#2fa36b', '#b054d6', '#d64f6b', '#8a8f98'];
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/** Spending per day over 30 days as stacked SVG bars by model, with the same numbers as a table. */
export function SpendingChart({ spending, locale, texts, modelNames }: Props) {
  const { days, models } = spending;
  const perDay = days.map((_, i) => models.reduce((sum, m) => sum + (m.kopecks[i] ?? 0), 0));
  const top = Math.max(1, ...perDay);
  const barWidth = WIDTH / days.length;
  // Days are Moscow calendar days (YYYY-MM-DD): noon UTC is the same day in Moscow.
  const dayLabel = (day: string) => formatShortDay(`${day}T12:00:00Z`, locale);
  const name = (model: string) => usageName(model, modelNames, texts);
  const total = perDay.reduce((sum, value) => sum + value, 0);
  const ticks = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  return (
    <section className="balance-section" aria-labelledby="balance-chart">
      <h2 id="balance-chart">{texts.chartTitle}</h2>
      {models.length === 0 ? (
        <p className="muted">{texts.chartEmpty}</p>
      ) : (
        <>
          <p className="balance-chart-figures">
            <strong data-testid="spending-total">
              {fill(texts.chartTotal, { amount: formatRub(total, locale) })}
            </strong>
            <span className="muted">
              {fill(texts.chartAxisMax, { amount: formatRub(top, locale) })}
            </span>
          </p>
          <svg
            className="balance-chart"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby="balance-chart-title balance-chart-desc"
            data-testid="spending-chart"
          >
            <title id="balance-chart-title">{texts.chartTitle}</title>
            <desc id="balance-chart-desc">{texts.chartDesc}</desc>
            {days.map((day, i) => {
              let y = HEIGHT;
              return (
                <g key={day}>
                  {models.map((model, rank) => {
                    const value = model.kopecks[i] ?? 0;
                    if (value === 0) return null;
                    const height = (value / top) * (HEIGHT - 4);
                    y -= height;
                    return (
                      <rect
                        key={model.model}
                        x={i * barWidth + GAP / 2}
                        y={y}
                        width={barWidth - GAP}
                        height={height}
                        fill={COLORS[Math.min(rank, COLORS.length - 1)]}
                      >
                        <title>{`${dayLabel(day)} ${name(model.model)}: ${formatRub(value, locale)}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <div className="balance-chart-axis" aria-hidden="true" data-testid="spending-axis">
            {ticks.map((i) => (
              <span key={i}>{days[i] ? dayLabel(days[i]) : ''}</span>
            ))}
          </div>
          <ul className="balance-legend">
            {models.map((model, rank) => (
              <li key={model.model}>
                <svg className="balance-swatch" viewBox="0 0 1 1" aria-hidden="true">
                  <rect width="1" height="1" fill={COLORS[Math.min(rank, COLORS.length - 1)]} />
                </svg>
                {name(model.model)}: {formatRub(model.totalKopecks, locale)}
              </li>
            ))}
          </ul>
          <details className="disclosure">
            <summary>{texts.chartTable}</summary>
            <table className="balance-table">
              <thead>
                <tr>
                  <th scope="col">{texts.chartDay}</th>
                  {models.map((model) => (
                    <th scope="col" key={model.model}>
                      {name(model.model)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, i) =>
                  perDay[i] ? (
                    <tr key={day}>
                      <th scope="row">{dayLabel(day)}</th>
                      {models.map((model) => (
                        <td key={model.model}>{formatRub(model.kopecks[i] ?? 0, locale)}</td>
                      ))}
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
