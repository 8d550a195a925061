import { onlineForm, type ClientService } from '../types.js';
import { CopyPanel } from './CopyPanel.js';
import { COPY_MESSAGES, CopyStep } from './steps.js';
import { emptyCopy } from './values.js';

/** The certified copy: one step (the entry, the copies, the purpose); then the applicant's copies card. */
export const certifiedCopy: ClientService = {
  form: onlineForm({ messages: COPY_MESSAGES, emptyForm: emptyCopy, steps: { copy: CopyStep } }),
  // Institutions order copies of the entries their searches found (their area's form lists those only).
  ApplicantPanel: CopyPanel,
};
