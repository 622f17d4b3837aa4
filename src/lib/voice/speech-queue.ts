import { finishedUpTo, speakable } from './sentence-chunks';

/** Speech for one piece of text (the synthesize route), aborted by `signal`. */
export type Synthesize = (text: string, signal: AbortSignal) => Promise<Blob>;

/**
 * Reads a streaming answer aloud from its first finished sentence on (docs/decisions/062): each
 * update queues the sentences finished since the last one, exactly once and in order; one piece
 * is synthesized at a time while the one before plays (text arriving meanwhile joins the next
 * piece, so a long answer is a few requests, not one per sentence); pieces play back to back on
 * one audio element. `stop()` ends it for good.
 */
export class SpeechQueue {
  private queuedTo = 0;
  private text = '';
  private final = false;
  private synthesizing = false;
  private readonly ready: string[] = [];
  private playing = false;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly audio: HTMLAudioElement,
    private readonly synthesize: Synthesize,
    private readonly events: { onError: (error: Error) => void; onDone: () => void },
  ) {}

  /** The answer so far; `final` once it has finished streaming (the rest is read too). */
  update(text: string, final = false) {
    if (this.stopped) return;
    this.text = text;
    this.final = final;
    this.pump();
  }

  stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    this.audio.pause();
    for (const url of this.ready.splice(0)) URL.revokeObjectURL(url);
  }

  private pump() {
    if (this.synthesizing || this.stopped) return;
    const end = this.final ? this.text.length : finishedUpTo(this.text, this.queuedTo);
    const piece = this.text.slice(this.queuedTo, end);
    this.queuedTo = end;
    if (!speakable(piece)) return this.finishIfIdle();
    this.synthesizing = true;
    this.synthesize(piece, this.abort.signal)
      .then((blob) => {
        if (this.stopped) return;
        this.ready.push(URL.createObjectURL(blob));
        this.playNext();
      })
      .catch((error: Error) => {
        if (!this.stopped) {
          this.stop();
          this.events.onError(error);
        }
      })
      .finally(() => {
        this.synthesizing = false;
        this.pump();
      });
  }

  private playNext() {
    if (this.playing || this.stopped) return;
    const url = this.ready.shift();
    if (!url) return this.finishIfIdle();
    this.playing = true;
    this.audio.src = url;
    this.audio.onended = () => {
      URL.revokeObjectURL(url);
      this.playing = false;
      this.playNext();
    };
    void this.audio.play().catch(() => {
      // Autoplay refused (no gesture yet): the user starts it from the bar's controls.
    });
  }

  private finishIfIdle() {
    const done = this.final && this.queuedTo >= this.text.length;
    if (done && !this.synthesizing && !this.playing && this.ready.length === 0) {
      this.stopped = true;
      this.events.onDone();
    }
  }
}
