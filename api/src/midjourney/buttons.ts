import type { ProxyButton } from './proxy-client';

/** A button of a finished task under our own name; `customId` stays on the server. */
export interface TaskButton {
  button: ButtonName;
  customId: string;
  label: string;
  emoji: string;
}

/**
 * Our names for Midjourney's Discord buttons, matched on the `customId` the proxy passes on
 * (`MJ::JOB::upsample::2::<hash>` is U2 of a grid). Buttons that need a modal (Vary Region,
 * Custom Zoom) or that we do not offer are left out.
 */
const patterns: Array<[RegExp, (match: RegExpExecArray) => ButtonName]> = [
  [/^MJ::JOB::upsample::([1-4])::/, (m) => `U${m[1]}` as ButtonName],
  [/^MJ::JOB::variation::([1-4])::/, (m) => `V${m[1]}` as ButtonName],
  [/^MJ::JOB::reroll::/, () => 'reroll'],
  [/^MJ::JOB::upsample_v\w*?_2x_subtle::/, () => 'upscale_subtle'],
  [/^MJ::JOB::upsample_v\w*?_2x_creative::/, () => 'upscale_creative'],
  [/^MJ::JOB::upsample_v5_2x::/, () => 'upscale_2x'],
  [/^MJ::JOB::upsample_v5_4x::/, () => 'upscale_4x'],
  [/^MJ::JOB::low_variation::/, () => 'vary_subtle'],
  [/^MJ::JOB::high_variation::/, () => 'vary_strong'],
  [/^MJ::Outpaint::50::/, () => 'zoom_out_2x'],
  [/^MJ::Outpaint::75::/, () => 'zoom_out_1_5x'],
  [/^MJ::JOB::pan_(left|right|up|down)::/, (m) => `pan_${m[1]}` as ButtonName],
];

/** Every name a button can have, for the request schema and the OpenAPI document. */
export const BUTTON_NAMES = [
  'U1',
  'U2',
  'U3',
  'U4',
  'V1',
  'V2',
  'V3',
  'V4',
  'reroll',
  'upscale_subtle',
  'upscale_creative',
  'upscale_2x',
  'upscale_4x',
  'vary_subtle',
  'vary_strong',
  'zoom_out_2x',
  'zoom_out_1_5x',
  'pan_left',
  'pan_right',
  'pan_up',
  'pan_down',
] as const;

export type ButtonName = (typeof BUTTON_NAMES)[number];

/** Our name for one proxy button, or undefined when we do not offer it. */
export function buttonNameOf(customId: string): ButtonName | undefined {
  for (const [pattern, name] of patterns) {
    const match = pattern.exec(customId);
    if (match) return name(match);
  }
  return undefined;
}

/** The proxy's buttons we offer, in the proxy's order, each name once. */
export function mapButtons(buttons: ProxyButton[] | null | undefined): TaskButton[] {
  const mapped: TaskButton[] = [];
  for (const button of buttons ?? []) {
    if (typeof button?.customId !== 'string') continue;
    const name = buttonNameOf(button.customId);
    if (!name || mapped.some((b) => b.button === name)) continue;
    mapped.push({
      button: name,
      customId: button.customId,
      label: button.label ?? '',
      emoji: button.emoji ?? '',
    });
  }
  return mapped;
}

/** Whether pressing the button makes an upscale (one image) rather than a new grid. */
export function isUpscale(button: string): boolean {
  return /^U[1-4]$/.test(button) || button.startsWith('upscale_');
}
