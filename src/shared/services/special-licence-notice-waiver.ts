import { z } from 'zod';
import { apiDateField } from '../contracts/common.js';
import { districtField, partySchema, reasonField } from '../forms/parts.js';
import { coupleAttachments, coupleNames, districtLabel, partyLabels } from './common.js';
import { defineService } from './contract.js';

/** Domain section 11 (SLW). The online form is not built yet: this is the form the API accepts today. */
export const specialLicenceNoticeWaiver = defineService({
  form: z.object({ partyA: partySchema, partyB: partySchema, intendedDate: apiDateField, district: districtField, reason: reasonField() }),
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    { name: 'reason', title: 'Date and reason', fields: ['intendedDate', 'district', 'reason'] },
  ],
  attachments: coupleAttachments,
  searchText: coupleNames,
  outcome: null,
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    intendedDate: 'Intended date of marriage',
    district: districtLabel('District of the marriage'),
    reason: 'Why the notice period cannot be waited',
  },
  outcomeLabels: null,
});
