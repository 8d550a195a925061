import { z } from 'zod';
import { apiDateField, requiredText } from '../contracts/common.js';
import { textsOf } from './common.js';
import { defineService } from './contract.js';
import { notAfterToday } from './dateRules.js';

/** Acknowledgement numbers of divorce returns: DVA/2026/000001. */
export const DIVORCE_ACK_PREFIX = 'DVA';

export const DIVORCE_MESSAGES = {
  notCourt: 'Only a court can file a divorce return',
  entryNotFound: "No register entry has this number: find the marriage by its entry number or by the parties' names",
  alreadyDissolved: (number: string, on: string | null) =>
    `Register entry ${number} is already marked dissolved${on ? ` (on ${on})` : ''}: a second decree cannot dissolve it again`,
  future: 'The decree absolute cannot be dated in the future',
  beforeMarriage: (on: string) => `The decree absolute cannot be dated before the marriage (${on})`,
  alreadyFiled: (reference: string) =>
    `A divorce return for this marriage is already with the registry (${reference}): follow that one`,
  askSomething: 'Give the register entry number, or the name of one of the parties (at least 3 letters)',
} as const;

/**
 * Domain section 11 (DV): a court's return of a decree absolute. The court files the case number,
 * the court that granted the decree, the date the decree was made absolute and the register entry of
 * the marriage it dissolves (found by entry number or by the parties' names), with a copy of the
 * decree. The director's approval marks the entry dissolved and issues an acknowledgement.
 */
export const divorceReturn = defineService({
  form: z.object({
    caseNumber: requiredText(60),
    court: requiredText(160),
    decreeAbsoluteDate: apiDateField,
    registrationNumber: requiredText(40),
  }),
  steps: [
    {
      name: 'decree',
      title: 'The decree',
      fields: ['caseNumber', 'court', 'decreeAbsoluteDate', 'registrationNumber'],
    },
  ],
  attachments: () => ['DECREE'],
  dateRules: (form, today) => notAfterToday(form, today, 'decreeAbsoluteDate', DIVORCE_MESSAGES.future),
  searchText: (form) => textsOf(form, 'caseNumber', 'registrationNumber'),
  outcome: z.object({
    acknowledgementNumber: z.string(),
    documentId: z.string(),
    registrationNumber: z.string(),
    dissolvedOn: z.string(),
    partyAName: z.string(),
    partyBName: z.string(),
  }),
  labels: {
    caseNumber: 'Case number',
    court: 'Court',
    decreeAbsoluteDate: 'Date of the decree absolute',
    registrationNumber: 'Register entry of the marriage',
  },
  outcomeLabels: {
    acknowledgementNumber: 'Acknowledgement number',
    documentId: { label: 'Document', hidden: true },
    registrationNumber: 'Register entry dissolved',
    dissolvedOn: 'Dissolved on',
    partyAName: 'Party A',
    partyBName: 'Party B',
  },
});
