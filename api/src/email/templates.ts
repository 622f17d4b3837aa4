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

/**
 * The invitation to a team, in the invitee's language (the inviter's when the address has no
 * account yet). The same text whether or not the address is registered.
 */
export function invitedEmail(
  locale: Locale,
  invite: { teamName: string; inviterName: string; link: string },
) {
  const { teamName, inviterName, link } = invite;
  return locale === 'en'
    ? {
        subject: `Invitation to the team "${teamName}" in Beseda`,
        text: `${inviterName} invited you to the team "${teamName}" in Beseda. To accept or decline, sign in (or sign up with this address) and open ${link}. The invitation is valid for 7 days. If you do not know the sender, ignore this email.`,
      }
    : {
        subject: `Приглашение в команду «${teamName}» в Beseda`,
        text: `${inviterName} приглашает вас в команду «${teamName}» в Beseda. Чтобы принять или отклонить приглашение, войдите (или зарегистрируйтесь с этим адресом) и откройте ${link}. Приглашение действует 7 дней. Если вы не знаете отправителя, просто проигнорируйте это письмо.`,
      };
}
