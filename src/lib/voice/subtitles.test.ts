import { describe, expect, it } from 'vitest';
import { cuesOf, timestamp, toSrt, toTxt, toVtt } from './subtitles';

const transcript = {
  words: [
    { word: 'Hello,', start: 0, end: 0.4, speaker: 0 },
    { word: 'world.', start: 0.4, end: 0.9, speaker: 0 },
    { word: 'Hi', start: 3661.5, end: 3661.75, speaker: 1 },
    { word: 'there.', start: 3661.75, end: 3662.0004, speaker: 1 },
  ],
  paragraphs: [
    { text: 'Hello, world.', start: 0, end: 0.9, speaker: 0 },
    { text: 'Hi there.', start: 3661.5, end: 3662, speaker: 1 },
  ],
};
const name = (n: number) => `Speaker ${n + 1}`;

describe('subtitles', () => {
  it('formats hours, minutes, seconds and milliseconds', () => {
    expect(timestamp(3661.5, ',')).toBe('01:01:01,500');
    expect(timestamp(0.0004, '.')).toBe('00:00:00.000');
  });
  it('ends a cue at a sentence end or a new speaker', () => {
    expect(cuesOf(transcript).map((c) => c.text)).toEqual(['Hello, world.', 'Hi there.']);
  });
  it('writes numbered SRT cues and WebVTT with voices', () => {
    expect(toSrt(transcript)).toBe(
      '1\n00:00:00,000 --> 00:00:00,900\nHello, world.\n\n2\n01:01:01,500 --> 01:01:02,000\nHi there.\n',
    );
    expect(toVtt(transcript, name)).toContain(
      '01:01:01.500 --> 01:01:02.000\n<v Speaker 2>Hi there.',
    );
    expect(toVtt(transcript, name).startsWith('WEBVTT\n\n')).toBe(true);
  });
  it('writes paragraphs with their time and speaker as text', () => {
    expect(toTxt(transcript, name)).toBe(
      '[00:00:00] Speaker 1: Hello, world.\n\n[01:01:01] Speaker 2: Hi there.\n',
    );
  });
});
