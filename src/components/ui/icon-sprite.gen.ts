// Written by `npm run icons` (scripts/icons.mjs): the sprite the icons use (decision 182).
export const iconSpriteUrl = '/assets/icons-d390442650.svg';
