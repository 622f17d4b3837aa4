import { describe, expect, it } from 'vitest';
import { sniffAudioType } from './sniff';
import { speakableText, splitForSpeech } from './speakable';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('sniffAudioType', () => {
  it('knows each accepted container by its magic bytes', () => {
    expect(sniffAudioType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
    expect(sniffAudioType(bytes('OggS', 0))).toBe('audio/ogg');
    expect(sniffAudioType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('audio/webm');
    expect(sniffAudioType(bytes('ID3', 4))).toBe('audio/mpeg');
    expect(sniffAudioType(bytes(0xff, 0xfb, 0x90))).toBe('audio/mpeg');
    expect(sniffAudioType(bytes(0, 0, 0, 0x20, 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffAudioType(bytes('fLaC'))).toBe('audio/flac');
  });
  it('refuses everything else, including a RIFF that is not WAVE', () => {
    expect(sniffAudioType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffAudioType(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
    expect(sniffAudioType(bytes('hello world'))).toBeNull();
  });
});

describe('speakableText', () => {
  it('drops markup, keeps link text, and says "code" instead of reading a code block', () => {
    expect(speakableText('# Title\n- **one** `x`\n```py\nprint(1)\n```\n> quote', 'code')).toBe(
      'Title\none x\n\ncode.\n\nquote',
    );
  });
});

describe('splitForSpeech', () => {
  it('keeps parts under the limit, at sentence ends, in order', () => {
    const parts = splitForSpeech('One two. Three four! Five six?', 12);
    expect(parts).toEqual(['One two.', 'Three four!', 'Five six?']);
  });
  it('splits a sentence longer than the limit at spaces, and a huge word inside it', () => {
    expect(splitForSpeech('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(splitForSpeech('x'.repeat(10), 4)).toEqual(['xxxx', 'xxxx', 'xx']);
  });
});
