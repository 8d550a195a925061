import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { defineService } from './contract.js';

/** Report numbers: SR/2026/000001 (a yearly series). */
export const REPORT_PREFIX = 'SR';

/** What submit answers when the search named cannot be reported on. */
export const REPORT_MESSAGES = {
  notYourSearch: 'No register search of yours has this reference: choose one of your own completed searches',
  notCompleted:
    'This search is not completed yet: a report can be asked for once the registry has confirmed its result',
  alreadyReported: (search: string, report: string) =>
    `Search ${search} already has a search report (${report}): open that application instead of asking again`,
} as const;

/**
 * Domain section 11 (SR): the official report of one of the applicant's own completed register
 * searches (its reference, e.g. RS-2026-000012) and why it is needed. Approval by the director
 * issues the report PDF: the criteria searched and the entries the officer confirmed.
 */
export const searchReport = defineService({
  form: z.object({
    searchReference: requiredText(40),
    purpose: requiredText(240),
  }),
  steps: [{ name: 'report', title: 'The report', fields: ['searchReference', 'purpose'] }],
  attachments: () => [],
  documents: false,
  searchText: (form) => [typeof form.searchReference === 'string' ? form.searchReference : ''].filter(Boolean),
  outcome: z.object({
    reportNumber: z.string(),
    documentId: z.string(),
    searchReference: z.string(),
    entriesFound: z.number(),
  }),
  labels: { searchReference: 'Search reported on', purpose: 'Purpose of the report' },
  outcomeLabels: {
    reportNumber: 'Report number',
    documentId: { label: 'Document', hidden: true },
    searchReference: 'Search',
    entriesFound: 'Entries found',
  },
});
