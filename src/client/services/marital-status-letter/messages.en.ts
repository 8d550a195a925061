import { LETTER_FINDING_WORDS, LETTER_STATUS_WORDS } from '../../../shared/services/marital-status-letter/index.js';
import { lettersEn } from './register.en.js';

/** The marital status letter's words: its card, its form and the applicant's letter card. */
export const letterEn = {
  /** The button of its card on the services list. */
  start: 'Apply for a marital status letter',
  form: {
    title: 'Marital status letter',
    correctTitle: 'Correct your marital status letter application',
    lead: 'The letter states what the marriage register holds for the ID number of your profile, on the day it is approved. It is valid for three months. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the marital status letter application',
    purposeStep: {
      purpose: 'Why do you need the letter?',
      purposeHint: 'For example: to marry abroad, a visa, an employer or an insurer asks for it.',
      destinationCountry: 'Country where the letter will be used (optional)',
      destinationCountryHint: 'Leave it empty when the letter is for use in Kenya.',
      district: 'Registry office',
      districtHint: 'The district registry that handles your application and signs the letter.',
    },
    reviewHint:
      'Check everything below. When you submit, you pay the fee; the registry then searches the register for your ID number and the director signs the letter.',
  },
  panel: {
    title: 'Your letter',
    number: 'Letter number',
    finding: 'What the register holds',
    findings: LETTER_FINDING_WORDS,
    entry: 'Register entry',
    entryValue: '%{number}, married on %{date} in %{district}',
    status: 'Status',
    statuses: LETTER_STATUS_WORDS,
    validUntil: 'Valid until',
    said: {
      NONE: 'The register holds no marriage for your ID number.',
      MARRIED: 'The register holds your marriage as subsisting.',
      DISSOLVED: 'The register holds your marriage as dissolved by decree, and no subsisting marriage.',
    },
    next: 'Download the letter from the issued documents below. Whoever receives it can check it on the portal with the code printed on it.',
    expired: 'This letter has expired: apply for a new one if you still need it.',
  },
  /** Its register in the back office (/backoffice/registry/marital-statuses). */
  register: lettersEn,
};
