import type { ReactNode } from 'react';
import { translator } from '../../i18n/translate';
import { AccountDates } from '../../lib/format/account-dates';
import { accountTimeZone } from '../../lib/format/date';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import { settingsOf } from '../../lib/settings/settings';
import * as m from '../../paraglide/messages.js';
import { PageTitle } from './page-title';

type PlainMessage = Parameters<ReturnType<typeof translator>>[0];

/**
 * A screen's frame inside its layout: the localized title and its content. Screens whose
 * content comes with later issues show a short note instead.
 */
export function Screen({
  name,
  title,
  children,
}: {
  name: string;
  title: PlainMessage;
  children?: ReactNode;
}) {
  const t = translator(getRequestContext().locale);
  const user = getSession()?.user;
  return (
    <section className="screen" data-testid={`screen-${name}`}>
      <PageTitle title={t(title)} />
      <AccountDates
        value={{
          timeZone: accountTimeZone(user?.timeZone),
          dateFormat: settingsOf(user).dateFormat,
        }}
      >
        {children ?? <p className="muted">{t(m.misc_coming_soon)}</p>}
      </AccountDates>
    </section>
  );
}
