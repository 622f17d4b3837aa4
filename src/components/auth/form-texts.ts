import type { Locale } from '../../i18n/locales';
import type { Flash } from '../../lib/auth/flash';
import { formatRetryIn } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import type { FormOutcome, FormTexts } from './form-types';

/** The localized texts of an auth form island. */
export function formTexts(locale: Locale, withPromo = false): FormTexts {
  const o = { locale };
  return {
    errors: {
      required: m.auth_error_required({}, o),
      email_invalid: m.auth_error_email_invalid({}, o),
      password_short: m.auth_error_password_short({}, o),
      confirm_mismatch: m.auth_error_confirm_mismatch({}, o),
      code_invalid: m.auth_error_code_invalid({}, o),
    },
    hasErrors: m.auth_form_has_errors({}, o),
    network: m.auth_error_network({}, o),
    generic: m.auth_error_generic({}, o),
    tooMany: m.auth_error_too_many({ wait: '{wait}' }, o),
    locale,
    ...(withPromo
      ? {
          promo: {
            checking: m.auth_promo_checking({}, o),
            days: m.auth_promo_days({ days: '{days}' }, o),
            credit: m.auth_promo_credit({ rubles: '{rubles}' }, o),
            notFound: m.auth_promo_not_found({}, o),
          },
        }
      : {}),
  };
}

/** A flash turned into what the form shows: field errors, one form error text, kept values. */
export function outcomeOf(flash: Flash | null, texts: FormTexts): FormOutcome | undefined {
  if (!flash) return undefined;
  const { error } = flash;
  let message: string | undefined;
  if (error?.code === 'too_many_attempts') {
    message = texts.tooMany.replace('{wait}', formatRetryIn(error.retryAfter ?? 60, texts.locale));
  } else if (error?.code === 'network') {
    message = texts.network;
  } else if (error) {
    message = error.message || texts.generic;
  } else if (flash.fields && Object.keys(flash.fields).length) {
    message = texts.hasErrors;
  }
  return { fields: flash.fields, error: message, values: flash.values };
}

/** The texts of the passkey sign-in button's island. */
export function passkeyTexts(locale: Locale) {
  const o = { locale };
  return {
    failed: m.passkey_sign_in_failed({}, o),
    unsupported: m.passkey_unsupported({}, o),
    needsSiteName: m.passkey_needs_site_name({ address: '{address}' }, o),
  };
}
