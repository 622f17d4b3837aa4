import type { Locale } from '../lib/messages';

/** The password reset email in the user's language. */
export function resetCodeEmail(locale: Locale, code: string) {
  return locale === 'en'
    ? {
        subject: 'Beseda password reset code',
        text: `Your password reset code: ${code}. It is valid for 15 minutes. If you did not ask for it, ignore this email.`,
      }
    : {
        subject: 'Код для сброса пароля Beseda',
        text: `Ваш код для сброса пароля: ${code}. Он действует 15 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
      };
}

/** The note a user gets when a team owner adds them to the team. */
export function invitedEmail(locale: Locale, teamName: string) {
  return locale === 'en'
    ? { subject: 'You joined a team in Beseda', text: `You were added to the team "${teamName}".` }
    : { subject: 'Вас добавили в команду Beseda', text: `Вас добавили в команду «${teamName}».` };
}
