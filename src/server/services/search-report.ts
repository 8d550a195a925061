import { checkReportRequest, issueSearchReport } from '../modules/searches/reports.js';
import type { ServerService } from './types.js';

/** Submit asks for the applicant's own completed search, not reported yet; approval (by the director) issues the report. */
export const searchReport: ServerService<'SEARCH_REPORT'> = {
  submitChecks: [checkReportRequest],
  onApproved: issueSearchReport,
  documents: ['SEARCH_REPORT'],
  history: {
    weight: 6,
    form: ({ k, purpose, created }) => ({
      searchReference: `RS-${created.getUTCFullYear()}-${String(900_000 + k).padStart(6, '0')}`,
      purpose,
    }),
  },
};
