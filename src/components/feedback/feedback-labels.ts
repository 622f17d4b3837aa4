import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The feedback form's texts, localized on the server so the island carries no catalogue. */
export function feedbackLabels(locale: Locale) {
  const o = { locale };
  return {
    rating: m.misc_feedback_rating({}, o),
    ratingOptions: [1, 2, 3, 4, 5].map((n) => m.misc_feedback_rating_n({ n }, o)),
    message: m.misc_feedback_message({}, o),
    email: m.misc_feedback_email({}, o),
    screenshot: m.misc_feedback_screenshot({}, o),
    screenshotTooLarge: m.misc_feedback_screenshot_too_large({}, o),
    honeypot: m.misc_feedback_honeypot({}, o),
    submit: m.misc_feedback_submit({}, o),
    sending: m.misc_feedback_sending({}, o),
    ratingRequired: m.misc_feedback_rating_required({}, o),
    messageRequired: m.misc_feedback_message_required({}, o),
    failed: m.misc_feedback_failed({}, o),
    thanksTitle: m.misc_feedback_thanks_title({}, o),
    thanks: m.misc_feedback_thanks({}, o),
    /** Contains `{email}`. */
    thanksReply: m.misc_feedback_thanks_reply({ email: '{email}' }, o),
    again: m.misc_feedback_again({}, o),
  };
}

export type FeedbackLabels = ReturnType<typeof feedbackLabels>;
