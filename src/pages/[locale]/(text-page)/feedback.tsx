import '../../../components/feedback/feedback.css';
import { FeedbackForm, type FormToken } from '../../../components/feedback/feedback-form';
import { feedbackLabels } from '../../../components/feedback/feedback-labels';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import { getSession } from '../../../lib/session.server';
import { upstreamJson } from '../../../lib/upstream.server';
import * as m from '../../../paraglide/messages.js';

export default async function FeedbackPage() {
  const { locale } = getRequestContext();
  // The form's sealed start time; without it the island asks for one itself.
  const token = await upstreamJson<FormToken>('/v1/feedback/form').catch(() => null);
  return (
    <Screen name="feedback" title={m.misc_feedback_title}>
      <p className="lead">{m.misc_feedback_lead({}, { locale })}</p>
      <FeedbackForm
        labels={feedbackLabels(locale)}
        initialToken={token}
        defaultEmail={getSession()?.user.email}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
