import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { balanceTexts } from './balance-texts';
import { SpendingChart } from './spending-chart';
import { TopUpForm } from './top-up-form';

const texts = balanceTexts('en');
const plain = (html: string) => html.replace(/\u00a0/g, ' ');
const limits = { minKopecks: 10_000, maxKopecks: 10_000_000, presetsKopecks: [50_000] };

describe('balance page views', () => {
  it('says when online payment is off, and offers no form', () => {
    const html = plain(
      renderToStaticMarkup(
        <TopUpForm config={{ enabled: false, ...limits }} locale="en" texts={texts} />,
      ),
    );
    expect(html).toContain('Online payment is not configured on this server');
    expect(html).not.toContain('<form');
  });

  it('shows the presets and the limits of a top-up', () => {
    const html = plain(
      renderToStaticMarkup(
        <TopUpForm config={{ enabled: true, ...limits }} locale="en" texts={texts} />,
      ),
    );
    expect(html).toContain('From RUB 100.00 to RUB 100,000.00');
    expect(html).toContain('RUB 500.00');
  });

  it('draws the chart with a title, a description, labelled axes and a table of the same numbers', () => {
    const spending = {
      days: ['2026-11-22', '2026-11-23'],
      models: [{ model: 'gpt:gpt', kopecks: [0, 225], totalKopecks: 225 }],
    };
    const html = plain(
      renderToStaticMarkup(
        <SpendingChart
          spending={spending}
          locale="en"
          texts={texts}
          modelNames={{ 'gpt:gpt': 'GPT-4o' }}
        />,
      ),
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('<title id="balance-chart-title">Spending over 30 days</title>');
    expect(html).toMatch(/<desc id="balance-chart-desc">/);
    expect(html.match(/<rect /g)).toHaveLength(2); // one bar, one legend swatch
    expect(html).toContain('<th scope="row">23 Nov</th><td>RUB 2.25</td>');
    expect(html).toContain('GPT-4o: RUB 2.25');
    expect(html).not.toContain('gpt:gpt');
    expect(html).toContain('Total for 30 days: RUB 2.25');
    expect(html).toMatch(/data-testid="spending-axis"><span>22 Nov<\/span>/);
  });
});
