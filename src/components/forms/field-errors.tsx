/**
 * A form's per-field errors as the page shows them: the id a field's `aria-describedby` points at,
 * and the message under it (`{prefix}-{field}-error`, also its test id).
 *
 * @example const { describedBy, errorOf } = fieldErrors('ticket', errors)
 */
export function fieldErrors<Field extends string>(
  prefix: string,
  errors: Partial<Record<Field, string>>,
) {
  const idOf = (field: Field) => `${prefix}-${field}-error`;
  return {
    describedBy: (field: Field) => (errors[field] ? idOf(field) : undefined),
    errorOf: (field: Field) =>
      errors[field] ? (
        <p id={idOf(field)} className="field-error" data-testid={idOf(field)}>
          {errors[field]}
        </p>
      ) : null,
  };
}
