import { onlineForm, type ClientService } from '../types.js';
import { ReportPanel } from './ReportPanel.js';
import { ReportedSearch } from './ReportedSearch.js';
import { REPORT_MESSAGES, ReportStep } from './steps.js';
import { emptyReport } from './values.js';

/** The search report: one step (the completed search, the purpose); the search reported on for the applicant and the staff. */
export const searchReport: ClientService = {
  form: onlineForm({ messages: REPORT_MESSAGES, emptyForm: emptyReport, steps: { report: ReportStep } }),
  ApplicantPanel: ReportPanel,
  StaffPanel: ReportedSearch,
};
