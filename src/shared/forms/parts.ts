import { z } from 'zod';
import { ID_TYPES } from '../accounts.js';
import { apiDateField, emailField, optionalText, phoneField, requiredText } from '../contracts/common.js';

export const CONDITIONS = ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export const SEXES = ['F', 'M'] as const;

export const districtField = z.string({ error: 'Choose the district' }).trim().min(1, 'Choose the district').max(40);
export const countryField = z.string({ error: 'Choose the country' }).regex(/^[A-Z]{2}$/, 'Choose the country');

/** A party to a marriage (domain section 4, step 1). */
export const partySchema = z.object({
  firstName: requiredText(),
  middleName: optionalText(),
  lastName: requiredText(),
  idType: z.enum(ID_TYPES, { error: 'Choose the kind of identity document' }),
  idNumber: z
    .string({ error: 'Enter the document number' })
    .trim()
    .regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the document number as printed'),
  nationality: countryField,
  dateOfBirth: apiDateField,
  sex: z.enum(SEXES, { error: 'Choose the sex' }),
  condition: z.enum(CONDITIONS, { error: 'Choose the condition' }),
  occupation: requiredText(80),
  residenceDistrict: districtField,
  fatherName: requiredText(),
  motherName: requiredText(),
  phone: phoneField,
  email: emailField,
});
export type Party = z.infer<typeof partySchema>;

export const witnessSchema = z.object({
  fullName: requiredText(120),
  idNumber: z
    .string({ error: 'Enter the ID number' })
    .trim()
    .regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed'),
  phone: phoneField,
});

export const twoWitnesses = z.array(witnessSchema).length(2, 'Name two witnesses');

export const reasonField = (min = 20) =>
  z
    .string({ error: 'Explain the reason' })
    .trim()
    .min(min, `Explain the reason in at least ${min} characters`)
    .max(2000, 'Use at most 2000 characters');
