import { serviceByCode } from '../../../shared/services.js';
import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  trackedApplicationSchema,
  trackingQueryInput,
  trackingSearchRowSchema,
} from '../../../shared/contracts/tracking.js';
import { contractOf } from '../../../shared/services/index.js';
import type { ServiceCode } from '../../../shared/services.js';
import { namesById } from '../accounts/repository.js';
import { isOverdue } from '../../../shared/statuses.js';
import { filterIds, sendPage } from '../../http/simpleRest.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { badRequest, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { listApplications, SORTABLE } from '../applications/repository.js';
import type { ApplicationsService } from '../applications/service.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';

const NOT_ALLOWED = 'Tracking is for registry staff';

/** Both routes: only staff whose role reads `tracking`, refused before anything is read. */
const tracking = allow('read', 'tracking', NOT_ALLOWED);

/**
 * Back-office tracking (domain section 12): staff who may read `tracking` find any application they
 * may read (a district's staff: their district's) by reference, tracking id, name or ID number, and
 * read it with its names; the timeline is GET /application-events, under the same rule.
 */
export default async function trackingSearchRoutes(app: FastifyInstance, opts: { applications: ApplicationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking'];
  const security = [{ bearer: [] }];

  r.get(
    '/tracking-search',
    {
      onRequest: app.authenticate,
      preValidation: tracking,
      schema: {
        tags,
        security,
        summary: 'Find applications by reference, tracking number, name or ID number',
        querystring: listQueryWith('q'),
        response: { 200: z.array(trackingSearchRowSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        Object.keys(SORTABLE) as (keyof typeof SORTABLE)[],
        { field: 'updatedAt', order: 'DESC' },
        ['q'],
      );
      // react-admin's getMany: these applications, found or not by a search.
      const id = filterIds(list.filter);
      const asked = !(list.filter.q === undefined || (typeof list.filter.q === 'string' && !list.filter.q.trim()));
      // Nothing asked, nothing found: an empty page (the page asks only once something is entered).
      if (!asked && id === undefined) return sendPage(reply, 'tracking-search', list.range, [], 0);
      let track: string | undefined;
      if (asked) {
        const input = trackingQueryInput.safeParse({ q: list.filter.q });
        if (!input.success) throw badRequest(VALIDATION_MESSAGE, { 'filter.q': input.error.issues[0].message });
        track = input.data.q;
      }
      const { rows, total } = await listApplications(
        app.db,
        caller,
        { id, track },
        list.sort,
        list.range,
        app.clock.now(),
      );
      return sendPage(reply, 'tracking-search', list.range, rows, total);
    },
  );

  r.get(
    '/tracking-search/:id',
    {
      onRequest: app.authenticate,
      preValidation: tracking,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: trackedApplicationSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await opts.applications.getVisible(caller, request.params.id);
      const ids = [row.applicantId, row.assigneeId].filter((id): id is string => Boolean(id));
      const section = serviceByCode(row.serviceCode)?.section;
      // Opening an application found by tracking is opening it: recorded as the application page is.
      const [names] = await Promise.all([
        namesById(app.db, ids),
        recordAccess(app.db, request, caller, {
          kind: 'application',
          subjectId: row.id,
          ownerId: row.applicantId,
          record: section ? { section, district: row.district } : null,
        }),
      ]);
      const now = app.clock.now();
      return {
        ...row,
        applicantName: names.get(row.applicantId) ?? null,
        assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
        partyNames: contractOf(row.serviceCode as ServiceCode)
          .searchText(row.formData)
          .join(' · '),
        overdue: isOverdue(row, now),
      };
    },
  );
}
