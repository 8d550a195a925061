import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LETTER_FILTERS, maritalStatusLetterSchema } from '../../../shared/services/marital-status-letter/api.js';
import { recordAccess } from '../../audit/access.js';
import { sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';
import type { LettersService } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/** The registry of marital status letters and one letter (its holder, or registry staff of its district). */
export default async function letterRoutes(app: FastifyInstance, opts: { letters: LettersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.letters;
  const tags = ['marital-status-letters'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/marital-status-letters',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Marital status letters issued',
        querystring: listQueryWith(...LETTER_FILTERS),
        response: { 200: z.array(maritalStatusLetterSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['issuedAt', 'number', 'validUntil'] as const,
        { field: 'issuedAt', order: 'DESC' },
        LETTER_FILTERS,
      );
      const { rows, total } = await service.list(callerOf(request), list);
      return sendPage(reply, 'marital-status-letters', list.range, rows, total);
    },
  );

  r.get(
    '/marital-status-letters/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: idParams,
        summary: 'One marital status letter',
        response: { 200: z.object({ data: maritalStatusLetterSchema }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const letter = await service.get(caller, request.params.id);
      await recordAccess(app.db, request, caller, {
        kind: 'letter',
        subjectId: letter.id,
        ownerOfApplication: letter.applicationId,
        record: { section: 'marital-status', district: letter.district },
      });
      return { data: letter };
    },
  );
}
