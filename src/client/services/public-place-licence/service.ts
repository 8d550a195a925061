import { LicencePanel } from '../common/LicencePanel.js';
import { onlineForm, type ClientService } from '../types.js';
import { OfficiantsStep, PLACE_LICENCE_MESSAGES, PlaceStep, ResponsibleStep } from './steps.js';
import { emptyPlaceLicence } from './values.js';

/** The public place licence: the place, its responsible person and officiants; then the applicant's licence card. */
export const publicPlaceLicence: ClientService = {
  form: onlineForm({
    messages: PLACE_LICENCE_MESSAGES,
    emptyForm: emptyPlaceLicence,
    steps: { place: PlaceStep, responsible: ResponsibleStep, officiants: OfficiantsStep },
  }),
  ApplicantPanel: LicencePanel,
};
