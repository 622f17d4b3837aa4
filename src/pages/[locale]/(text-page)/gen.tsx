import '../../../components/gen/gen.css';
import { Link } from 'waku';
import { GenExamples } from '../../../components/gen/gen-examples';
import { PriceTable } from '../../../components/gen/price-table';
import { SignupCall } from '../../../components/gen/signup-call';
import { PageTitle } from '../../../components/layout/page-title';
import { loadPriceList } from '../../../lib/prices/load-prices.server';
import { toolTexts } from '../../../lib/prices/price-list';
import { getRequestContext } from '../../../lib/request-context.server';
import { getSession } from '../../../lib/session.server';
import * as m from '../../../paraglide/messages.js';

const tools = [
  'text',
  'image',
  'midjourney',
  'transcription',
  'speech',
  'avatar',
  'text-studio',
] as const;

/** The public face of the product (issue 13): what it does, examples, live prices, sign-up. */
export default async function GenPage() {
  const { locale } = getRequestContext();
  const o = { locale };
  const prices = await loadPriceList();
  const signedIn = getSession() !== null;
  return (
    <article className="screen gen" data-testid="screen-gen">
      <header className="gen-hero">
        <PageTitle title={m.misc_gen_heading({}, o)} />
        <p className="lead">{m.misc_gen_lead({}, o)}</p>
      </header>
      <section className="gen-section" aria-labelledby="gen-tools">
        <h2 id="gen-tools">{m.misc_gen_tools({}, o)}</h2>
        <ul className="gen-tools">
          {tools.map((id) => {
            const { title, description } = toolTexts(id, locale);
            return (
              <li key={id}>
                <h3>{title}</h3>
                <p>{description}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="gen-section" aria-labelledby="gen-examples">
        <h2 id="gen-examples">{m.misc_gen_examples({}, o)}</h2>
        <GenExamples locale={locale} />
      </section>
      <section className="gen-section" aria-labelledby="gen-prices">
        <h2 id="gen-prices">{m.misc_gen_prices({}, o)}</h2>
        <p>{m.misc_gen_prices_lead({}, o)}</p>
        {prices ? (
          <PriceTable tools={prices} locale={locale} />
        ) : (
          <p role="alert">{m.service_prices_failed({}, o)}</p>
        )}
      </section>
      <section className="gen-section" aria-labelledby="gen-signup">
        <h2 id="gen-signup">{m.misc_gen_signup({}, o)}</h2>
        {signedIn ? (
          <Link to={`/${locale}/chat`} className="button button-primary">
            {m.misc_gen_open_chats({}, o)}
          </Link>
        ) : (
          <>
            <p>{m.misc_gen_signup_lead({}, o)}</p>
            <SignupCall locale={locale} />
          </>
        )}
      </section>
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
