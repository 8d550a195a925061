import { z } from 'zod';
import { LETTER_FINDINGS, LETTER_STATUSES } from './index.js';
import { timestamp } from '../../contracts/applications.js';

/**
 * A marital status letter as /backoffice/registry/marital-statuses lists it and its holder reads it
 * (GET /api/marital-status-letters, /api/marital-status-letters/:id): what the register held for
 * the holder's ID number on the day of issue, and whether the letter is still valid.
 */
export const maritalStatusLetterSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(LETTER_STATUSES),
  applicationId: z.string(),
  applicationReference: z.string(),
  holderName: z.string(),
  idNumber: z.string(),
  district: z.string(),
  districtName: z.string(),
  finding: z.enum(LETTER_FINDINGS),
  registrationNumber: z.string().nullable(),
  /** yyyy-mm-dd: the day of the marriage the finding rests on. */
  marriedOn: z.string().nullable(),
  marriageDistrict: z.string().nullable(),
  marriageDistrictName: z.string().nullable(),
  purpose: z.string(),
  documentId: z.string(),
  issuedAt: timestamp,
  validUntil: timestamp,
});
export type MaritalStatusLetterRecord = z.input<typeof maritalStatusLetterSchema>;

/** Filters of GET /api/marital-status-letters: finding, status (valid, expired), district, q (number, name, ID number, reference), issued from/to. */
export const LETTER_FILTERS = ['finding', 'status', 'district', 'q', 'from', 'to'] as const;
