/** The speech playing now: taking playback stops whatever played before, so one plays at a time. */
let current: (() => void) | undefined;

/** Makes `stop` the current player's off switch, stopping the previous one. */
export function takePlayback(stop: () => void) {
  if (current && current !== stop) current();
  current = stop;
}

/** Forgets `stop` when it is still the current player (it ended by itself). */
export function releasePlayback(stop: () => void) {
  if (current === stop) current = undefined;
}
