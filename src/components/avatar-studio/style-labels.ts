import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

const labels: Record<string, typeof m.avatar_studio_style_studio> = {
  studio: m.avatar_studio_style_studio,
  anime: m.avatar_studio_style_anime,
  cartoon3d: m.avatar_studio_style_cartoon3d,
  watercolor: m.avatar_studio_style_watercolor,
  pixel: m.avatar_studio_style_pixel,
  comic: m.avatar_studio_style_comic,
};

/** A style's name in the interface language (the api's id when it is a new one). */
export function styleLabel(style: string, locale: Locale): string {
  return labels[style]?.({}, { locale }) ?? style;
}
