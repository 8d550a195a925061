import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from '../contracts/common.js';
import { districtField } from '../forms/parts.js';
import { districtLabel, textsOf } from './common.js';
import { defineService } from './contract.js';
import { LICENCE_OUTCOME, LICENCE_OUTCOME_LABELS } from './licence-outcome.js';

export const PLACE_TYPES = ['CHURCH', 'MOSQUE', 'TEMPLE', 'HALL', 'OTHER'] as const;

const idNumber = z
  .string({ error: 'Enter the ID number' })
  .trim()
  .regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed');

/** Domain section 11 (PPL): license a place of worship or public place for the celebration of marriages. */
export const publicPlaceLicence = defineService({
  form: z.object({
    placeName: requiredText(160),
    placeType: z.enum(PLACE_TYPES, { error: 'Choose the kind of place' }),
    denomination: optionalText(120),
    district: districtField,
    physicalAddress: requiredText(240),
    capacity: z.coerce
      .number({ error: 'Enter the capacity' })
      .int('Enter a whole number')
      .min(10, 'At least 10 people')
      .max(100000, 'At most 100000 people'),
    responsiblePerson: z.object({
      fullName: requiredText(120),
      idNumber,
      role: requiredText(80),
      phone: phoneField,
      email: emailField,
    }),
    officiants: z
      .array(z.object({ fullName: requiredText(120), idNumber }))
      .min(1, 'Name at least one officiant')
      .max(20, 'Name at most 20 officiants'),
  }),
  steps: [
    {
      name: 'place',
      title: 'The place',
      fields: ['placeName', 'placeType', 'denomination', 'district', 'physicalAddress', 'capacity'],
    },
    { name: 'responsible', title: 'Responsible person', fields: ['responsiblePerson'] },
    { name: 'officiants', title: 'Officiants', fields: ['officiants'] },
  ],
  attachments: () => ['PROOF_OF_OWNERSHIP', 'SAFETY_CERTIFICATE'],
  searchText: (form) => [
    ...textsOf(form, 'placeName'),
    ...[(form.responsiblePerson as { fullName?: unknown } | undefined)?.fullName].filter(
      (n): n is string => typeof n === 'string' && n.length > 0,
    ),
  ],
  outcome: LICENCE_OUTCOME,
  labels: {
    placeName: 'Name of the place',
    placeType: {
      label: 'Kind of place',
      values: { CHURCH: 'Church', MOSQUE: 'Mosque', TEMPLE: 'Temple', HALL: 'Hall', OTHER: 'Other' },
    },
    denomination: 'Denomination',
    district: districtLabel(),
    physicalAddress: 'Address',
    capacity: 'Capacity (people)',
    responsiblePerson: {
      label: 'Responsible person',
      fields: {
        fullName: 'Full name',
        idNumber: 'ID number',
        role: 'Role at the place',
        phone: 'Phone number',
        email: 'E-mail address',
      },
    },
    officiants: {
      label: 'Officiants',
      item: 'Officiant %{n}',
      fields: { fullName: 'Full name', idNumber: 'ID number' },
    },
  },
  outcomeLabels: LICENCE_OUTCOME_LABELS,
});
