/**
 * How far a long task is: a native `<progress>` (a progressbar to assistive technology) with a
 * visible caption. Without `max` it is indeterminate (the task does not know its total).
 *
 * @example <ProgressBar label={m.mcp_card_progress_label()} value={2} max={5} text="2 / 5" />
 */
export function ProgressBar({
  label,
  value,
  max,
  text,
  testId = 'progress-bar',
}: {
  /** What is progressing, for assistive technology. */
  label: string;
  value?: number;
  max?: number;
  /** The visible caption: the count (formatted with Intl by the caller) and what it is doing. */
  text?: string;
  testId?: string;
}) {
  const known = max !== undefined && max > 0 && value !== undefined;
  return (
    <div className="progress-bar" data-testid={testId}>
      {known ? (
        <progress aria-label={label} max={max} value={Math.min(value, max)} />
      ) : (
        <progress aria-label={label} />
      )}
      {text && <span className="muted progress-bar-text">{text}</span>}
    </div>
  );
}
