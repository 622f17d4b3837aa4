import type { FieldError, FieldRule } from '../../lib/auth/field-rules';

/** One input of an auth form, described by its server component (strings already localized). */
export type FieldSpec = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  rules: readonly FieldRule[];
  hint?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  /** Shows the promo code's bonus (or "not found") while it is typed. */
  promo?: boolean;
};

/** Texts the island needs, localized on the server so the client bundle carries no catalogue. */
export type FormTexts = {
  errors: Record<FieldError, string>;
  hasErrors: string;
  network: string;
  generic: string;
  /** Contains `{wait}`: when to try again in words (formatRetryIn). */
  tooMany: string;
  /** The page's language, for writing the wait. */
  locale: string;
  /** Promo hint templates: `{days}`, `{rubles}`. */
  promo?: { checking: string; days: string; credit: string; notFound: string };
};

/** What a plain POST left behind (flash), rendered server-side on the next load. */
export type FormOutcome = {
  fields?: Record<string, FieldError>;
  error?: string;
  values?: Record<string, string>;
};
