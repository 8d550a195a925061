import { onlineForm, type ClientService } from '../types.js';
import { CopyPanel } from './CopyPanel.js';
import { COPY_MESSAGES, CopyStep } from './steps.js';
import { emptyCopy } from './values.js';

/** The certified copy: one step (the entry, the copies, the purpose); then the applicant's copies card. */
export const certifiedCopy: ClientService = {
  form: onlineForm({ messages: COPY_MESSAGES, emptyForm: emptyCopy, steps: { copy: CopyStep } }),
  ApplicantPanel: CopyPanel,
  // A copy of one's own entry needs a person's verified ID number: institutions will order copies of
  // entries their searches found, which is not built yet, so their area does not offer this form.
  areas: ['user'],
};
