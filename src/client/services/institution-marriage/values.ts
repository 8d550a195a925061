import type { z } from 'zod';
import type { institutionMarriage } from '../../../shared/services/institution-marriage.js';
import type { HeldValues } from '../types.js';
import { emptyParty } from '../common/party.js';

/** The institution marriage's form as the page holds it: every field a string. */
/** The institution marriage's form as the page holds it: every field a string. */
export type InstitutionMarriageValues = HeldValues<z.input<typeof institutionMarriage.form>>;
export type WitnessValues = InstitutionMarriageValues['witnesses'][number];

const emptyWitness = (): WitnessValues => ({ fullName: '', idNumber: '', phone: '' });

export function emptyInstitutionMarriage(): InstitutionMarriageValues {
  return {
    partyA: emptyParty(),
    partyB: emptyParty(),
    celebrationDate: '',
    lateReason: '',
    venueLicenceNumber: '',
    venueName: '',
    district: '',
    officiantLicenceNumber: '',
    officiantName: '',
    witnesses: [emptyWitness(), emptyWitness()],
  };
}

export const IM_FORM_PATH = '/institution/services/form-marriage-registration';
