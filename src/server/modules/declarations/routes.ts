import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myDeclarationsAnswer, noticeDeclarationsAnswer } from '../../../shared/contracts/declarations.js';
import { declarationInput, declineInput, invitationInput, withdrawalInput } from '../../../shared/declarations.js';
import { recordAccess } from '../../audit/access.js';
import { requestLocale } from '../../http/locale.js';
import { callerOf } from '../../plugins/auth.js';
import type { DeclarationsService } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/** Both parties declare (issue 24): the applicant invites, each party declares, declines or withdraws. */
export default async function declarationRoutes(app: FastifyInstance, opts: { declarations: DeclarationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.declarations;
  const tags = ['declarations'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const answer = { 200: noticeDeclarationsAnswer };

  r.get(
    '/notice-declarations',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The notices of marriage that name the caller and ask for their declaration',
        response: { 200: myDeclarationsAnswer },
      },
    },
    async (request) => ({ data: await service.mine(callerOf(request)) }),
  );

  r.get(
    '/notice-declarations/:id',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: "A notice of marriage as its parties declare it, and each party's declaration",
        response: answer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const data = await service.forApplication(caller, request.params.id);
      // A party who is not the applicant reads the other party's particulars: accounted for, as every read of a notice.
      if (!data.isApplicant)
        await recordAccess(app.db, request, caller, {
          kind: 'notice',
          subjectId: data.applicationId,
          ownerOfApplication: data.applicationId,
          record: { section: 'marriage-registrations', district: String(data.formData.district ?? '') },
        });
      return { data };
    },
  );

  r.post(
    '/notice-declarations/:id/invite',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: invitationInput,
        security,
        summary: 'The applicant asks a party to declare (a text or an e-mail)',
        response: answer,
      },
    },
    async (request) => ({ data: await service.invite(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/notice-declarations/:id/declare',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: declarationInput,
        security,
        summary: 'A party confirms their particulars and makes the declaration',
        response: answer,
      },
    },
    async (request) => ({
      data: await service.declare(callerOf(request), request.params.id, request.body, requestLocale(request)),
    }),
  );

  r.post(
    '/notice-declarations/:id/decline',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: declineInput,
        security,
        summary: 'An invited party declines to declare, with the reason',
        response: answer,
      },
    },
    async (request) => ({ data: await service.decline(callerOf(request), request.params.id, request.body) }),
  );

  r.post(
    '/notice-declarations/:id/withdraw',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        body: withdrawalInput,
        security,
        summary: 'A party withdraws their declaration (and, once submitted, the notice) before publication',
        response: answer,
      },
    },
    async (request) => ({ data: await service.withdraw(callerOf(request), request.params.id, request.body) }),
  );
}
