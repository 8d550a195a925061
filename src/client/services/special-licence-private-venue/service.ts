import { LicencePanel } from '../common/LicencePanel.js';
import { onlineForm, type ClientService } from '../types.js';
import { PartyAStep, PartyBStep, PRIVATE_VENUE_MESSAGES, VenueStep } from './steps.js';
import { emptyPrivateVenue } from './values.js';

/** The private-venue special licence: the parties, the date, the venue and why; then the applicant's licence card. */
export const specialLicencePrivateVenue: ClientService = {
  form: onlineForm({
    messages: PRIVATE_VENUE_MESSAGES,
    emptyForm: emptyPrivateVenue,
    steps: { partyA: PartyAStep, partyB: PartyBStep, venue: VenueStep },
  }),
  ApplicantPanel: LicencePanel,
};
