/**
 * Markdown as it should be heard: code blocks become the word "code" (in the answer's language
 * when known), links keep their text, images their alt text, and markup characters disappear.
 *
 * @example speakableText('**Hi** `x`\n```js\nlet a\n```') // 'Hi x\n\ncode.'
 */
export function speakableText(markdown: string, codeWord = 'code'): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, `\n\n${codeWord}.\n\n`)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/^[ \t]{0,3}(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/^[ \t]*([-*_][ \t]*){3,}$/gm, '')
    .replace(/^\|?[\s:|-]+\|[\s:|-]*$/gm, '')
    .replace(/\|/g, ', ')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Splits text into parts of at most `max` characters, at sentence ends where possible, then at
 * spaces, and only inside a word when a single word is longer than `max`. Parts keep their order.
 */
export function splitForSpeech(text: string, max: number): string[] {
  const sentences = text.match(/[^.!?…\n]+(?:[.!?…]+|\n+|$)\s*/g) ?? [text];
  const parts: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) parts.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    if (current.length + sentence.length <= max) {
      current += sentence;
      continue;
    }
    flush();
    if (sentence.length <= max) {
      current = sentence;
      continue;
    }
    for (const word of sentence.split(/(?<=\s)/)) {
      if ((current + word).trimEnd().length > max) flush();
      for (let i = 0; word.length > max && i < word.length; i += max) {
        parts.push(word.slice(i, i + max));
      }
      if (word.length <= max) current += word;
    }
  }
  flush();
  return parts;
}

/** Audio parts of one text joined in order: MP3 frames play as one file, Ogg parts as a chain. */
export function joinAudio(chunks: Uint8Array[]) {
  const joined = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}
