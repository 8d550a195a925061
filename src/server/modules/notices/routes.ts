import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lodgedObjectionAnswer,
  noticeChecksAnswer,
  noticeDetailAnswer,
  noticeDetailSchema,
  noticePreviewAnswer,
  noticeSchema,
  objectionAnswer,
  objectionSchema,
  publicNoticeSchema,
} from '../../../shared/contracts/notices.js';
import { recordAccess } from '../../audit/access.js';
import { sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from './listParams.js';
import type { NoticesService } from './service.js';
import { DOWNLOAD_CSP } from '../../http/securityHeaders.js';
import { translateMessage } from '../../../shared/i18n/translate.js';
import { requestLocale } from '../../http/locale.js';
import { CONTACT_MESSAGE, normalContact } from '../../../shared/phone.js';

/** A read of a notice of marriage (its particulars, or their PDF): the applicant's record. */
const noticeRead = (applicationId: string, district: string) => ({
  kind: 'notice' as const,
  subjectId: applicationId,
  ownerOfApplication: applicationId,
  record: { section: 'marriage-registrations' as const, district },
});

const idParams = z.object({ id: z.string().max(64) });
const reasonBody = z.object({
  reason: z
    .string({ error: 'Give the reason for the decision' })
    .trim()
    .min(5, 'Give the reason for the decision')
    .max(2000, 'Use at most 2000 characters'),
});
/** An objection: the contact checked by the public form's own rule (an address, or a number as Kenyans write it), kept in E.164. */
const objectionBodyFor = (defaultCountry: string) =>
  z.object({
    objectorName: z
      .string({ error: 'Enter your name' })
      .trim()
      .min(2, 'Enter your name')
      .max(160, 'Use at most 160 characters'),
    objectorContact: z
      .string({ error: CONTACT_MESSAGE })
      .max(254, 'Use at most 254 characters')
      .transform((value, ctx) => {
        const contact = normalContact(value, defaultCountry);
        if (contact === null) ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGE });
        return contact ?? value;
      }),
    grounds: z
      .string({ error: 'State the grounds of your objection' })
      .trim()
      .min(20, 'State the grounds in at least 20 characters')
      .max(4000, 'Use at most 4000 characters'),
  });

const BOARD_FILTERS = ['q', 'district'] as const;
const LIST_FILTERS = ['q', 'status', 'district'] as const;

/** Notices of marriage: checks, preview, the notice book, the public board and objections (docs/notices-api.md). */
export default async function noticeRoutes(app: FastifyInstance, opts: { notices: NoticesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.notices;
  const tags = ['notices'];
  const objectionBody = objectionBodyFor(app.config.DEFAULT_COUNTRY);
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/applications/:id/checks',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: 'The submit checks of a notice of marriage',
        response: { 200: noticeChecksAnswer },
      },
    },
    async (request) => ({
      // Each check says its finding in the caller's language, as the submit's field messages do.
      data: (await service.checks(callerOf(request), request.params.id)).map((check) => ({
        ...check,
        message: translateMessage(check.message, requestLocale(request)),
      })),
    }),
  );

  r.get(
    '/applications/:id/notice-preview',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: 'The notice of marriage as it is (or will be) published',
        response: { 200: noticePreviewAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { reference: _reference, ...data } = await service.preview(caller, request.params.id);
      await recordAccess(app.db, request, caller, noticeRead(request.params.id, data.district));
      return { data };
    },
  );

  r.get(
    '/applications/:id/notice-preview/pdf',
    { ...auth, schema: { tags, params: idParams, security, summary: 'The notice of marriage as a PDF' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { bytes, fileName, district } = await service.previewPdf(caller, request.params.id);
      await recordAccess(app.db, request, caller, noticeRead(request.params.id, district));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(bytes);
    },
  );

  r.get(
    '/applications/:id/notice',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: 'The published notice of an application',
        response: { 200: noticeDetailAnswer },
      },
    },
    async (request) => ({
      data: await service.ofApplication(callerOf(request), request.params.id),
    }),
  );

  r.get(
    '/public/notices',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: listQueryWith(...BOARD_FILTERS),
        summary: 'The public notice board: notices open for objections',
        response: { 200: z.array(publicNoticeSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['publishedAt'],
        { field: 'publishedAt', order: 'DESC' },
        BOARD_FILTERS,
      );
      const { rows, total } = await service.publicBoard(list);
      return sendPage(reply, 'notices', list.range, rows, total);
    },
  );

  r.post(
    '/public/notices/:id/objections',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags,
        params: idParams,
        body: objectionBody,
        summary: 'Lodge an objection to a published notice (anyone)',
        response: { 201: lodgedObjectionAnswer },
      },
    },
    async (request, reply) => {
      const data = await service.lodgeObjection(request.params.id, request.body, request.ip);
      return reply.code(201).send({ data });
    },
  );

  r.get(
    '/objections',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQueryWith(...LIST_FILTERS),
        security,
        summary: 'Objections (escalations)',
        response: { 200: z.array(objectionSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['createdAt', 'reference', 'status'] as const,
        { field: 'createdAt', order: 'DESC' },
        LIST_FILTERS,
      );
      const { rows, total } = await service.listObjections(callerOf(request), list);
      return sendPage(reply, 'objections', list.range, rows, total);
    },
  );

  r.get(
    '/objections/:id',
    {
      ...auth,
      schema: { tags, params: idParams, security, summary: 'One objection', response: { 200: objectionSchema } },
    },
    async (request) => service.getObjection(callerOf(request), request.params.id),
  );

  for (const decision of ['uphold', 'dismiss'] as const) {
    r.post(
      `/objections/:id/${decision}`,
      {
        ...auth,
        schema: {
          tags,
          params: idParams,
          body: reasonBody,
          security,
          summary: decision === 'uphold' ? 'Uphold an objection: the notice is void' : 'Dismiss an objection',
          response: { 200: objectionAnswer },
        },
      },
      async (request) => ({
        data: await service.decideObjection(callerOf(request), request.params.id, decision, request.body.reason),
      }),
    );
  }

  r.get(
    '/notices',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQueryWith(...LIST_FILTERS),
        security,
        summary: 'The notice book',
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request, reply) => {
      const sortable = ['publishedAt', 'noticeNumber', 'noticeEndsAt', 'intendedDate', 'status'] as const;
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        sortable,
        { field: 'publishedAt', order: 'DESC' },
        LIST_FILTERS,
      );
      const { rows, total } = await service.listNotices(callerOf(request), list);
      return sendPage(reply, 'notices', list.range, rows, total);
    },
  );

  r.get(
    '/notices/:id',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        summary: 'One notice of the notice book',
        response: { 200: noticeDetailSchema },
      },
    },
    async (request) => service.getNotice(callerOf(request), request.params.id),
  );
}
