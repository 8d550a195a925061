import { onlineForm, type ClientService } from '../types.js';
import { RectificationPanel } from './RectificationPanel.js';
import { CorrectionStep, RECTIFICATION_MESSAGES, RectificationGate } from './steps.js';
import { emptyRectification } from './values.js';

/** The data rectification: one step (entry, particular, what it holds, the correct value, why); then the applicant's amended-entry card. */
export const dataRectification: ClientService = {
  form: onlineForm({
    messages: RECTIFICATION_MESSAGES,
    emptyForm: emptyRectification,
    steps: { correction: CorrectionStep },
    Gate: RectificationGate,
  }),
  ApplicantPanel: RectificationPanel,
};
