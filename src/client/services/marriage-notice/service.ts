import { NoticePanel } from '../../applications/NoticePanel.js';
import { NoticeBlock } from '../../backoffice/marriage-registrations/NoticeBlock.js';
import { DeclarationsCard } from '../../declarations/DeclarationsCard.js';
import { onlineForm, type ClientService } from '../types.js';
import { DateVenueStep, PartyAStep, PartyBStep, WitnessesStep } from './steps.js';
import { emptyNotice } from './values.js';

/** The notice of marriage: its six-step form, the applicant's notice panel, the staff's notice block. */
export const marriageNotice: ClientService = {
  form: onlineForm({
    messages: 'services.MARRIAGE_NOTICE.form',
    emptyForm: emptyNotice,
    steps: { partyA: PartyAStep, partyB: PartyBStep, dateVenue: DateVenueStep, witnesses: WitnessesStep },
    // Both parties declare before the notice is submitted and paid (issue 24).
    Review: DeclarationsCard,
  }),
  ApplicantPanel: NoticePanel,
  StaffPanel: NoticeBlock,
};
