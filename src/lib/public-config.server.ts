import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { internalHeaders } from '../../worker/lib/internal-headers';
import { type PublicConfig, parsePublicConfig } from './public-config';

/**
 * The deployment's public configuration (support widget, analytics) for this request, as the
 * front read it from the Worker's vars (worker/routes/pages.ts).
 */
export function getPublicConfig(): PublicConfig {
  return parsePublicConfig(getHeaders()[internalHeaders.config]);
}
