import { z } from 'zod';
import { requiredText } from '../../contracts/common.js';
import { countryField, districtField } from '../../forms/parts.js';
import { districtLabel } from '../common.js';
import { defineService } from '../contract.js';
import type { AppLocale } from '../../i18n/locales.js';

/**
 * What the register holds for the applicant's ID number when the letter is issued (domain section
 * 11, MSL): no entry, a subsisting marriage, or only marriages dissolved by decree.
 */
export const LETTER_FINDINGS = ['NONE', 'MARRIED', 'DISSOLVED'] as const;
export type LetterFinding = (typeof LETTER_FINDINGS)[number];

export const LETTER_FINDING_WORDS: Record<LetterFinding, string> = {
  NONE: 'No marriage in the register',
  MARRIED: 'Married',
  DISSOLVED: 'Marriage dissolved',
};

/** A letter is valid or expired (three months from issue, to the end of the Nairobi day). */
export const LETTER_STATUSES = ['VALID', 'EXPIRED'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_STATUS_WORDS: Record<LetterStatus, string> = { VALID: 'Valid', EXPIRED: 'Expired' };
export const LETTER_VALID_MONTHS = 3;

/** The findings and standings in Swahili beside the English above. */
const LETTER_FINDING_WORDS_SW: Record<LetterFinding, string> = {
  NONE: 'Hakuna ndoa kwenye rejista',
  MARRIED: 'Ameoa/Ameolewa',
  DISSOLVED: 'Ndoa imevunjwa',
};
export const letterFindingWords = (locale: AppLocale) =>
  locale === 'sw' ? LETTER_FINDING_WORDS_SW : LETTER_FINDING_WORDS;

const LETTER_STATUS_WORDS_SW: Record<LetterStatus, string> = { VALID: 'Halali', EXPIRED: 'Muda umekwisha' };
export const letterStatusWords = (locale: AppLocale) =>
  locale === 'sw' ? LETTER_STATUS_WORDS_SW : LETTER_STATUS_WORDS;

export function letterStatus(letter: { validUntil: Date | string }, now: Date): LetterStatus {
  return new Date(letter.validUntil).getTime() < now.getTime() ? 'EXPIRED' : 'VALID';
}

/** Letter numbers: MSL/2026/000001. */
export const LETTER_PREFIX = 'MSL';

/** Why an applicant without a verified ID number cannot apply (the identity check is done at onboarding). */
export const LETTER_NEEDS_IDENTITY =
  'A marital status letter is about your own verified identity: complete your profile with your ID number (account onboarding) before you apply.';

/**
 * Domain section 11 (MSL): a letter stating what the marriage register holds for the applicant's own
 * verified ID number (never a number typed in the form). The form asks why, where the letter is to
 * be used, and which registry office handles the application (its district: the staff who see it).
 */
export const maritalStatusLetter = defineService({
  form: z.object({
    purpose: requiredText(240),
    // Optional: "Choose" leaves it empty, kept as no country.
    destinationCountry: z
      .union([countryField, z.literal('')])
      .optional()
      .nullable()
      .transform((v) => v || null),
    district: districtField,
  }),
  steps: [{ name: 'purpose', title: 'Purpose of the letter', fields: ['purpose', 'destinationCountry', 'district'] }],
  // A copy of the applicant's identity document and a passport photo, as a registry office asks at the counter.
  attachments: () => ['APPLICANT_ID', 'APPLICANT_PHOTO'],
  searchText: () => [],
  outcome: z.object({
    letterNumber: z.string(),
    documentId: z.string(),
    validUntil: z.string(),
    finding: z.enum(LETTER_FINDINGS),
    /** The entry the finding rests on (married, dissolved); null when the register holds none. */
    registrationNumber: z.string().nullable(),
    marriedOn: z.string().nullable(),
    marriageDistrict: z.string().nullable(),
  }),
  labels: {
    purpose: 'Purpose of the letter',
    destinationCountry: { label: 'Country where the letter will be used', ref: 'country' },
    district: districtLabel('Registry office (district)'),
  },
  outcomeLabels: {
    letterNumber: 'Letter number',
    documentId: { label: 'Document', hidden: true },
    validUntil: 'Valid until',
    finding: { label: 'What the register holds', values: LETTER_FINDING_WORDS },
    registrationNumber: 'Register entry',
    marriedOn: 'Date of the marriage',
    marriageDistrict: { label: 'District of the marriage', ref: 'district' },
  },
  swahili: {
    messages: {
      [LETTER_NEEDS_IDENTITY]:
        'Barua ya hali ya ndoa inahusu utambulisho wako uliothibitishwa: kamilisha wasifu wako kwa nambari ya kitambulisho chako (usajili wa akaunti) kabla ya kuomba.',
      'No such letter': 'Barua hii haipo',
      'Your role cannot see the registry of marital status letters':
        'Wadhifa wako hauruhusu kuona sajili ya barua za hali ya ndoa',
      'Choose what the register holds': 'Chagua kile rejista inachoonyesha',
      // Its PDF's own words.
      'Marital Status Letter': 'Barua ya Hali ya Ndoa',
      'This letter states the register as it stood on the day of issue. Check it with the code printed on it.':
        'Barua hii inaeleza rejista ilivyokuwa siku ya kutolewa. Ihakiki kwa msimbo uliochapishwa juu yake.',
    },
    labels: {
      'Purpose of the letter': 'Madhumuni ya barua',
      'Country where the letter will be used': 'Nchi ambako barua itatumika',
      'Letter number': 'Nambari ya barua',
    },
    templates: [
      // The line its timeline shows when the letter is issued.
      [/^Letter (\S+) issued, valid until (\S+)$/, (n, day) => `Barua ${n} imetolewa, halali hadi ${day}`],
      // Its PDF's statement of what the register holds.
      [
        /^The register of marriages holds no entry of a marriage of the person named below, searched by ID number (\S+) on (\S+)\.$/,
        (id, on) =>
          `Rejista ya ndoa haina ingizo la ndoa ya mtu aliyetajwa hapa chini, kwa upekuzi wa nambari ya kitambulisho ${id} tarehe ${on}.`,
      ],
      [
        /^The register of marriages holds a subsisting marriage of the person named below, searched by ID number (\S+) on (\S+)\.$/,
        (id, on) =>
          `Rejista ya ndoa ina ndoa inayoendelea ya mtu aliyetajwa hapa chini, kwa upekuzi wa nambari ya kitambulisho ${id} tarehe ${on}.`,
      ],
      [
        /^The register of marriages holds a marriage of the person named below that has been dissolved by decree of the court, and no subsisting marriage, searched by ID number (\S+) on (\S+)\.$/,
        (id, on) =>
          `Rejista ya ndoa ina ndoa ya mtu aliyetajwa hapa chini iliyovunjwa kwa amri ya mahakama, na haina ndoa inayoendelea, kwa upekuzi wa nambari ya kitambulisho ${id} tarehe ${on}.`,
      ],
    ],
  },
});
