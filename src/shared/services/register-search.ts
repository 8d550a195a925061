import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { districtField } from '../forms/parts.js';
import { districtLabel, textsOf } from './common.js';
import { defineService } from './contract.js';

/** Domain section 11 (RS). The online form is not built yet: this is the form the API accepts today. */
export const registerSearch = defineService({
  form: z.object({
    partyName: requiredText(160),
    approximateYear: z.coerce.number().int().min(1900).max(2100).optional().nullable(),
    district: districtField.optional().nullable(),
    purpose: requiredText(240),
  }),
  steps: [{ name: 'search', title: 'The search', fields: ['partyName', 'approximateYear', 'district', 'purpose'] }],
  attachments: () => [],
  searchText: (form) => textsOf(form, 'partyName'),
  outcome: null,
  labels: { partyName: 'Name searched', approximateYear: 'Approximate year', district: districtLabel(), purpose: 'Purpose' },
  outcomeLabels: null,
});
