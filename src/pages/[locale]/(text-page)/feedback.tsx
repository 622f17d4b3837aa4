import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function FeedbackPage() {
  return <Screen name="feedback" title={m.misc_feedback_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
