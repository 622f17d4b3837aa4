// src/lib/voice/sentence-chunks.ts
/** A sentence ends at . ! ? or … before a space or line end, or at a blank line. */
var SENTENCE_END = /[.!?…]+["»”')\]]*(?=\s)|\n[ \t]*\n/g;
/**
* Where the finished sentences of a streaming answer end: the index after the last complete
* sentence in `text` from `from` on, never inside an unclosed code fence (its words would be cut
* off from the "code" they are read as). Returns `from` when no sentence has finished yet.
*
* @example finishedUpTo('One. Two', 0) // 4
*/
function finishedUpTo(text, from) {
	let end = from;
	SENTENCE_END.lastIndex = from;
	for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) end = match.index + match[0].length;
	if ((text.slice(0, end).match(/^[ \t]*```/gm)?.length ?? 0) % 2 === 1) {
		const open = text.slice(0, end).lastIndexOf("```");
		end = Math.max(from, text.lastIndexOf("\n", open) + 1);
	}
	return end;
}
/** Whether a piece of markdown has anything to say (letters or digits). */
var speakable = (piece) => /[\p{L}\p{N}]/u.test(piece);
// src/lib/voice/speech-queue.ts
/**
* Reads a streaming answer aloud from its first finished sentence on (docs/decisions/062): each
* update queues the sentences finished since the last one, exactly once and in order; one piece
* is synthesized at a time while the one before plays (text arriving meanwhile joins the next
* piece, so a long answer is a few requests, not one per sentence); pieces play back to back on
* one audio element. `stop()` ends it for good.
*/
var SpeechQueue = class {
	audio;
	synthesize;
	events;
	queuedTo = 0;
	text = "";
	final = false;
	synthesizing = false;
	ready = [];
	playing = false;
	stopped = false;
	abort = new AbortController();
	constructor(audio, synthesize, events) {
		this.audio = audio;
		this.synthesize = synthesize;
		this.events = events;
	}
	/** The answer so far; `final` once it has finished streaming (the rest is read too). */
	update(text, final = false) {
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
	pump() {
		if (this.synthesizing || this.stopped) return;
		const end = this.final ? this.text.length : finishedUpTo(this.text, this.queuedTo);
		const piece = this.text.slice(this.queuedTo, end);
		this.queuedTo = end;
		if (!speakable(piece)) return this.finishIfIdle();
		this.synthesizing = true;
		this.synthesize(piece, this.abort.signal).then((blob) => {
			if (this.stopped) return;
			this.ready.push(URL.createObjectURL(blob));
			this.playNext();
		}).catch((error) => {
			if (!this.stopped) {
				this.stop();
				this.events.onError(error);
			}
		}).finally(() => {
			this.synthesizing = false;
			this.pump();
		});
	}
	playNext() {
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
		this.audio.play().catch(() => {});
	}
	finishIfIdle() {
		if (this.final && this.queuedTo >= this.text.length && !this.synthesizing && !this.playing && this.ready.length === 0) {
			this.stopped = true;
			this.events.onDone();
		}
	}
};
export { SpeechQueue };

//# sourceMappingURL=speech-queue-dxQoU2Uy.js.map