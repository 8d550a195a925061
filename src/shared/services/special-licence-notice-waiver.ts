import { z } from 'zod';
import { apiDateField } from '../contracts/common.js';
import { districtField, partySchema, reasonField } from '../forms/parts.js';
import { coupleAttachments, coupleNames, districtLabel, partyLabels } from './common.js';
import { defineService } from './contract.js';
import { LICENCE_OUTCOME, LICENCE_OUTCOME_LABELS } from './licence-outcome.js';
import { specialLicenceDateRules } from './dateRules.js';

/** Why the couple cannot wait for the notice period (domain section 11, SLW). */
export const WAIVER_URGENCIES = ['ILLNESS', 'POSTING_ABROAD', 'TRAVEL', 'PREGNANCY', 'OTHER'] as const;

/** Domain section 11 (SLW): marry without the notice period, for a serious reason, on the minister's licence. */
export const specialLicenceNoticeWaiver = defineService({
  form: z.object({
    partyA: partySchema,
    partyB: partySchema,
    intendedDate: apiDateField,
    district: districtField,
    urgency: z.enum(WAIVER_URGENCIES, { error: 'Choose why you cannot wait' }),
    reason: reasonField(),
  }),
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    { name: 'reason', title: 'Date and reason', fields: ['intendedDate', 'district', 'urgency', 'reason'] },
  ],
  attachments: (form) => [...coupleAttachments(form), 'URGENCY_EVIDENCE'],
  dateRules: specialLicenceDateRules,
  searchText: coupleNames,
  outcome: LICENCE_OUTCOME,
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    intendedDate: 'Intended date of marriage',
    district: districtLabel('District of the marriage'),
    urgency: {
      label: 'Why the notice period cannot be waited',
      values: {
        ILLNESS: 'Serious illness',
        POSTING_ABROAD: 'Posting or deployment abroad',
        TRAVEL: 'Travel that cannot be put off',
        PREGNANCY: 'Advanced pregnancy',
        OTHER: 'Another serious reason',
      },
    },
    reason: 'The circumstances',
  },
  outcomeLabels: LICENCE_OUTCOME_LABELS,
});
