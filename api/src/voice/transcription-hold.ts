import { fundsCover } from '../billing/money';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { ByteSource } from './audio-bytes';
import { declaredSeconds } from './audio-duration';
import { holdForVoice } from './charge';
import { MAX_AUDIO_MINUTES, sttCostKopecks } from './config';

/**
 * Bytes a second of audio takes at the lowest bitrate we expect (6 kbps, Opus's floor): a file
 * whose length we cannot read is priced as if this slow, so its hold covers it (decision 125).
 */
export const FLOOR_BYTES_PER_SECOND = 750;
/** Bytes a second takes at most (uncompressed 48 kHz 16-bit stereo is 192,000). */
export const CEILING_BYTES_PER_SECOND = 200_000;

const minutesOf = (seconds: number) =>
  Math.min(MAX_AUDIO_MINUTES, Math.max(1, Math.ceil(seconds / 60)));

/**
 * The minutes a transcription of this file is held for: the length its container declares, or,
 * when it declares none, its size at the floor bitrate; never more than the 120-minute limit.
 * A file declaring more than the limit is refused here, before any money or provider call.
 */
export async function heldMinutesOf(source: ByteSource, type: string) {
  const seconds = await declaredSeconds(source, type);
  if (seconds !== null && seconds > MAX_AUDIO_MINUTES * 60) {
    throw new ApiError(413, 'audio_too_long', { maxMinutes: MAX_AUDIO_MINUTES });
  }
  return minutesOf(seconds ?? source.size / FLOOR_BYTES_PER_SECOND);
}

type Payer = { userId: string; entityId: string };

/**
 * Holds the price of everything this file may cost (`heldMinutesOf`); 413 past the limit, 402
 * when the team's balance minus its open holds does not cover it, both before any work.
 */
export async function holdForAudio(env: Env, payer: Payer, source: ByteSource, type: string) {
  const minutes = await heldMinutesOf(source, type);
  return holdForVoice(env.DB, payer, sttCostKopecks(env, minutes * 60), true);
}

/**
 * Before a long upload starts: 402 unless the team can pay for the least the declared size can
 * hold (its length at the ceiling bitrate), so no account without money stores gigabytes.
 */
export async function ensureFundsForUpload(env: Env, entityId: string, size: number) {
  const least = sttCostKopecks(env, minutesOf(size / CEILING_BYTES_PER_SECOND) * 60);
  if (!(await fundsCover(env.DB, entityId, least, nowIso()))) {
    throw new ApiError(402, 'insufficient_funds');
  }
}
