import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountAnswer,
  accountDistrictInput,
  accountRecord,
  accountRoleInput,
  accountVersionInput,
} from '../../../shared/contracts/accounts-admin.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { ACCOUNT_SORTS, type AccountsAdmin } from './admin.js';

const idParams = z.object({ id: z.string().max(64) });

/** GET /api/accounts (ra-data-simple-rest), GET /api/accounts/:id and POST /api/accounts/:id/<action>: ADMIN only. */
export default async function accountsAdminRoutes(app: FastifyInstance, opts: { admin: AccountsAdmin }) {
  const { admin } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  // Before the body is validated: a caller who may not manage accounts learns nothing more.
  const ADMIN_ONLY = 'Only an administrator manages accounts';
  const reading = { onRequest: app.authenticate, preValidation: allow('read', 'accounts', ADMIN_ONLY) };
  const writing = { onRequest: app.authenticate, preValidation: allow('write', 'accounts', ADMIN_ONLY) };

  r.get(
    '/accounts',
    {
      ...reading,
      schema: {
        tags,
        summary: 'Every account: filters accountType, staffRole, district, status, locked, q',
        security,
        querystring: listQuery,
        response: { 200: z.array(accountRecord) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, ACCOUNT_SORTS, { field: 'createdAt', order: 'DESC' });
      const { rows, total } = await admin.list(list);
      return sendPage(reply, 'accounts', list.range, rows, total);
    },
  );

  r.get(
    '/accounts/:id',
    {
      ...reading,
      schema: { tags, summary: 'One account', security, params: idParams, response: { 200: accountRecord } },
    },
    async (request) => admin.getOne(request.params.id),
  );

  r.post(
    '/accounts/:id/role',
    {
      ...writing,
      schema: {
        tags,
        summary: "Changes a staff account's role",
        security,
        params: idParams,
        body: accountRoleInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.changeRole(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/district',
    {
      ...writing,
      schema: {
        tags,
        summary: "Changes or clears a staff account's district",
        security,
        params: idParams,
        body: accountDistrictInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.changeDistrict(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/disable',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Disables an account and ends its sessions',
        security,
        params: idParams,
        body: accountVersionInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.disable(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/enable',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Enables a disabled account',
        security,
        params: idParams,
        body: accountVersionInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.enable(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/unlock',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Lifts the lock of five failed sign-ins',
        security,
        params: idParams,
        body: accountVersionInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.unlock(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/reset-password',
    {
      ...writing,
      schema: {
        tags,
        summary: 'E-mails the account a password-reset code',
        security,
        params: idParams,
        body: accountVersionInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({ data: await admin.resetPassword(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/:id/reset-second-factor',
    {
      ...writing,
      schema: {
        tags,
        summary: 'Clears the second factor of an account that lost it; its sessions end',
        security,
        params: idParams,
        body: accountVersionInput,
        response: { 200: accountAnswer },
      },
    },
    async (request) => ({
      data: await admin.resetSecondFactor(callerOf(request), request.params.id, request.body),
    }),
  );
}
