import { sendEmail } from '../email/send-email';
import { invitedEmail, invitedNewcomerEmail } from '../email/templates';
import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import { findUserRow, findUserRowByEmail } from '../users/user-store';
import { invitationPageUrl } from './invite-limits';

/**
 * Mails invitation `id` to `email`, linking to the page where it is accepted. An address with a confirmed account gets the team's and the
 * inviter's names (one short line each) in its own language; any other address gets a fixed text
 * with only the inviter's confirmed address, in `fallbackLocale`: mail to someone who never signed
 * up carries no free text of the sender's.
 */
export async function mailInvitation(
  env: Env,
  invite: {
    id: string;
    email: string;
    teamName: string;
    inviterId: string;
    fallbackLocale: Locale;
  },
) {
  const [account, inviter] = await Promise.all([
    findUserRowByEmail(env.DB, invite.email),
    findUserRow(env.DB, invite.inviterId),
  ]);
  const inviterEmail = inviter?.email_confirmed_at ? inviter.email : null;
  if (account?.email_confirmed_at && inviterEmail) {
    const link = invitationPageUrl(env.PUBLIC_WEB_URL, account.locale, invite.id);
    const mail = invitedEmail(account.locale, {
      teamName: invite.teamName,
      inviterName: inviter?.name || inviterEmail,
      inviterEmail,
      link,
    });
    await sendEmail(env, { to: invite.email, ...mail });
    return;
  }
  const link = invitationPageUrl(env.PUBLIC_WEB_URL, invite.fallbackLocale, invite.id);
  const mail = invitedNewcomerEmail(invite.fallbackLocale, { inviterEmail, link });
  await sendEmail(env, { to: invite.email, ...mail });
}
