import type { z } from 'zod';
import type { marriageNotice } from '../../../shared/services/marriage-notice.js';
import type { HeldValues } from '../types.js';
import { getStoredProfile } from '../../providers/session.js';
import { emptyParty, type PartyValues } from '../common/party.js';

/** The notice form's values as the page holds them: every field a string, lists at their length. */
/** The notice form's values as the page holds them: every field a string, lists at their length. */
export type NoticeFormValues = HeldValues<z.input<typeof marriageNotice.form>>;
export type WitnessValues = NoticeFormValues['witnesses'][number];

export const emptyWitness = (): WitnessValues => ({ fullName: '', idNumber: '', phone: '' });

/**
 * Party A as the registry knows the person giving notice (issue 20 #24): the names and ID number the
 * identity registry verified at onboarding; the rest (contacts for this notice included) is theirs to fill.
 */
function partyFromProfile(): PartyValues {
  const me = getStoredProfile();
  if (me?.accountType !== 'INDIVIDUAL' || !me.idNumber) return emptyParty();
  return {
    ...emptyParty(),
    firstName: me.firstName,
    middleName: me.middleName ?? '',
    lastName: me.lastName,
    idType: me.idType ?? 'NATIONAL_ID',
    idNumber: me.idNumber,
    nationality: (me.idType ?? 'NATIONAL_ID') === 'NATIONAL_ID' ? 'KE' : '',
  };
}

export function emptyNotice(): NoticeFormValues {
  return {
    partyA: partyFromProfile(),
    partyB: emptyParty(),
    intendedDate: '',
    district: '',
    venue: { type: 'REGISTRAR_OFFICE', name: '', licenceReference: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    specialLicenceReference: '',
  };
}

export const NOTICE_FORM_PATH = '/user/services/form-marriage-registration';
