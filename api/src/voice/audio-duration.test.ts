import { describe, expect, it } from 'vitest';
import { m4a, mp3, oggOpus, webm } from '../../test/audio-fixtures';
import { wav } from '../../test/voice-helpers';
import { fileSource } from './audio-bytes';
import { declaredSeconds } from './audio-duration';
import { sniffAudioType } from './sniff';

const secondsOf = (bytes: Uint8Array<ArrayBuffer>) =>
  declaredSeconds(fileSource(new Blob([bytes])), sniffAudioType(bytes) ?? '');

describe('the length an audio container declares', () => {
  it('reads WAV, MP3 (Xing), Ogg Opus, WebM (Info or last cluster) and M4A (moov at the end)', async () => {
    expect(await secondsOf(wav(3))).toBeCloseTo(3, 3);
    expect(await secondsOf(mp3(7200))).toBeCloseTo(7200, 0);
    expect(await secondsOf(oggOpus(5400))).toBeCloseTo(5400, 3);
    expect(await secondsOf(webm(7300))).toBeCloseTo(7300, 3);
    expect(await secondsOf(webm(90, false))).toBeCloseTo(90, 3);
    expect(await secondsOf(m4a(3600))).toBeCloseTo(3600, 3);
  });

  it('answers null when the container keeps no length', async () => {
    const noise = new Uint8Array([0x4f, 0x67, 0x67, 0x53, ...new Array(60).fill(0)]);
    expect(await secondsOf(noise)).toBeNull();
  });
});
