export { sameOrigin } from './same-origin';
export { securityHeaders } from './security-headers';
