import type { Context, Handler } from 'hono';
import type { FrontEnv } from '../../env';
import { preferredLocale } from '../locale';
import { readLimitedText } from './read-limited';

/** Reports are small; a browser batches a few. Anything larger is not a report. */
export const cspReportMaxBytes = 16 * 1024;
/** At most this many violations of one request reach the log. */
const maxLoggedReports = 10;

const refusals = {
  unsupported_media_type: {
    status: 415,
    en: 'Send application/reports+json or application/csp-report',
    ru: 'Нужен application/reports+json или application/csp-report',
  },
  payload_too_large: { status: 413, en: 'The report is too large', ru: 'Отчёт слишком большой' },
  invalid_report: {
    status: 400,
    en: 'The report is not valid JSON',
    ru: 'Отчёт не в формате JSON',
  },
} as const;

type Refusal = keyof typeof refusals;

function refuse(c: Context<FrontEnv>, code: Refusal) {
  const { status, ...messages } = refusals[code];
  return c.json({ code, message: messages[preferredLocale(c)] }, status);
}

/** The parts of a violation worth a log line; URLs lose query and fragment (they may carry data). */
export type CspViolation = { directive: string; blocked: string; document: string; source: string };

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

function withoutQuery(value: unknown): string {
  const url = text(value);
  return url.replace(/[?#].*$/, '');
}

function violationOf(body: Record<string, unknown>): CspViolation {
  const line = body.lineNumber ?? body['line-number'];
  const file = body.sourceFile ?? body['source-file'];
  return {
    directive: text(
      body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive'],
    ),
    blocked: withoutQuery(body.blockedURL ?? body['blocked-uri']),
    document: withoutQuery(body.documentURL ?? body['document-uri']),
    source: file ? `${withoutQuery(file)}:${typeof line === 'number' ? line : ''}` : '',
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a report body: the Reporting API's `application/reports+json` (an array of
 * `{type: 'csp-violation', body}`) or the legacy `report-uri` form `{"csp-report": {...}}`.
 */
export function violationsOf(payload: unknown): CspViolation[] {
  if (Array.isArray(payload)) {
    return payload
      .filter(
        (report) => isRecord(report) && report.type === 'csp-violation' && isRecord(report.body),
      )
      .map((report) => violationOf((report as { body: Record<string, unknown> }).body));
  }
  if (isRecord(payload) && isRecord(payload['csp-report'])) {
    return [violationOf(payload['csp-report'])];
  }
  return [];
}

const acceptedTypes = ['application/reports+json', 'application/csp-report', 'application/json'];

/**
 * `POST /csp-report`: logs the CSP violations browsers report (`report-to` and the legacy
 * `report-uri`), one compact line each, and answers 204. Never forwarded upstream; bodies over
 * 16 KB are refused while reading.
 *
 * @example app.post(cspReportPath, cspReport())
 */
export function cspReport(): Handler<FrontEnv> {
  return async function receiveCspReport(c) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!acceptedTypes.includes(type)) return refuse(c, 'unsupported_media_type');
    const body = await readLimitedText(c.req.raw, cspReportMaxBytes);
    if (body === null) return refuse(c, 'payload_too_large');
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return refuse(c, 'invalid_report');
    }
    for (const violation of violationsOf(payload).slice(0, maxLoggedReports)) {
      console.warn('csp violation', JSON.stringify(violation));
    }
    return c.body(null, 204);
  };
}
