/** A sentence ends at . ! ? or … before a space or line end, or at a blank line. */
const SENTENCE_END = /[.!?…]+["»”')\]]*(?=\s)|\n[ \t]*\n/g;

/**
 * Where the finished sentences of a streaming answer end: the index after the last complete
 * sentence in `text` from `from` on, never inside an unclosed code fence (its words would be cut
 * off from the "code" they are read as). Returns `from` when no sentence has finished yet.
 *
 * @example finishedUpTo('One. Two', 0) // 4
 */
export function finishedUpTo(text: string, from: number): number {
  let end = from;
  SENTENCE_END.lastIndex = from;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    end = match.index + match[0].length;
  }
  const fences = text.slice(0, end).match(/^[ \t]*```/gm)?.length ?? 0;
  if (fences % 2 === 1) {
    // Stop before the fence that is still open.
    const open = text.slice(0, end).lastIndexOf('```');
    end = Math.max(from, text.lastIndexOf('\n', open) + 1);
  }
  return end;
}

/** Whether a piece of markdown has anything to say (letters or digits). */
export const speakable = (piece: string) => /[\p{L}\p{N}]/u.test(piece);
