import { mailName } from '../lib/display-name';
import type { Locale } from '../lib/messages';

/** The password reset email in the user's language. */
export function resetCodeEmail(locale: Locale, code: string) {
  return locale === 'en'
    ? {
        subject: 'Beseda password reset code',
        text: `Your password reset code: ${code}. It is valid for 15 minutes. If you did not ask for it, ignore this email.`,
      }
    : {
        subject: 'Код для сброса пароля в «Беседе»',
        text: `Ваш код для сброса пароля: ${code}. Он действует 15 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
      };
}

/**
 * The invitation to a team for an address with a confirmed account, in its language. The team's
 * and inviter's names are people's free text: one short line each (`mailName`), in quotes.
 */
export function invitedEmail(
  locale: Locale,
  invite: { teamName: string; inviterName: string; inviterEmail: string; link: string },
) {
  const team = mailName(invite.teamName);
  const inviter = mailName(invite.inviterName);
  const { inviterEmail, link } = invite;
  return locale === 'en'
    ? {
        subject: `Invitation to the team "${team}" in Beseda`,
        text: `"${inviter}" (${inviterEmail}) invited you to the team "${team}" in Beseda. To accept or decline, sign in and open ${link}. The invitation is valid for 7 days. If you do not know the sender, ignore this email.`,
      }
    : {
        subject: `Приглашение в команду «${team}» в «Беседе»`,
        text: `«${inviter}» (${inviterEmail}) приглашает вас в команду «${team}» в «Беседе». Чтобы принять или отклонить приглашение, войдите и откройте ${link}. Приглашение действует 7 дней. Если вы не знаете отправителя, просто проигнорируйте это письмо.`,
      };
}

/**
 * The invitation to an address that has no confirmed account: a fixed text naming the product,
 * with none of the sender's free text (no team or person name), only the inviter's address when
 * they confirmed it (null: not even that). In the inviter's language.
 */
export function invitedNewcomerEmail(
  locale: Locale,
  invite: { inviterEmail: string | null; link: string },
) {
  const { inviterEmail, link } = invite;
  return locale === 'en'
    ? {
        subject: 'Invitation to a team in Beseda',
        text: `${inviterEmail ?? 'A Beseda user'} invited you to a team in Beseda, an AI chat assistant. To accept or decline, sign up with this address and open ${link}. The invitation is valid for 7 days. If you do not know the sender, ignore this email.`,
      }
    : {
        subject: 'Приглашение в команду в «Беседе»',
        text: `${inviterEmail ?? 'Пользователь «Беседы»'} приглашает вас в команду в «Беседе» — чат-ассистенте с ИИ. Чтобы принять или отклонить приглашение, зарегистрируйтесь с этим адресом и откройте ${link}. Приглашение действует 7 дней. Если вы не знаете отправителя, просто проигнорируйте это письмо.`,
      };
}

/** Kopecks as roubles in the reader's language (Intl). */
const rub = (locale: Locale, kopecks: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ru-RU', {
    style: 'currency',
    currency: 'RUB',
  }).format(kopecks / 100);

/**
 * A spending alert (docs/decisions/228-team-spending-controls.md): the team passed a percent of
 * its month, its balance fell under the owner's mark, or a member passed a percent of their limit.
 */
export function spendingAlertEmail(
  locale: Locale,
  alert: {
    kind: 'team' | 'low_balance' | 'member';
    percent: number | null;
    teamName: string;
    lowKopecks: number | null;
  },
) {
  const team = mailName(alert.teamName);
  const percent = alert.percent ?? 0;
  if (alert.kind === 'low_balance') {
    const mark = rub(locale, alert.lowKopecks ?? 0);
    return locale === 'en'
      ? {
          subject: `The balance of "${team}" is below ${mark}`,
          text: `The balance of the team "${team}" in Beseda fell below ${mark}. Top it up so your team can keep working.`,
        }
      : {
          subject: `Баланс команды «${team}» ниже ${mark}`,
          text: `Баланс команды «${team}» в «Беседе» опустился ниже ${mark}. Пополните его, чтобы команда могла продолжать работу.`,
        };
  }
  if (alert.kind === 'member') {
    return locale === 'en'
      ? {
          subject: `You have used ${percent}% of your monthly limit in "${team}"`,
          text: `You have spent ${percent}% of your monthly limit in the team "${team}" in Beseda. At 100% your sends stop until the 1st of next month or until the team owner raises the limit.`,
        }
      : {
          subject: `Вы израсходовали ${percent}% месячного лимита в «${team}»`,
          text: `Вы израсходовали ${percent}% своего месячного лимита в команде «${team}» в «Беседе». При 100% отправка остановится до 1-го числа следующего месяца или пока владелец команды не увеличит лимит.`,
        };
  }
  return locale === 'en'
    ? {
        subject: `"${team}" has spent ${percent}% of its month`,
        text: `The team "${team}" in Beseda has spent ${percent}% of this month's budget (the sum of members' limits, or this month's top-ups). See who spent what on the usage page.`,
      }
    : {
        subject: `Команда «${team}» израсходовала ${percent}% месяца`,
        text: `Команда «${team}» в «Беседе» израсходовала ${percent}% бюджета этого месяца (суммы лимитов участников или пополнений за месяц). Кто сколько потратил — на странице расходов.`,
      };
}
