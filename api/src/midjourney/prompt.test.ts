import { describe, expect, it } from 'vitest';
import { buttonNameOf, mapButtons } from './buttons';
import { buildPrompt } from './prompt';
import { acceptedTaskId, progressPercent } from './proxy-client';

describe('buildPrompt (SPEC §5)', () => {
  it('adds each parameter only when it changes something', () => {
    expect(buildPrompt({ prompt: ' a cat ' })).toBe('a cat');
    expect(
      buildPrompt({ prompt: 'a cat', aspectRatio: '1:1', stylize: 0, weird: 0, chaos: 0 }),
    ).toBe('a cat');
    expect(buildPrompt({ prompt: 'a cat', aspectRatio: '3:3' })).toBe('a cat');
    expect(
      buildPrompt({ prompt: 'a cat', aspectRatio: '16:9', stylize: 250, weird: 3000, chaos: 100 }),
    ).toBe('a cat --ar 16:9 --stylize 250 --weird 3000 --chaos 100');
    expect(buildPrompt({ prompt: 'a cat', chaos: 5, version: '6.1' })).toBe(
      'a cat --chaos 5 --v 6.1',
    );
    expect(buildPrompt({ prompt: 'a cat', version: 'niji 6' })).toBe('a cat --niji 6');
  });
});

describe('proxy answers', () => {
  it('reads progress percents and accepted task ids', () => {
    expect(progressPercent('45%')).toBe(45);
    expect(progressPercent('100%')).toBe(100);
    expect(progressPercent('')).toBeUndefined();
    expect(progressPercent(null)).toBeUndefined();
    expect(acceptedTaskId({ code: 1, description: '', result: '1712' })).toBe('1712');
    expect(acceptedTaskId({ code: 22, description: '', result: 1713 })).toBe('1713');
    expect(acceptedTaskId({ code: 24, description: '', result: null })).toBeUndefined();
  });

  it('maps Discord buttons to our names and drops the ones we do not offer', () => {
    expect(buttonNameOf('MJ::JOB::upsample::2::abc')).toBe('U2');
    expect(buttonNameOf('MJ::JOB::variation::4::abc')).toBe('V4');
    expect(buttonNameOf('MJ::JOB::reroll::0::abc::SOLO')).toBe('reroll');
    expect(buttonNameOf('MJ::JOB::upsample_v6_2x_subtle::1::abc::SOLO')).toBe('upscale_subtle');
    expect(buttonNameOf('MJ::Inpaint::1::abc::SOLO')).toBeUndefined();
    const mapped = mapButtons([
      { customId: 'MJ::JOB::upsample::1::h', label: 'U1', emoji: '' },
      { customId: 'MJ::CustomZoom::h', label: 'Custom Zoom' },
      { customId: 'MJ::JOB::reroll::0::h::SOLO', emoji: '🔄' },
    ]);
    expect(mapped.map((b) => b.button)).toEqual(['U1', 'reroll']);
    expect(mapped[1]).toMatchObject({ emoji: '🔄', customId: 'MJ::JOB::reroll::0::h::SOLO' });
  });
});
