import { useId } from 'react';

/** One bar: `label` names it on the axis and in the table, `valueText` is `value` as read out. */
export type BarDatum = { key: string; label: string; value: number; valueText: string };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 4, left: 8 };
/** Axis labels shown at most; the rest of the bars are named in the table and their titles. */
const MAX_TICKS = 6;

/**
 * A bar chart of a series over time (or any ordered labels), drawn as SVG in the page's colours
 * (light and dark follow the theme). The picture is hidden from screen readers, which read the
 * same numbers from a visually hidden table; each bar's title shows its value on hover.
 *
 * @example <BarChart title="Spend by day" valueHeading="Spend" data={[{ key: '2026-11-01', label: '1 Nov', value: 12000, valueText: '120 ₽' }]} />
 */
export function BarChart({
  title,
  labelHeading,
  valueHeading,
  data,
  maxText,
  emptyText,
  testId,
}: {
  title: string;
  labelHeading: string;
  valueHeading: string;
  data: BarDatum[];
  /** The largest value as text, written at the top of the axis. */
  maxText?: string;
  emptyText?: string;
  testId?: string;
}) {
  const id = useId();
  const most = Math.max(0, ...data.map((d) => d.value));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = data.length > 0 ? plotWidth / data.length : plotWidth;
  const gap = step > 6 ? Math.min(4, step * 0.2) : 0;
  const every = Math.max(1, Math.ceil(data.length / MAX_TICKS));
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`} data-testid={testId}>
      <figcaption id={`${id}-title`} className="bar-chart-title">
        {title}
        {maxText && <span className="bar-chart-max muted">{maxText}</span>}
      </figcaption>
      {data.length === 0 || most === 0 ? (
        <p className="muted bar-chart-empty">{emptyText}</p>
      ) : null}
      <svg
        className="bar-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <line
          className="bar-chart-axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
        {data.map((d, i) => {
          const h = most > 0 ? (d.value / most) * plotHeight : 0;
          const x = PAD.left + i * step + gap / 2;
          return (
            <g key={d.key}>
              <rect
                className="bar-chart-bar"
                x={x}
                y={HEIGHT - PAD.bottom - h}
                width={Math.max(1, step - gap)}
                height={h}
                rx={2}
                data-testid={testId ? `${testId}-bar` : undefined}
              >
                <title>{`${d.label}: ${d.valueText}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {/* Axis labels as text of the page, not of the scaled picture: they keep the page's size
          on a phone, and each starts under its bar, so the first is never cut. */}
      <div
        className="bar-chart-ticks"
        aria-hidden="true"
        style={{
          gridTemplateColumns: `repeat(${Math.max(1, data.length)}, 1fr)`,
          marginInline: `${(PAD.left / WIDTH) * 100}% ${(PAD.right / WIDTH) * 100}%`,
        }}
      >
        {data.map((d, i) =>
          i % every === 0 ? (
            <span
              key={d.key}
              className="bar-chart-tick"
              style={{ gridColumn: `${i + 1} / span ${Math.min(every, data.length - i)}` }}
            >
              {d.label}
            </span>
          ) : null,
        )}
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{d.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
