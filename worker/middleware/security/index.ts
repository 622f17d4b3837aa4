export { configuredOrigins, cspReportPath } from './content-security-policy';
export { cspReport } from './csp-report';
export { ownBodyLimit } from './own-body-limit';
export { sameOrigin } from './same-origin';
export { securityHeaders } from './security-headers';
