import { onlineForm, type ClientService } from '../types.js';
import { CelebrationStep, IM_MESSAGES_NS, PartyAStep, PartyBStep, WitnessesStep } from './steps.js';
import { emptyInstitutionMarriage } from './values.js';

/** The institution marriage: the couple, the celebration (day, licensed venue, officiant), the witnesses. */
export const institutionMarriage: ClientService = {
  form: onlineForm({
    messages: IM_MESSAGES_NS,
    emptyForm: emptyInstitutionMarriage,
    steps: { partyA: PartyAStep, partyB: PartyBStep, celebration: CelebrationStep, witnesses: WitnessesStep },
  }),
};
