/** The limits of the studio's parameters, the same for the form's fields and the prompt's flags. */
export const LIMITS = { stylize: 1000, weird: 3000, chaos: 100 } as const;
export const ASPECT_RATIO = /^([1-9]\d{0,3}):([1-9]\d{0,3})$/;
export const VERSION = /^(?:\d{1,2}(?:\.\d{1,2})?|niji(?: \d{1,2})?)$/;
