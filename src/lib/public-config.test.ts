import { describe, expect, it } from 'vitest';
import { counterIdsOf, parsePublicConfig, publicConfigOf, scriptUrlOf } from './public-config';

describe('the public configuration of a deployment', () => {
  it('takes https script URLs, and http only on loopback', () => {
    expect(scriptUrlOf(' https://mc.yandex.ru/metrika/tag.js ')).toBe(
      'https://mc.yandex.ru/metrika/tag.js',
    );
    expect(scriptUrlOf('http://127.0.0.1:9000/w.js')).toBe('http://127.0.0.1:9000/w.js');
    expect(scriptUrlOf('http://helpdesk.example/w.js')).toBeNull();
    expect(scriptUrlOf('https://user:pass@helpdesk.example/w.js')).toBeNull();
    expect(scriptUrlOf('javascript:alert(1)')).toBeNull();
    expect(scriptUrlOf('/widget.js')).toBeNull();
    expect(scriptUrlOf(undefined)).toBeNull();
  });

  it('reads counters as positive integers, once each', () => {
    expect(counterIdsOf('12345678, 87654321 12345678')).toEqual([12345678, 87654321]);
    expect(counterIdsOf('0 -5 abc 1.5')).toEqual([]);
  });

  it('turns analytics on only with both a tag and a counter', () => {
    const tag = 'https://mc.yandex.ru/metrika/tag.js';
    expect(publicConfigOf({ METRIKA_TAG_URL: tag })).toMatchObject({
      supportWidgetUrl: null,
      metrika: null,
    });
    expect(publicConfigOf({ METRIKA_TAG_URL: tag, METRIKA_COUNTER_IDS: '1 2' }).metrika).toEqual({
      tagUrl: tag,
      counterIds: [1, 2],
    });
  });

  it('round-trips through the internal header and refuses a tampered value', () => {
    const config = publicConfigOf({
      SUPPORT_WIDGET_URL: 'https://cdn.helpdesk.example/w.js',
      METRIKA_TAG_URL: 'https://mc.yandex.ru/metrika/tag.js',
      METRIKA_COUNTER_IDS: '7',
    });
    expect(parsePublicConfig(encodeURIComponent(JSON.stringify(config)))).toEqual(config);
    expect(parsePublicConfig('%7Bnot json')).toMatchObject({
      supportWidgetUrl: null,
      metrika: null,
    });
    const bad = { supportWidgetUrl: 'http://evil.example/x.js', metrika: null };
    expect(parsePublicConfig(encodeURIComponent(JSON.stringify(bad))).supportWidgetUrl).toBeNull();
  });
});
