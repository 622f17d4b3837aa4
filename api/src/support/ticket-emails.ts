import { mailName, oneLine } from '../lib/display-name';
import type { Locale } from '../lib/messages';

export interface TicketMail {
  id: string;
  subject: string;
  message: string;
  author: { name: string; email: string; locale: Locale };
  attachment: { name: string; size: number } | null;
}

const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** What the support address receives: everything needed to answer the author by email. */
export function ticketForSupportEmail(ticket: TicketMail) {
  const { author, attachment } = ticket;
  return {
    subject: `[Beseda #${shortId(ticket.id)}] ${ticket.subject}`,
    text: [
      `Ticket ${ticket.id}`,
      `From: "${mailName(author.name)}" <${author.email}> (interface: ${author.locale})`,
      attachment
        ? `Attachment: ${oneLine(attachment.name, 200)}, ${attachment.size} bytes`
        : 'No attachment',
      '',
      ticket.message,
      '',
      `Reply to ${author.email}.`,
    ].join('\n'),
  };
}

/** The author's confirmation, in their language. */
export function ticketConfirmationEmail(ticket: TicketMail) {
  const id = shortId(ticket.id);
  return ticket.author.locale === 'en'
    ? {
        subject: `We received your request #${id}: ${ticket.subject}`,
        text: `Hello, ${mailName(ticket.author.name)}! We received your request #${id} "${ticket.subject}" and will answer to this address, usually within one working day. You can see its status on the Support page.\n\nYour message:\n${ticket.message}`,
      }
    : {
        subject: `Мы получили ваше обращение №${id}: ${ticket.subject}`,
        text: `Здравствуйте, ${mailName(ticket.author.name)}! Мы получили ваше обращение №${id} «${ticket.subject}» и ответим на этот адрес, обычно в течение одного рабочего дня. Статус обращения виден на странице «Поддержка».\n\nВаше сообщение:\n${ticket.message}`,
      };
}

/** An operator's answer, mailed to the ticket's author in their language. */
export function ticketAnswerEmail(ticket: TicketMail, answer: string) {
  const id = shortId(ticket.id);
  return ticket.author.locale === 'en'
    ? {
        subject: `Answer to your request #${id}: ${ticket.subject}`,
        text: `Hello, ${mailName(ticket.author.name)}! Support answered your request #${id} "${ticket.subject}":\n\n${answer}\n\nThe answer is also on the Support page.`,
      }
    : {
        subject: `Ответ на ваше обращение №${id}: ${ticket.subject}`,
        text: `Здравствуйте, ${mailName(ticket.author.name)}! Поддержка ответила на ваше обращение №${id} «${ticket.subject}»:\n\n${answer}\n\nОтвет виден и на странице «Поддержка».`,
      };
}
