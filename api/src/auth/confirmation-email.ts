import type { Env } from '../env';
import type { Locale } from '../lib/messages';

/** The front's page that confirms with the code; absolute when `PUBLIC_WEB_URL` is configured. */
export function confirmationLink(env: Env, locale: Locale, code: string): string {
  const origin = (env.PUBLIC_WEB_URL ?? '').replace(/\/+$/, '');
  return `${origin}/${locale}/confirm-email?code=${code}`;
}

/** The email-confirmation mail in the user's language: the 6-digit code and the link. */
export function confirmationEmail(locale: Locale, code: string, link: string) {
  return locale === 'en'
    ? {
        subject: 'Confirm your email for Beseda',
        text: `Your confirmation code: ${code}. Enter it in Beseda or open ${link} (valid for 24 hours). If you did not sign up, ignore this email.`,
      }
    : {
        subject: 'Подтвердите email в «Беседе»',
        text: `Ваш код подтверждения: ${code}. Введите его в «Беседе» или откройте ${link} (действует 24 часа). Если вы не регистрировались, просто проигнорируйте это письмо.`,
      };
}
