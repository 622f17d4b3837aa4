/** A transcript as the api answers it (the parts subtitles need). */
export interface TimedTranscript {
  words: { word: string; start: number; end: number; speaker: number | null }[];
  paragraphs: { text: string; start: number; end: number; speaker: number | null }[];
}

export interface Cue {
  start: number;
  end: number;
  speaker: number | null;
  text: string;
}

/** A cue ends at a sentence end, a new speaker, or at these sizes, whichever comes first. */
const MAX_CUE_WORDS = 12;
const MAX_CUE_SECONDS = 6;

/** `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` (WebVTT). */
export function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** Subtitle cues from the timed words. */
export function cuesOf(transcript: TimedTranscript): Cue[] {
  const cues: Cue[] = [];
  let current: Cue | null = null;
  let count = 0;
  for (const word of transcript.words) {
    const fits =
      current &&
      current.speaker === word.speaker &&
      count < MAX_CUE_WORDS &&
      word.end - current.start <= MAX_CUE_SECONDS &&
      !/[.!?…]$/.test(current.text);
    if (current && fits) {
      current.text += ` ${word.word}`;
      current.end = word.end;
      count += 1;
    } else {
      current = { start: word.start, end: word.end, speaker: word.speaker, text: word.word };
      cues.push(current);
      count = 1;
    }
  }
  return cues;
}

export function toSrt(transcript: TimedTranscript): string {
  return cuesOf(transcript)
    .map(
      (cue, i) =>
        `${i + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${cue.text}\n`,
    )
    .join('\n');
}

export function toVtt(transcript: TimedTranscript, speakerName: (n: number) => string): string {
  const cues = cuesOf(transcript).map((cue) => {
    const voice = cue.speaker === null ? '' : `<v ${speakerName(cue.speaker)}>`;
    return `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${voice}${cue.text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

/** Paragraphs with their start time and speaker, one per block. */
export function toTxt(transcript: TimedTranscript, speakerName: (n: number) => string): string {
  return transcript.paragraphs
    .map((p) => {
      const who = p.speaker === null ? '' : ` ${speakerName(p.speaker)}:`;
      return `[${timestamp(p.start, '.').slice(0, 8)}]${who} ${p.text}`;
    })
    .join('\n\n')
    .concat('\n');
}
