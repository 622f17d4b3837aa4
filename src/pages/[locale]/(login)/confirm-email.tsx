import { ConfirmEmailForm } from '../../../components/auth/confirm-email-forms';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

/** The mail's link `/{locale}/confirm-email?code=NNNNNN`: shows the code, the button confirms. */
export default async function ConfirmEmailPage({ query }: { query?: string }) {
  const code = new URLSearchParams(query ?? '').get('code');
  return (
    <Screen name="confirm-email" title={m.confirm_email_title}>
      <ConfirmEmailForm locale={getRequestContext().locale} code={code} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
