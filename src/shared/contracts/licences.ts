import { z } from 'zod';
import { LICENCE_KINDS, LICENCE_STATUSES } from '../licences.js';
import { PLACE_TYPES } from '../services/public-place-licence.js';
import { timestamp } from './applications.js';

/**
 * A licence as the registries list it (GET /api/licences, /api/licences/:id): special licences
 * name the couple (and the venue of a private-venue licence); a public place licence names the place.
 */
export const licenceSchema = z.object({
  id: z.string(),
  kind: z.enum(LICENCE_KINDS),
  number: z.string(),
  status: z.enum(LICENCE_STATUSES),
  applicationId: z.string(),
  applicationReference: z.string(),
  holderName: z.string(),
  district: z.string(),
  districtName: z.string(),
  partyAName: z.string().nullable(),
  partyBName: z.string().nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
  placeType: z.enum(PLACE_TYPES).nullable(),
  capacity: z.number().nullable(),
  organisationId: z.string().nullable(),
  documentId: z.string().nullable(),
  issuedAt: timestamp,
  validUntil: timestamp,
  usedAt: timestamp.nullable(),
  /** The register entry of the marriage that used a special licence. */
  usedByRegistrationNumber: z.string().nullable(),
  revokedAt: timestamp.nullable(),
  revokedReason: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type Licence = z.input<typeof licenceSchema>;

/**
 * A licensed place as /backoffice/registry/licensed-organisations and the notice form's venue list
 * show it (GET /api/licensed-places): the place and its current licence.
 */
export const licensedPlaceSchema = z.object({
  id: z.string(),
  licenceId: z.string(),
  licenceNumber: z.string(),
  status: z.enum(LICENCE_STATUSES),
  name: z.string(),
  placeType: z.enum(PLACE_TYPES),
  denomination: z.string().nullable(),
  district: z.string(),
  districtName: z.string(),
  address: z.string(),
  capacity: z.number(),
  licensedOn: timestamp,
  validUntil: timestamp,
});
export type LicensedPlace = z.input<typeof licensedPlaceSchema>;

/** POST /api/licences/:id/revoke (Registrar General). */
export const revokeLicenceBody = z.object({
  reason: z
    .string({ error: 'Give the reason' })
    .trim()
    .min(10, 'Give the reason in at least 10 characters')
    .max(500, 'Use at most 500 characters'),
  version: z.number().int().optional(),
});

/** Filters of GET /api/licences: kind (one or several), status, district, q (number, names, venue), issued from/to (Nairobi days). */
export const LICENCE_FILTERS = ['kind', 'status', 'district', 'q', 'from', 'to'] as const;
/** Filters of GET /api/licensed-places: status (VALID unless asked), district, q, placeType. */
export const PLACE_FILTERS = ['status', 'district', 'q', 'placeType'] as const;
