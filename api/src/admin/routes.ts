import { Hono } from 'hono';
import { adjustments } from './adjustments';
import { audit } from './audit';
import { adminModels } from './models-routes';
import { type OperatorEnv, requireOperator } from './operators';
import { adminPromo } from './promo-routes';
import { adminStats } from './stats-routes';
import { adminSupport } from './support-routes';
import { adminUsers } from './users-routes';

/**
 * `/v1/admin/*`: the operator console (docs/decisions/160-operator-console.md). Only operators
 * (`OPERATOR_EMAILS`) get past `requireOperator`; for anyone else every path here is a 404. Not
 * published in `GET /openapi.json`, which describes the public contract.
 */
export const admin = new Hono<OperatorEnv>();
admin.use('*', requireOperator);
admin.route('/', adminUsers);
admin.route('/', adjustments);
admin.route('/promocodes', adminPromo);
admin.route('/models', adminModels);
admin.route('/audit', audit);
admin.route('/', adminStats);
admin.route('/support', adminSupport);
