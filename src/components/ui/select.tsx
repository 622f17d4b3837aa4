import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from './icons';

/**
 * The kit's select: the platform's `<select>` (keyboard, screen readers and phones' own pickers
 * for free) drawn as the kit draws inputs, with its own chevron in both themes.
 *
 * @example <Select value={size} onChange={(e) => setSize(e.target.value)}>{options}</Select>
 */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className="select-wrap">
      <select {...props} className={className ? `select ${className}` : 'select'} />
      <ChevronDown size={16} className="select-chevron" aria-hidden />
    </span>
  );
}
