import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import { districtField } from '../forms/parts.js';
import { districtLabel, textsOf } from './common.js';
import { defineService } from './contract.js';

/** One entry a search found: what the law makes public, nothing more (domain section 11, RS). */
export const registerMatchSchema = z.object({
  registrationNumber: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  celebratedOn: z.string(),
  districtName: z.string(),
});
export type RegisterMatch = z.infer<typeof registerMatchSchema>;

/** At most this many entries answer one search. */
export const MAX_SEARCH_MATCHES = 20;

/**
 * Domain section 11 (RS): the names of one or both parties, an approximate date range and the
 * district; the server proposes matching entries, the officer confirms the result.
 */
export const registerSearch = defineService({
  // The order of the two dates is a submit check (a refinement would stop the form's steps from picking fields).
  form: z.object({
    partyName: requiredText(160),
    otherPartyName: optionalText(160),
    from: z
      .union([z.literal(''), apiDateField])
      .optional()
      .nullable()
      .transform((v) => v || null),
    to: z
      .union([z.literal(''), apiDateField])
      .optional()
      .nullable()
      .transform((v) => v || null),
    district: z
      .union([z.literal(''), districtField])
      .optional()
      .nullable()
      .transform((v) => v || null),
    purpose: requiredText(240),
  }),
  steps: [
    { name: 'names', title: 'The names', fields: ['partyName', 'otherPartyName'] },
    { name: 'when', title: 'When and where', fields: ['from', 'to', 'district', 'purpose'] },
  ],
  attachments: () => [],
  documents: false,
  searchText: (form) => textsOf(form, 'partyName', 'otherPartyName'),
  outcome: z.object({ matches: z.array(registerMatchSchema), searchedAt: z.string() }),
  labels: {
    partyName: 'Name of a party',
    otherPartyName: 'Name of the other party',
    from: 'Married on or after',
    to: 'Married on or before',
    district: districtLabel('District of the marriage'),
    purpose: 'Purpose of the search',
  },
  outcomeLabels: {
    matches: {
      label: 'Entries found',
      item: 'Entry %{n}',
      fields: {
        registrationNumber: 'Registration number',
        partyAName: 'Party A',
        partyBName: 'Party B',
        celebratedOn: 'Date of marriage',
        districtName: 'District',
      },
    },
    searchedAt: 'Searched on',
  },
});
