import { z } from 'zod';
import { apiDateField, requiredText } from '../contracts/common.js';
import { textsOf } from './common.js';
import { defineService } from './contract.js';

/** Domain section 11 (DV). The online form is not built yet: this is the form the API accepts today. */
export const divorceReturn = defineService({
  form: z.object({
    caseNumber: requiredText(60),
    decreeDate: apiDateField,
    decreeType: z.enum(['NISI', 'ABSOLUTE'], { error: 'Choose the kind of decree' }),
    marriageEntryNumber: requiredText(40),
    partyAName: requiredText(160),
    partyBName: requiredText(160),
  }),
  steps: [{ name: 'decree', title: 'The decree', fields: ['caseNumber', 'decreeDate', 'decreeType', 'marriageEntryNumber', 'partyAName', 'partyBName'] }],
  attachments: () => ['DECREE'],
  searchText: (form) => textsOf(form, 'partyAName', 'partyBName'),
  outcome: null,
  labels: {
    caseNumber: 'Case number',
    decreeDate: 'Date of the decree',
    decreeType: { label: 'Kind of decree', values: { NISI: 'Decree nisi', ABSOLUTE: 'Decree absolute' } },
    marriageEntryNumber: 'Register entry number of the marriage',
    partyAName: 'Party A',
    partyBName: 'Party B',
  },
  outcomeLabels: null,
});
