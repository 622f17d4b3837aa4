import type { InputHTMLAttributes } from 'react';

/**
 * The kit's date field: the platform's date input (its keyboard entry and calendar for free, a
 * phone's own picker) drawn as the kit draws inputs, with its calendar button in the theme's
 * colours. `value` is `YYYY-MM-DD`.
 *
 * @example <DateField id="from" value={from} onChange={(e) => setFrom(e.target.value)} />
 */
export function DateField({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      {...props}
      type="date"
      className={className ? `input date-field ${className}` : 'input date-field'}
    />
  );
}
