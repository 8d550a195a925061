import { z } from 'zod';
import { optionalText, requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Copy numbers: CC/2026/000001-1, -2… (one issued document per copy). */
export const COPY_PREFIX = 'CC';
/** The billable charged for each copy beyond the first (the service's fee pays for one). */
export const EXTRA_COPY_BILLABLE = 'EXTRA_CERTIFIED_COPY';
export const MAX_COPIES = 10;

export const COPY_MESSAGES = {
  notParty:
    'You can order certified copies only of a register entry you are party to, or of one found in your completed register search: choose one of those entries',
  organisationNotFound:
    'An organisation can order certified copies only of an entry found in one of its completed register searches: search the register first, then order from the result',
  notYourSearch: 'No register search of yours has this reference: choose one of your own completed searches',
  searchNotCompleted:
    'This search is not completed yet: copies can be ordered once the registry has confirmed its result',
  notFoundInSearch: (search: string) =>
    `This entry is not among the entries search ${search} found: choose one of them`,
  needsIdentity:
    'A certified copy is of your own register entry: complete your profile with your ID number (account onboarding) before you apply.',
  noStamp:
    'There is no certificate stamp yet: the Registrar General must upload one (Settings, Certificate stamp) before certified copies can be issued',
} as const;

/**
 * Domain section 11 (CC): certified copies of a register entry the applicant is party to (their
 * verified ID number is one party's) or one that a completed register search of theirs found (the
 * search named in `searchReference`), as many as they order (the first in the fee, each further one
 * a billable), and why they need them. Approval by the director issues one stamped PDF per copy.
 */
export const certifiedCopy = defineService({
  form: z.object({
    registerEntryNumber: requiredText(40),
    copies: z.coerce
      .number({ error: 'Give the number of copies' })
      .int('A whole number')
      .min(1, 'At least one copy')
      .max(MAX_COPIES, `At most ${MAX_COPIES} copies`),
    purpose: requiredText(240),
    /** The applicant's completed search that found the entry; none for an entry they are party to. */
    searchReference: optionalText(40),
  }),
  steps: [{ name: 'copy', title: 'The copy', fields: ['registerEntryNumber', 'searchReference', 'copies', 'purpose'] }],
  attachments: () => [],
  searchText: (form) => [typeof form.registerEntryNumber === 'string' ? form.registerEntryNumber : ''].filter(Boolean),
  ownExtras: [EXTRA_COPY_BILLABLE],
  extras: (form) => {
    const copies = Math.trunc(Number(form.copies));
    return Number.isFinite(copies) && copies > 1
      ? [{ code: EXTRA_COPY_BILLABLE, quantity: Math.min(copies, MAX_COPIES) - 1 }]
      : [];
  },
  outcome: z.object({
    registrationNumber: z.string(),
    copies: z.array(z.object({ number: z.string(), documentId: z.string() })),
    signatoryName: z.string(),
  }),
  labels: {
    registerEntryNumber: 'Register entry number',
    searchReference: 'Found in search',
    copies: 'Number of copies',
    purpose: 'Purpose',
  },
  outcomeLabels: {
    registrationNumber: 'Register entry',
    copies: {
      label: 'Copies',
      item: 'Copy %{n}',
      fields: { number: 'Copy number', documentId: { label: 'Document', hidden: true } },
    },
    signatoryName: 'Signed by',
  },
});
