import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { BuildPoll } from '../islands/build-poll';
import { SessionTimers } from '../islands/session-timers';
import { SignOutForm } from './sign-out-form';
import './user-menu.css';
import { UserName } from './user-name';

/**
 * Who is signed in and a sign-out button (a plain form: works without JavaScript), plus the
 * SPEC §4 timers; for an operator, the way to the console; for a visitor, a sign-in link.
 */
export function UserMenu() {
  const { locale, path } = getRequestContext();
  // Inside the console its badge already names it: no second "Operator console" beside it.
  const inConsole = path.startsWith(`/${locale}/admin`);
  const session = getSession();
  const o = { locale };
  if (!session) {
    return (
      <a href={`/${locale}/auth/login`} className="button" data-testid="sign-in">
        {m.layout_sign_in({}, o)}
      </a>
    );
  }
  const { user } = session;
  const name = typeof user.name === 'string' && user.name ? user.name : user.email;
  return (
    <section className="user-menu" aria-label={m.layout_account({}, o)} data-testid="user-menu">
      <span className="user-menu-name" title={user.email}>
        <UserName template={m.auth_signed_in_as({ name: '{name}' }, o)} initial={name} />
      </span>
      {session.operator && !inConsole && (
        <a href={`/${locale}/admin`} className="button" data-testid="admin-link">
          {m.admin_title({}, o)}
        </a>
      )}
      <SignOutForm locale={locale} label={m.layout_sign_out({}, o)} />
      <SessionTimers expiresAt={session.expiresAt} warning={m.layout_session_expiring({}, o)} />
      <BuildPoll />
    </section>
  );
}
