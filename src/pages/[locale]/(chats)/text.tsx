import '../../../components/text-studio/text-studio.css';
import { Screen } from '../../../components/layout/screen';
import { TextStudio } from '../../../components/text-studio/text-studio';
import { LocaleProvider } from '../../../i18n/locale-context';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function TextPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="text" title={m.text_title}>
      <LocaleProvider locale={locale}>
        <TextStudio />
      </LocaleProvider>
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
