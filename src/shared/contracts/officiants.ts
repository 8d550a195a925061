import { z } from 'zod';
import { LICENCE_STATUSES } from '../licences.js';
import { timestamp } from './applications.js';

/** Officiant licence numbers as the registry issues them: letters, digits, slashes and hyphens. */
export const OFFICIANT_LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/;

export const OFFICIANT_MESSAGES = {
  fullName: "Enter the officiant's full name",
  licenceNumber: 'Enter the officiant licence number as printed (letters, digits, / and -)',
  duplicate: 'Another officiant of yours holds this licence number',
  notYours: 'No such officiant',
  onlyInstitution: 'Only the institution keeps its officiants list',
  noOrganisation: 'Your account is not linked to an institution',
  notCelebrating:
    'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) keeps an officiants list',
} as const;

/** What an institution types for an officiant (POST /api/officiants; PUT also takes `active`). */
export const officiantBody = z.object({
  fullName: z
    .string({ error: OFFICIANT_MESSAGES.fullName })
    .trim()
    .min(3, OFFICIANT_MESSAGES.fullName)
    .max(120, 'Use at most 120 characters'),
  licenceNumber: z
    .string({ error: OFFICIANT_MESSAGES.licenceNumber })
    .trim()
    .regex(OFFICIANT_LICENCE_PATTERN, OFFICIANT_MESSAGES.licenceNumber),
});
export const officiantUpdateBody = officiantBody.extend({
  active: z.boolean({ error: 'Say whether the officiant is active' }),
});
export type OfficiantInput = z.input<typeof officiantBody>;

/** One officiant of an institution (GET /api/officiants). */
export const officiantSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  fullName: z.string(),
  licenceNumber: z.string(),
  active: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OfficiantRecord = z.input<typeof officiantSchema>;

/** Filters of GET /api/officiants: active (true/false), organisationId (staff only), q (name or licence number). */
export const OFFICIANT_FILTERS = ['active', 'organisationId', 'q'] as const;

/** A venue the caller's institution holds a place licence for (GET /api/institution-venues), with its standing today. */
export const institutionVenueSchema = z.object({
  licenceNumber: z.string(),
  venueName: z.string(),
  district: z.string(),
  districtName: z.string(),
  issuedAt: timestamp,
  validUntil: timestamp,
  status: z.enum(LICENCE_STATUSES),
});
export type InstitutionVenue = z.input<typeof institutionVenueSchema>;
