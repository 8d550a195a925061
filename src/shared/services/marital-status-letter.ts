import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Domain section 11 (MSL). The online form is not built yet: this is the form the API accepts today. */
export const maritalStatusLetter = defineService({
  form: z.object({
    purpose: requiredText(240),
    destinationCountry: z.string().regex(/^[A-Z]{2}$/, 'Choose the country').optional().nullable(),
  }),
  steps: [{ name: 'purpose', title: 'Purpose', fields: ['purpose', 'destinationCountry'] }],
  attachments: () => [],
  searchText: () => [],
  outcome: null,
  labels: { purpose: 'Purpose', destinationCountry: { label: 'Destination country', ref: 'country' } },
  outcomeLabels: null,
});
