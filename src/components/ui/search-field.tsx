import type { InputHTMLAttributes } from 'react';
import { Search } from './icons';

/**
 * The kit's search box: a `type="search"` input drawn as the kit draws inputs, with a magnifier
 * inside it, in both themes. Label it as any input (`<label htmlFor>` or `aria-label`).
 *
 * @example <SearchField id="q" value={query} onChange={(e) => setQuery(e.target.value)} />
 */
export function SearchField({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <span className={className ? `search-field ${className}` : 'search-field'}>
      <Search size={16} className="search-field-icon" aria-hidden />
      <input {...props} type="search" className="input search-field-input" />
    </span>
  );
}
