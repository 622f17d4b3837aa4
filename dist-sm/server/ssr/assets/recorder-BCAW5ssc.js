// src/lib/voice/recorder.ts
/** Container types MediaRecorder may offer, best first (Opus in WebM or Ogg, then AAC in MP4). */
var PREFERRED_TYPES = [
	"audio/webm;codecs=opus",
	"audio/ogg;codecs=opus",
	"audio/webm",
	"audio/mp4"
];
/** Level (0–1, RMS) under which the room counts as silent. */
var SILENCE_LEVEL = .02;
var RecorderError = class extends Error {
	problem;
	constructor(problem) {
		super(problem);
		this.problem = problem;
	}
};
function problemOf(error) {
	const name = error instanceof DOMException ? error.name : "";
	if (name === "NotAllowedError" || name === "SecurityError") return "denied";
	if (name === "NotFoundError" || name === "OverconstrainedError") return "no-mic";
	return "unsupported";
}
/**
* Records the microphone with the best type this browser has. `onLevel` gets the input level
* about 20 times a second; `onSilence` fires once after `silenceMs` of quiet that follows speech.
* Loaded on the first click of the microphone button, so the chat page does not carry it.
*/
async function startRecording(opts) {
	if (!window.isSecureContext) throw new RecorderError("insecure");
	if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") throw new RecorderError("unsupported");
	let stream;
	try {
		stream = await navigator.mediaDevices.getUserMedia({ audio: true });
	} catch (error) {
		throw new RecorderError(problemOf(error));
	}
	const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
	const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : void 0);
	const chunks = [];
	recorder.ondataavailable = (event) => {
		if (event.data.size > 0) chunks.push(event.data);
	};
	const audio = new AudioContext();
	const analyser = audio.createAnalyser();
	analyser.fftSize = 1024;
	audio.createMediaStreamSource(stream).connect(analyser);
	const samples = new Float32Array(analyser.fftSize);
	let heard = false;
	let quietSince = performance.now();
	const meter = window.setInterval(() => {
		analyser.getFloatTimeDomainData(samples);
		const level = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
		opts.onLevel(Math.min(1, level * 4));
		const now = performance.now();
		if (level >= SILENCE_LEVEL) {
			heard = true;
			quietSince = now;
		} else if (heard && now - quietSince > opts.silenceMs) {
			heard = false;
			opts.onSilence();
		}
	}, 50);
	const release = () => {
		window.clearInterval(meter);
		for (const track of stream.getTracks()) track.stop();
		audio.close();
	};
	recorder.start(250);
	return {
		stop: () => new Promise((resolve) => {
			recorder.onstop = () => {
				release();
				resolve(new Blob(chunks, { type: recorder.mimeType || "audio/webm" }));
			};
			recorder.stop();
		}),
		cancel: () => {
			recorder.onstop = release;
			recorder.stop();
		}
	};
}
export { RecorderError, startRecording };

//# sourceMappingURL=recorder-BCAW5ssc.js.map