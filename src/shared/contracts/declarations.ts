import { z } from 'zod';
import { DECLARATION_STATES, INVITATION_CHANNELS, PARTY_PARTICULARS } from '../declarations.js';
import { LOCALES } from '../i18n/locales.js';
import { NOTICE_PARTIES } from '../notices.js';
import { APPLICATION_STATUSES } from '../statuses.js';
import { timestamp } from './applications.js';
import { envelope } from './common.js';

/** The declarations API's answers (issue 24: both parties declare): the routes' response schemas, the pages' types. */

/** One party's declaration as the applicant, the party and the registry see it. */
export const partyDeclarationSchema = z.object({
  party: z.enum(NOTICE_PARTIES),
  /** The party's name as the notice gives it. */
  name: z.string(),
  state: z.enum(DECLARATION_STATES),
  /** Made on the notice as it now reads (a declaration made before a change is no longer current). */
  current: z.boolean(),
  invitedAt: timestamp.nullable(),
  invitedVia: z.enum(INVITATION_CHANNELS).nullable(),
  invitedTo: z.string().nullable(),
  declaredAt: timestamp.nullable(),
  declaredIn: z.enum(LOCALES).nullable(),
  confirmed: z.array(z.enum(PARTY_PARTICULARS)),
  declinedAt: timestamp.nullable(),
  withdrawnAt: timestamp.nullable(),
  reason: z.string().nullable(),
});

const actionsSchema = z.object({
  invite: z.array(z.enum(NOTICE_PARTIES)),
  declare: z.boolean(),
  decline: z.boolean(),
  withdraw: z.boolean(),
});

/** GET /notice-declarations/:id: the notice as its parties declare it, and where each declaration stands. */
export const noticeDeclarationsSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  version: z.number(),
  /** The notice's particulars as they now read (what a party declares). */
  formData: z.record(z.string(), z.unknown()),
  applicantName: z.string(),
  isApplicant: z.boolean(),
  /** The caller's own party in the notice, when the caller is one of the two. */
  you: z.enum(NOTICE_PARTIES).nullable(),
  parties: z.array(partyDeclarationSchema),
  /** The parties whose declaration (on the notice as it reads) is still missing. */
  missing: z.array(z.enum(NOTICE_PARTIES)),
  actions: actionsSchema,
});
export const noticeDeclarationsAnswer = envelope(noticeDeclarationsSchema);
export type NoticeDeclarations = z.input<typeof noticeDeclarationsSchema>;
export type PartyDeclaration = z.input<typeof partyDeclarationSchema>;

/** GET /notice-declarations: the notices that name the caller and ask for their declaration. */
export const myDeclarationSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  party: z.enum(NOTICE_PARTIES),
  state: z.enum(DECLARATION_STATES),
  current: z.boolean(),
  applicantName: z.string(),
  /** The other party's name as the notice gives it. */
  otherPartyName: z.string(),
  /** yyyy-mm-dd, or empty. */
  intendedDate: z.string(),
  invitedAt: timestamp.nullable(),
});
export const myDeclarationsAnswer = envelope(z.array(myDeclarationSchema));
export type MyDeclaration = z.input<typeof myDeclarationSchema>;
