import { LicencePanel } from '../common/LicencePanel.js';
import { onlineForm, type ClientService } from '../types.js';
import { NOTICE_WAIVER_MESSAGES, PartyAStep, PartyBStep, ReasonStep } from './steps.js';
import { emptyNoticeWaiver } from './values.js';

/** The notice-waiver special licence: the parties, the date and the reason; then the applicant's licence card. */
export const specialLicenceNoticeWaiver: ClientService = {
  form: onlineForm({
    messages: NOTICE_WAIVER_MESSAGES,
    emptyForm: emptyNoticeWaiver,
    steps: { partyA: PartyAStep, partyB: PartyBStep, reason: ReasonStep },
  }),
  ApplicantPanel: LicencePanel,
};
