/**
 * Splits markdown into top-level blocks at blank lines outside fenced code, so a streaming
 * answer re-renders only its last, growing block. Lines of one list or quote stay together
 * when indented or prefixed, since a blank line there does not end the construct.
 *
 * @example splitBlocks('a\n\nb') // ['a\n', 'b']
 */
export function splitBlocks(source: string): string[] {
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
      const next = lines[index + 1] ?? '';
      // A blank line followed by indented or list/quote continuation keeps the block open.
      if (!/^(\s{2,}|\t|\s*([-*+]|\d+[.)])\s|>)/.test(next)) {
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
