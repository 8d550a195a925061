import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { reasonField } from '../forms/parts.js';
import { defineService } from './contract.js';

/** Domain section 11 (DR). The online form is not built yet: this is the form the API accepts today. */
export const dataRectification = defineService({
  form: z.object({
    registerEntryNumber: requiredText(40),
    field: requiredText(80),
    currentValue: requiredText(240),
    correctValue: requiredText(240),
    reason: reasonField(),
  }),
  steps: [{ name: 'correction', title: 'The correction', fields: ['registerEntryNumber', 'field', 'currentValue', 'correctValue', 'reason'] }],
  attachments: () => ['SUPPORTING_EVIDENCE'],
  searchText: () => [],
  outcome: null,
  labels: {
    registerEntryNumber: 'Register entry number',
    field: 'Field to correct',
    currentValue: 'Value in the register',
    correctValue: 'Correct value',
    reason: 'Reason',
  },
  outcomeLabels: null,
});
