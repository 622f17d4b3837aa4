import { Link } from 'waku';
import type { Locale } from '../../i18n/locales';
import { type PricedTool, priceText, toolPaths, toolTexts } from '../../lib/prices/price-list';
import * as m from '../../paraglide/messages.js';

/** One tool of /service: what it does, its models with their prices, and a start button. */
export function ToolCard({ tool, locale }: { tool: PricedTool; locale: Locale }) {
  const { title, description } = toolTexts(tool.id, locale);
  const headingId = `tool-${tool.id}`;
  return (
    <section
      className="tool-card"
      aria-labelledby={headingId}
      data-testid={`service-tool-${tool.id}`}
    >
      <h2 id={headingId}>{title}</h2>
      <p>{description}</p>
      {tool.available ? (
        <>
          <h3 className="tool-card-models">{m.service_models({}, { locale })}</h3>
          <ul className="tool-card-prices">
            {tool.models.map((model) => (
              <li key={model.id} data-testid="service-model">
                <span className="tool-card-model">{model.title}</span>{' '}
                <span className="muted" data-testid="service-price">
                  {model.prices.map((price) => priceText(price, locale)).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          <Link to={`/${locale}${toolPaths[tool.id]}`} className="button button-primary">
            {m.service_start({ tool: title }, { locale })}
          </Link>
        </>
      ) : (
        <p className="muted" data-testid="service-unavailable">
          {m.service_unavailable({}, { locale })}
        </p>
      )}
    </section>
  );
}
