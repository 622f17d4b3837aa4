import '../../../../components/auth/auth.css';
import '../../../../components/members/members.css';
import { Screen } from '../../../../components/layout/screen';
import { MembersPanel } from '../../../../components/members/members-panel';
import { membersTexts } from '../../../../components/members/members-texts';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function MembersPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="members" title={m.balance_members_title}>
      <MembersPanel locale={locale} texts={membersTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
