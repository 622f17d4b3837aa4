import * as m from '../../paraglide/messages.js';

type Locale = 'en' | 'ru';
type Plain = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const named: Record<string, Plain> = {
  reroll: m.midjourney_reroll,
  upscale_subtle: m.midjourney_btn_upscale_subtle,
  upscale_creative: m.midjourney_btn_upscale_creative,
  upscale_2x: m.midjourney_btn_upscale_2x,
  upscale_4x: m.midjourney_btn_upscale_4x,
  vary_subtle: m.midjourney_btn_vary_subtle,
  vary_strong: m.midjourney_btn_vary_strong,
  zoom_out_2x: m.midjourney_btn_zoom_out_2x,
  zoom_out_1_5x: m.midjourney_btn_zoom_out_1_5x,
  pan_left: m.midjourney_btn_pan_left,
  pan_right: m.midjourney_btn_pan_right,
  pan_up: m.midjourney_btn_pan_up,
  pan_down: m.midjourney_btn_pan_down,
};

/**
 * A Midjourney button in the page's language (api/src/midjourney/buttons.ts names them): the
 * grid's U1–V4 keep Midjourney's short names and get a spoken name; the rest say what they do.
 */
export function buttonLabel(button: string, locale: Locale): { text: string; spoken?: string } {
  if (/^U\d$/.test(button))
    return { text: button, spoken: m.midjourney_action_upscale({ button }, { locale }) };
  if (/^V\d$/.test(button))
    return { text: button, spoken: m.midjourney_action_variation({ button }, { locale }) };
  const message = named[button];
  return { text: message ? message({}, { locale }) : button };
}
