import '../../../components/service/service.css';
import { Screen } from '../../../components/layout/screen';
import { ToolCard } from '../../../components/service/tool-card';
import { loadPriceList } from '../../../lib/prices/load-prices.server';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function ServicePage() {
  const { locale } = getRequestContext();
  const tools = await loadPriceList();
  return (
    <Screen name="service" title={m.service_title}>
      <p className="lead">{m.service_lead({}, { locale })}</p>
      {tools ? (
        <div className="tool-grid">
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} locale={locale} />
          ))}
        </div>
      ) : (
        <p role="alert">{m.service_prices_failed({}, { locale })}</p>
      )}
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
