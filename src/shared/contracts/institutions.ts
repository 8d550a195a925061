import { z } from 'zod';
import { ORGANISATION_TYPES } from '../accounts.js';
import { LICENCE_KINDS, LICENCE_STATUSES } from '../licences.js';
import { APPLICATION_STATUSES } from '../statuses.js';
import { MARRIAGE_STATUSES } from './register.js';
import { timestamp } from './applications.js';

/** Domain section 12: the institution's own registry (/institution/registry). */
export const institutionRegistrySchema = z.object({
  organisation: z.object({
    name: z.string(),
    type: z.enum(ORGANISATION_TYPES),
    registrationNumber: z.string(),
    licensed: z.boolean(),
  }),
  /** Its licences to celebrate marriages, the newest first. */
  licences: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      kind: z.enum(LICENCE_KINDS),
      issuedAt: timestamp,
      validUntil: timestamp,
      status: z.enum(LICENCE_STATUSES),
      documentId: z.string().nullable(),
    }),
  ),
  /** The marriages it registered (its applications to register one, and the entries they made), the newest first. */
  marriages: z.array(
    z.object({
      applicationId: z.string(),
      reference: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      submittedAt: timestamp.nullable(),
      entry: z
        .object({
          registrationNumber: z.string(),
          partyAName: z.string(),
          partyBName: z.string(),
          celebratedOn: z.string(),
          status: z.enum(MARRIAGE_STATUSES),
          dissolvedOn: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  /** The returns it filed (marriage returns, divorce returns), the newest first. */
  returns: z.array(
    z.object({
      applicationId: z.string(),
      reference: z.string(),
      serviceCode: z.enum(['MARRIAGE_RETURN', 'DIVORCE_RETURN']),
      status: z.enum(APPLICATION_STATUSES),
      submittedAt: timestamp.nullable(),
      /** A marriage return's period: a month (yyyy-mm) or two days (yyyy-mm-dd); the client says them in words. */
      periodFrom: z.string().nullable(),
      periodTo: z.string().nullable(),
      /** A divorce return's case and the register entry it names. */
      caseNumber: z.string().nullable(),
      registrationNumber: z.string().nullable(),
    }),
  ),
});
export type InstitutionRegistry = z.infer<typeof institutionRegistrySchema>;
