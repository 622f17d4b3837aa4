/**
 * The avatar studio's styles: a name the interface translates and the prompt the image model
 * gets, wrapped around the photo (an edit) or the person described.
 */
export const AVATAR_STYLES = {
  studio: 'a professional studio headshot, soft light, neutral background, photorealistic',
  anime: 'an anime-style portrait, clean line art, cel shading, vivid colours',
  cartoon3d: 'a friendly 3D cartoon character portrait, smooth shading, big expressive eyes',
  watercolor: 'a loose watercolor portrait on textured paper, soft washes of colour',
  pixel: 'a 32-bit pixel-art portrait, limited palette, crisp pixels',
  comic: 'a bold comic-book portrait, ink outlines, halftone shading, dynamic colours',
} as const;

export type AvatarStyle = keyof typeof AVATAR_STYLES;

export const AVATAR_STYLE_IDS = Object.keys(AVATAR_STYLES) as [AvatarStyle, ...AvatarStyle[]];

/** The image model's prompt: the style, then the face (kept from the photo, or described). */
export function avatarPrompt(style: AvatarStyle, description: string, hasPhoto: boolean): string {
  const subject = hasPhoto
    ? 'Turn the person in this photo into a square avatar. Keep their face recognizable'
    : `A square avatar of ${description.trim() || 'a person'}`;
  const extra = hasPhoto && description.trim() ? `. Also: ${description.trim()}` : '';
  return `${subject}${extra}. Style: ${AVATAR_STYLES[style]}. Head and shoulders, centered, no text.`;
}
