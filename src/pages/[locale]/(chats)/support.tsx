import '../../../components/support/support-page.css';
import { faq } from '../../../../content/support/faq';
import { PageTitle } from '../../../components/layout/page-title';
import { FaqSearch } from '../../../components/support/faq-search';
import { type Ticket, ticketLabels } from '../../../components/support/support-labels';
import { SupportWidget } from '../../../components/support/support-widget';
import { TicketPanel } from '../../../components/support/ticket-panel';
import { getPublicConfig } from '../../../lib/public-config.server';
import { getRequestContext } from '../../../lib/request-context.server';
import { upstreamJson } from '../../../lib/upstream.server';
import * as m from '../../../paraglide/messages.js';

/** Support (SPEC §2, issue 13): a searchable FAQ, the messenger and chat, and tickets by email. */
export default async function SupportPage() {
  const { locale } = getRequestContext();
  const o = { locale };
  const messenger = getPublicConfig().supportMessengerUrl;
  const { tickets } = await upstreamJson<{ tickets: Ticket[] }>('/v1/support/tickets');
  return (
    <section className="screen support-page" data-testid="screen-support">
      <PageTitle title={m.support_title({}, o)} />
      <p className="lead">{m.support_lead({}, o)}</p>
      <section className="support-section" aria-labelledby="support-faq">
        <h2 id="support-faq">{m.support_faq({}, o)}</h2>
        <FaqSearch
          items={faq[locale]}
          labels={{
            search: m.support_faq_search({}, o),
            found: m.support_faq_found({ count: '{count}' }, o),
            none: m.support_faq_none({}, o),
          }}
        />
      </section>
      <section className="support-section" aria-labelledby="support-contact">
        <h2 id="support-contact">{m.support_contact({}, o)}</h2>
        <div className="support-contact">
          {messenger && (
            <a
              href={messenger}
              className="button"
              target="_blank"
              rel="noreferrer"
              data-testid="support-messenger"
            >
              {m.support_messenger({}, o)}
            </a>
          )}
          <SupportWidget />
        </div>
      </section>
      <section className="support-section" aria-labelledby="support-ticket">
        <h2 id="support-ticket">{m.support_ticket({}, o)}</h2>
        <p className="muted">{m.support_ticket_lead({}, o)}</p>
        <TicketPanel labels={ticketLabels(locale)} initialTickets={tickets} locale={locale} />
      </section>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
