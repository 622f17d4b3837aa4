import '../../../components/transcription/transcription.css';
import { Screen } from '../../../components/layout/screen';
import { TranscriptionPanel } from '../../../components/transcription/transcription-panel';
import { LocaleProvider } from '../../../i18n/locale-context';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function TranscriptionPage() {
  const { locale } = getRequestContext();
  // The panel's islands call their (tree-shaken) messages with the page's locale, as the chat does.
  return (
    <Screen name="transcription" title={m.transcription_title}>
      <LocaleProvider locale={locale}>
        <TranscriptionPanel />
      </LocaleProvider>
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
