/** A word with its times in seconds and, when the provider separates voices, its speaker. */
export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
  speaker: number | null;
}

/** A paragraph: consecutive sentences of one speaker. */
export interface TranscriptParagraph {
  text: string;
  start: number;
  end: number;
  speaker: number | null;
}

/** What a speech-to-text provider heard, in our shape (see contract.ts). */
export interface Transcript {
  text: string;
  language: string | null;
  durationSeconds: number;
  words: TranscriptWord[];
  paragraphs: TranscriptParagraph[];
}
