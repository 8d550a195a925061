import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Domain section 11 (CC). The online form is not built yet: this is the form the API accepts today. */
export const certifiedCopy = defineService({
  form: z.object({
    registerEntryNumber: requiredText(40),
    copies: z.coerce.number().int().min(1, 'At least one copy').max(10, 'At most 10 copies'),
    purpose: requiredText(240),
  }),
  steps: [{ name: 'copy', title: 'The copy', fields: ['registerEntryNumber', 'copies', 'purpose'] }],
  attachments: () => [],
  searchText: () => [],
  outcome: null,
  labels: { registerEntryNumber: 'Register entry number', copies: 'Number of copies', purpose: 'Purpose' },
  outcomeLabels: null,
});
