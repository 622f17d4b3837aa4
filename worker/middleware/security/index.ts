export { configuredOrigins, cspReportPath } from './content-security-policy';
export { cspReport } from './csp-report';
export { ownBodyLimit } from './own-body-limit';
export { ownJsonObject } from './own-json-object';
export { sameOrigin } from './same-origin';
export { securityHeaders } from './security-headers';
