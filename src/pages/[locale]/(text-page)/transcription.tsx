import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function TranscriptionPage() {
  return <Screen name="transcription" title={m.transcription_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
