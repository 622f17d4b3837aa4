/**
 * Grey lines standing in for a list while it loads; announced once as "loading" by its label.
 *
 * @example {loading ? <Skeleton label={m.misc_loading()} lines={4} /> : <List />}
 */
export function Skeleton({
  label,
  lines = 3,
  testId = 'skeleton',
}: {
  label: string;
  lines?: number;
  testId?: string;
}) {
  return (
    <div
      className="skeleton"
      role="status"
      aria-label={label}
      aria-busy="true"
      data-testid={testId}
    >
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
