import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Domain section 11 (SR). The online form is not built yet: this is the form the API accepts today. */
export const searchReport = defineService({
  form: z.object({ searchReference: requiredText(40), purpose: requiredText(240) }),
  steps: [{ name: 'report', title: 'The report', fields: ['searchReference', 'purpose'] }],
  attachments: () => [],
  searchText: () => [],
  outcome: null,
  labels: { searchReference: 'Search reference', purpose: 'Purpose' },
  outcomeLabels: null,
});
