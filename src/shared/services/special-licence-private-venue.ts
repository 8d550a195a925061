import { z } from 'zod';
import { apiDateField, requiredText } from '../contracts/common.js';
import { districtField, partySchema, reasonField } from '../forms/parts.js';
import { coupleAttachments, coupleNames, districtLabel, partyLabels } from './common.js';
import { defineService } from './contract.js';

/** Domain section 11 (SLP). The online form is not built yet: this is the form the API accepts today. */
export const specialLicencePrivateVenue = defineService({
  form: z.object({
    partyA: partySchema,
    partyB: partySchema,
    intendedDate: apiDateField,
    district: districtField,
    venue: z.object({ name: requiredText(160), physicalAddress: requiredText(240) }),
    reason: reasonField(),
  }),
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    { name: 'venue', title: 'Date, venue and reason', fields: ['intendedDate', 'district', 'venue', 'reason'] },
  ],
  attachments: coupleAttachments,
  searchText: coupleNames,
  outcome: null,
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    intendedDate: 'Intended date of marriage',
    district: districtLabel('District of the marriage'),
    venue: { label: 'Venue', fields: { name: 'Name of the venue', physicalAddress: 'Address' } },
    reason: 'Why the marriage must be celebrated there',
  },
  outcomeLabels: null,
});
