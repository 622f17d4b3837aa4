/** The most models one question is put to at once (the api's limit of answers streaming). */
export const MAX_COMPARED = 4;

export type Candidate = { model: string; text: string };

/**
 * The system message of a merge (docs/decisions/165-compare-models.md): the candidate answers,
 * numbered with their model, and what to do with them. It goes with a send that answers the
 * same question again (`answerTo`), so the model reads the question and the chat before it
 * from the stored branch, and its answer becomes one more version beside the candidates. It
 * speaks to the model, not to the person, so it is not translated; the model answers in the
 * question's language.
 */
export function mergePrompt(candidates: Candidate[]): string {
  const listed = candidates
    .map((c, index) => `<answer number="${index + 1}" model="${c.model}">\n${c.text}\n</answer>`)
    .join('\n\n');
  return [
    `Several models answered the person's last question. Their ${candidates.length} answers follow.`,
    'Write one answer to that question that keeps what is correct and useful in them, drops what',
    'is wrong or repeated, and settles their disagreements. Answer in the language of the question',
    'and do not mention that there were several answers.',
    '',
    listed,
  ].join('\n');
}
