/**
 * An amount of roubles typed by an operator ("150", "99.50", "1 234,5") as kopecks; null unless it
 * is a positive amount with at most two decimals. Built from integers, never a float.
 *
 * @example kopecksFromRubDecimal('99,5') // 9950
 */
export function kopecksFromRubDecimal(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kopecks > 0 ? kopecks : null;
}

/** A whole number of 0 or more typed in a field; null unless digits only; `undefined` when empty. */
export function wholeNumberInput(text: string): number | null | undefined {
  const digits = text.trim();
  if (!digits) return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}
