import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Domain section 11 (MR). The online form is not built yet: this is the form the API accepts today. */
export const marriageReturn = defineService({
  form: z.object({
    periodFrom: apiDateField,
    periodTo: apiDateField,
    marriages: z
      .array(z.object({ entryNumber: optionalText(40), partyAName: requiredText(160), partyBName: requiredText(160), date: apiDateField }))
      .max(1000),
  }),
  steps: [{ name: 'return', title: 'The return', fields: ['periodFrom', 'periodTo', 'marriages'] }],
  attachments: () => ['RETURN_FORM'],
  searchText: () => [],
  outcome: null,
  labels: {
    periodFrom: 'From',
    periodTo: 'To',
    marriages: {
      label: 'Marriages',
      item: 'Marriage %{n}',
      fields: { entryNumber: 'Register entry number', partyAName: 'Party A', partyBName: 'Party B', date: 'Date' },
    },
  },
  outcomeLabels: null,
});
