import { z } from 'zod';
import { apiDateField, requiredText } from '../contracts/common.js';
import { districtField, partySchema, twoWitnesses } from '../forms/parts.js';
import { coupleNames, districtLabel, partyLabels, WITNESS_LABELS } from './common.js';
import { defineService } from './contract.js';

/** Domain section 11 (IM). The online form is not built yet: this is the form the API accepts today. */
export const institutionMarriage = defineService({
  form: z.object({
    partyA: partySchema,
    partyB: partySchema,
    celebrationDate: apiDateField,
    district: districtField,
    venueName: requiredText(160),
    officiantName: requiredText(120),
    officiantLicenceNumber: requiredText(40),
    witnesses: twoWitnesses,
  }),
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    { name: 'celebration', title: 'The celebration', fields: ['celebrationDate', 'district', 'venueName', 'officiantName', 'officiantLicenceNumber'] },
    { name: 'witnesses', title: 'Witnesses', fields: ['witnesses'] },
  ],
  attachments: () => ['PARTY_A_ID', 'PARTY_B_ID', 'MARRIAGE_CERTIFICATE_COPY'],
  searchText: coupleNames,
  outcome: null,
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    celebrationDate: 'Date of the celebration',
    district: districtLabel(),
    venueName: 'Venue',
    officiantName: 'Officiant',
    officiantLicenceNumber: "Officiant's licence number",
    witnesses: WITNESS_LABELS,
  },
  outcomeLabels: null,
});
