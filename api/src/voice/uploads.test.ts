import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { fakeRequests, moneyOf, wav } from '../../test/voice-helpers';

const MB = 1024 * 1024;
const en = { 'X-Ad-Locale': 'en' };

interface Upload {
  id: string;
  size: number;
  partSize: number;
  partCount: number;
  uploadedParts: number[];
}

/**
 * Part `n` of a silent 16 kHz mono WAV of `size` bytes, made as it is read (1 MB at a time), so
 * the test never holds the file: the header in part 1, zeros after it.
 */
function wavPart(size: number, partSize: number, n: number) {
  const start = (n - 1) * partSize;
  const end = Math.min(size, start + partSize);
  const header = wav(0);
  new DataView(header.buffer).setUint32(4, size - 8, true);
  new DataView(header.buffer).setUint32(40, size - 44, true);
  let at = start;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= end) return controller.close();
      const chunk = new Uint8Array(Math.min(MB, end - at));
      if (at < header.length)
        chunk.set(header.subarray(at, Math.min(header.length, at + chunk.length)));
      at += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

function putPart(headers: Record<string, string>, id: string, n: number, body: BodyInit) {
  return api(`/v1/aimedia/stt/uploads/${id}/parts/${n}`, {
    method: 'PUT',
    headers: { ...en, 'Content-Type': 'application/octet-stream', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function createUpload(headers: Record<string, string>, size: number, title = 'talk.wav') {
  const res = await api(
    '/v1/aimedia/stt/uploads?model=nova',
    json('POST', { size, title }, { ...en, ...headers }),
  );
  return { res, upload: (await res.clone().json()) as Upload };
}

async function finished(headers: Record<string, string>, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await api(`/v1/aimedia/stt/transcriptions/${id}`, {
      headers: { ...en, ...headers },
    });
    const body = (await res.json()) as {
      status: string;
      durationSeconds: number;
      costKopecks: number;
      audioUrl: string;
    };
    if (body.status !== 'running') return body;
    if (Date.now() > until) throw new Error('the job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('long files uploaded in parts', () => {
  it('takes a 60 MB recording in 10 MB parts, streams it to Deepgram from R2 and charges its minutes once', async () => {
    const { headers, user } = await registerUser();
    const size = 60 * MB + 123;
    const { res, upload } = await createUpload(headers, size);
    expect(res.status).toBe(201);
    expect(upload).toMatchObject({ size, partSize: 10 * MB, partCount: 7, uploadedParts: [] });
    for (let n = 1; n <= upload.partCount; n++) {
      const part = await putPart(headers, upload.id, n, wavPart(size, upload.partSize, n));
      expect(part.status, `part ${n}`).toBe(200);
    }
    // A part sent again (a retry) replaces the first copy.
    expect((await putPart(headers, upload.id, 3, wavPart(size, upload.partSize, 3))).status).toBe(
      200,
    );
    const state = (await (
      await api(`/v1/aimedia/stt/uploads/${upload.id}`, { headers })
    ).json()) as Upload;
    expect(state.uploadedParts).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const done = await api(`/v1/aimedia/stt/uploads/${upload.id}/complete`, {
      method: 'POST',
      headers: { ...en, ...headers },
    });
    expect(done.status).toBe(202);
    expect(await done.json()).toMatchObject({
      id: upload.id,
      status: 'running',
      title: 'talk.wav',
    });
    const result = await finished(headers, upload.id);
    const minutes = Math.ceil((size - 44) / 32_000 / 60);
    expect(result).toMatchObject({ status: 'done', costKopecks: minutes * 100 });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: -minutes * 100, holds: 0 });
    const seen = await fakeRequests<{ size: number }>(env.DEEPGRAM_BASE_URL ?? '');
    expect(seen.some((r) => r.size === size)).toBe(true);

    // The stored audio seeks: a Range read answers 206 with exactly those bytes.
    const ranged = await api(result.audioUrl, { headers: { ...headers, Range: 'bytes=0-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-11/${size}`);
    const head = new Uint8Array(await ranged.arrayBuffer());
    expect(new TextDecoder().decode(head.subarray(0, 4))).toBe('RIFF');
    expect(new DataView(head.buffer).getUint32(4, true)).toBe(size - 8);
    expect(new TextDecoder().decode(head.subarray(8))).toBe('WAVE');
    // Completing again finds nothing: the upload became the transcription.
    expect(
      (await api(`/v1/aimedia/stt/uploads/${upload.id}/complete`, { method: 'POST', headers }))
        .status,
    ).toBe(404);
  }, 60_000);

  it('refuses a file over the limit, wrong-sized and non-audio parts, an early complete, and strangers', async () => {
    const { headers } = await registerUser();
    const huge = await createUpload(headers, 2 * 1024 * MB + 1);
    expect(huge.res.status).toBe(413);
    expect(await huge.res.json()).toMatchObject({
      code: 'audio_upload_too_large',
      message: expect.stringContaining('2048 MB'),
    });

    const size = 12 * MB;
    const { upload } = await createUpload(headers, size);
    const notAudio = await putPart(headers, upload.id, 1, new Uint8Array(10 * MB).fill(65));
    expect(notAudio.status).toBe(415);
    const tooMany = await putPart(headers, upload.id, 2, new Uint8Array(2 * MB + 1));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ code: 'upload_too_large' });
    const beyond = await putPart(headers, upload.id, 3, new Uint8Array(MB));
    expect(await beyond.json()).toMatchObject({
      code: 'audio_part_number_invalid',
      message: 'This upload has 2 parts; there is no part 3.',
    });
    const tooFew = await putPart(headers, upload.id, 2, new Uint8Array(MB));
    expect(tooFew.status).toBe(400);
    expect(await tooFew.json()).toMatchObject({ code: 'audio_part_invalid' });
    expect((await putPart(headers, upload.id, 2, new Uint8Array(2 * MB))).status).toBe(200);
    const early = await api(`/v1/aimedia/stt/uploads/${upload.id}/complete`, {
      method: 'POST',
      headers: { ...en, ...headers },
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'audio_upload_incomplete',
      message: expect.stringContaining('Part 1'),
    });

    const stranger = await registerUser();
    expect(
      (await api(`/v1/aimedia/stt/uploads/${upload.id}`, { headers: stranger.headers })).status,
    ).toBe(404);
    expect(
      (await putPart(stranger.headers, upload.id, 1, wavPart(size, upload.partSize, 1))).status,
    ).toBe(404);
    expect(
      (
        await api(`/v1/aimedia/stt/uploads/${upload.id}/complete`, {
          method: 'POST',
          headers: stranger.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(`/v1/aimedia/stt/uploads/${upload.id}`, {
          method: 'DELETE',
          headers: stranger.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(`/v1/aimedia/stt/uploads/${upload.id}`, { method: 'DELETE', headers })).status,
    ).toBe(204);
    expect((await api(`/v1/aimedia/stt/uploads/${upload.id}`, { headers })).status).toBe(404);
  }, 60_000);
});
