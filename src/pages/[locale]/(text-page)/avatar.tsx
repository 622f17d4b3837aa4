import '../../../components/avatar-studio/avatar-studio.css';
import { AvatarStudio } from '../../../components/avatar-studio/avatar-studio';
import { Screen } from '../../../components/layout/screen';
import { LocaleProvider } from '../../../i18n/locale-context';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function AvatarPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="avatar" title={m.avatar_title}>
      <LocaleProvider locale={locale}>
        <AvatarStudio />
      </LocaleProvider>
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
