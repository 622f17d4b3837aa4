export { accessCookie, refreshCookie } from './cookies';
export { session } from './session';
export { type SessionInfo, SessionState } from './session-state';
export { type TokenPair, tokenPairOf } from './tokens';
export { callUpstream, upstreamErrorOf } from './upstream-call';
