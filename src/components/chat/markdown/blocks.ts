/**
 * Splits markdown into top-level blocks at blank lines outside fenced code, so a streaming
 * answer re-renders only its last, growing block. Lines of one list or quote stay together
 * when indented or prefixed, since a blank line there does not end the construct. Rendering
 * the blocks one by one equals rendering the whole text (streaming-markdown.test.tsx).
 *
 * @example splitBlocks('a\n\nb') // ['a\n', 'b']
 */
export function splitBlocks(source: string): string[] {
  // A link or footnote definition applies to the whole text: such an answer is one block.
  if (/^ {0,3}\[[^\]\n]+\]:/m.test(source)) return [source];
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !line.trim().slice(marker.length)
      ) {
        fence = undefined;
      }
    } else if (marker) {
      fence = marker;
    } else if (line.trim() === '' && current.length > 0) {
      // The next line with text: indented, a list item or a quote keeps the block open, since
      // blank lines (any number of them) do not end a list or its item; so does none yet.
      let ahead = index + 1;
      while (ahead < lines.length && lines[ahead]?.trim() === '') ahead += 1;
      const next = lines[ahead];
      if (next !== undefined && !/^(\s{2,}|\t|\s*([-*+]|\d+[.)])(\s|$)|>)/.test(next)) {
        blocks.push(`${current.join('\n')}\n`);
        current = [];
        continue;
      }
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
