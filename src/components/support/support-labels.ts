import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The ticket form's and list's texts, localized on the server for the island. */
export function ticketLabels(locale: Locale) {
  const o = { locale };
  return {
    subject: m.support_ticket_subject({}, o),
    message: m.support_ticket_message({}, o),
    attachment: m.support_ticket_attachment({}, o),
    attachmentTooLarge: m.support_ticket_attachment_too_large({}, o),
    required: m.support_ticket_required({}, o),
    submit: m.support_ticket_submit({}, o),
    sending: m.support_ticket_sending({}, o),
    sent: m.support_ticket_sent({}, o),
    failed: m.support_ticket_failed({}, o),
    tickets: m.support_tickets({}, o),
    empty: m.support_tickets_empty({}, o),
    attachmentLink: m.support_ticket_attachment_link({}, o),
    answer: m.support_ticket_answer({}, o),
    status: {
      open: m.support_ticket_status_open({}, o),
      answered: m.support_ticket_status_answered({}, o),
      closed: m.support_ticket_status_closed({}, o),
    },
  };
}

export type TicketLabels = ReturnType<typeof ticketLabels>;

/** A ticket as `GET /v1/support/tickets` lists it. */
export type Ticket = {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'answered' | 'closed';
  attachment: string | null;
  createdAt: string;
  /** The operators' answers, oldest first (absent from an older api). */
  answers?: { message: string; createdAt: string }[];
};
