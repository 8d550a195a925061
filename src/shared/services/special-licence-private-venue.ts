import { z } from 'zod';
import { apiDateField, requiredText } from '../contracts/common.js';
import { districtField, partySchema, reasonField } from '../forms/parts.js';
import { coupleAttachments, coupleNames, districtLabel, partyLabels } from './common.js';
import { defineService } from './contract.js';
import { LICENCE_OUTCOME, LICENCE_OUTCOME_LABELS } from './licence-outcome.js';
import { specialLicenceDateRules } from './dateRules.js';

/** Why the marriage must be celebrated at the private venue (domain section 11, SLP). */
export const VENUE_REASONS = ['ILLNESS', 'DISABILITY', 'CONFINEMENT', 'OTHER'] as const;

/** Domain section 11 (SLP): celebrate the marriage at a named private venue, where an officer comes. */
export const specialLicencePrivateVenue = defineService({
  form: z.object({
    partyA: partySchema,
    partyB: partySchema,
    intendedDate: apiDateField,
    district: districtField,
    venue: z.object({ name: requiredText(160), physicalAddress: requiredText(240) }),
    venueReason: z.enum(VENUE_REASONS, { error: 'Choose why it must be there' }),
    reason: reasonField(),
  }),
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    {
      name: 'venue',
      title: 'Date, venue and reason',
      fields: ['intendedDate', 'district', 'venue', 'venueReason', 'reason'],
    },
  ],
  attachments: (form) => [...coupleAttachments(form), 'VENUE_REASON_EVIDENCE'],
  dateRules: specialLicenceDateRules,
  searchText: (form) => [
    ...coupleNames(form),
    ...[(form.venue as { name?: unknown } | undefined)?.name].filter(
      (n): n is string => typeof n === 'string' && n.length > 0,
    ),
  ],
  outcome: LICENCE_OUTCOME,
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    intendedDate: 'Intended date of marriage',
    district: districtLabel('District of the venue'),
    venue: { label: 'Venue', fields: { name: 'Name of the venue', physicalAddress: 'Address' } },
    venueReason: {
      label: 'Why the marriage must be celebrated there',
      values: {
        ILLNESS: 'Serious illness of a party',
        DISABILITY: 'Disability of a party',
        CONFINEMENT: 'A party cannot leave the place (hospital, prison, care home)',
        OTHER: 'Another serious reason',
      },
    },
    reason: 'The circumstances',
  },
  outcomeLabels: LICENCE_OUTCOME_LABELS,
});
