import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';
import { fakeRequests, moneyOf, synthesize } from '../../test/voice-helpers';

type YandexRequest = { form: Record<string, string> };
const sent = async (marker: string) =>
  (await fakeRequests<YandexRequest>(env.YANDEX_TTS_BASE_URL)).filter((r) =>
    r.form.text?.includes(marker),
  ).length;

describe('the read-aloud cache (decision 128)', () => {
  it('is kept per team: another team reading the same text learns nothing and pays the same', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const marker = crypto.randomUUID().slice(0, 8);
    const text = `A private note ${marker} about the merger.`;

    const first = await synthesize(owner.headers, text, '?voice_id=alena');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-speech-cache')).toBe('miss');
    const cost = first.headers.get('x-cost-kopecks');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(await sent(marker)).toBe(1);

    // Someone in another team: no hit, the same price and the same provider call as a first read.
    const before = await moneyOf(stranger.user.entityId);
    const other = await synthesize(stranger.headers, text, '?voice_id=alena');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-speech-cache')).toBe('miss');
    expect(other.headers.get('x-cost-kopecks')).toBe(cost);
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(bytes);
    expect(await sent(marker)).toBe(2);
    expect((await moneyOf(stranger.user.entityId)).balance).toBe(before.balance - Number(cost));

    // A member of the owner's team reads it again from the team's cache, for free.
    const owners = await moneyOf(owner.user.entityId);
    const again = await synthesize(mate.headers, text, '?voice_id=alena');
    expect(again.headers.get('x-speech-cache')).toBe('hit');
    expect(await sent(marker)).toBe(2);
    expect((await moneyOf(owner.user.entityId)).balance).toBe(owners.balance);
  }, 30_000);
});
