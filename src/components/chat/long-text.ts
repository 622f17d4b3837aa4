/** A paste longer than this becomes a text file attached to the question (issue 26, item 8). */
export const pasteAsFileChars = 20_000;
/** The api's limit on one message's text (api/src/generation/send-form.ts). */
export const maxQuestionChars = 200_000;

/**
 * A long paste as the file that carries it, named in order of pasting.
 *
 * @example attach([pastedTextFile(text, 1)]) // pasted-text-1.txt
 */
export function pastedTextFile(text: string, index: number): File {
  return new File([text], `pasted-text-${index}.txt`, { type: 'text/plain' });
}
