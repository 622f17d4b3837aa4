import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { transcribe, wav } from '../../test/voice-helpers';
import { byteRangeOf } from './byte-range';

describe('byteRangeOf', () => {
  it('reads one bytes range: closed, open-ended, suffix, and clamps the end', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ offset: 0, length: 100 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ offset: 900, length: 100 });
    expect(byteRangeOf('bytes=-10', 1000)).toEqual({ offset: 990, length: 10 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ offset: 0, length: 1000 });
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ offset: 990, length: 10 });
  });

  it('serves the whole file for no header, another unit or several ranges', () => {
    expect(byteRangeOf(null, 1000)).toBeUndefined();
    expect(byteRangeOf('items=0-1', 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=0-1,5-6', 1000)).toBeUndefined();
  });

  it.each(['bytes=1000-', 'bytes=5-1', 'bytes=-0', 'bytes=x-1', 'bytes=-'])(
    'refuses %s with 416 and the size',
    (header) => {
      expect(() => byteRangeOf(header, 1000)).toThrow(
        expect.objectContaining({ status: 416, headers: { 'Content-Range': 'bytes */1000' } }),
      );
    },
  );
});

describe('GET /v1/media/{id} with Range', () => {
  it('answers 206 slices, 200 with Accept-Ranges, and a localized 416; strangers get 404', async () => {
    const { headers } = await registerUser();
    const bytes = wav(1);
    const res = await transcribe(headers, bytes);
    const { audioUrl } = (await res.json()) as { audioUrl: string };
    const whole = await api(audioUrl, { headers });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    await whole.arrayBuffer();

    const tail = await api(audioUrl, { headers: { ...headers, Range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 4}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(tail.headers.get('content-length')).toBe('4');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(-4));

    const middle = await api(audioUrl, { headers: { ...headers, Range: 'bytes=8-11' } });
    expect(middle.status).toBe(206);
    expect(new TextDecoder().decode(await middle.arrayBuffer())).toBe('WAVE');

    const beyond = await api(audioUrl, {
      headers: { ...headers, 'X-Ad-Locale': 'en', Range: `bytes=${bytes.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await beyond.json()).toMatchObject({
      code: 'range_not_satisfiable',
      message: expect.stringContaining(String(bytes.length)),
    });

    const stranger = await registerUser();
    const foreign = await api(audioUrl, { headers: { ...stranger.headers, Range: 'bytes=0-3' } });
    expect(foreign.status).toBe(404);
  });
});
