import type { Locale } from '../../i18n/locales';
import { type PricedTool, priceText, toolTexts } from '../../lib/prices/price-list';
import * as m from '../../paraglide/messages.js';

/** The live price list as one table: a row per model of each available tool. */
export function PriceTable({ tools, locale }: { tools: PricedTool[]; locale: Locale }) {
  const o = { locale };
  const rows = tools
    .filter((tool) => tool.available)
    .flatMap((tool) => tool.models.map((model, index) => ({ tool, model, first: index === 0 })));
  return (
    <div className="table-scroll">
      <table className="price-table" data-testid="gen-prices">
        <thead>
          <tr>
            <th scope="col">{m.misc_gen_col_tool({}, o)}</th>
            <th scope="col">{m.misc_gen_col_model({}, o)}</th>
            <th scope="col">{m.misc_gen_col_price({}, o)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ tool, model, first }) => (
            <tr key={`${tool.id}:${model.id}`}>
              {first && (
                <th scope="rowgroup" rowSpan={tool.models.length}>
                  {toolTexts(tool.id, locale).title}
                </th>
              )}
              <td>{model.title}</td>
              <td data-testid="gen-price">
                {model.prices.map((price) => (
                  <div key={price.unit}>{priceText(price, locale)}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
