import { licencePanelEn, partyEn, partyHintsEn } from '../common/messages.en.js';

/** The private-venue special licence's words: its card, its form and the applicant's licence card. */
export const privateVenueEn = {
  /** The button of its card on the services list. */
  start: 'Apply to marry at a private venue',
  form: {
    title: 'Special licence: marry at a private venue',
    correctTitle: 'Correct your special licence application',
    lead: 'Fill in the steps. Your draft is saved as you go once you leave the first step. The licence is approved up to the minister.',
    stepsLabel: 'Steps of the special licence application',
    ...partyHintsEn,
    party: partyEn,
    venueStep: {
      intendedDate: 'Intended date of marriage',
      intendedDateHint: 'The licence is valid for 90 days from its approval.',
      district: 'District of the venue',
      districtHint: 'An officer of this district comes to the venue to celebrate the marriage.',
      venueName: 'Name of the venue',
      venueNameHint: 'The home, hospital, care home or other place, as the licence will name it.',
      venueAddress: 'Address',
      venueAddressHint: 'Street, building, ward and room if any: the officer must find it.',
      venueReason: 'Why must the marriage be celebrated there?',
      reason: 'The circumstances',
      reasonHint: 'Explain in at least 20 characters; attach the evidence (medical letter…) on the documents step.',
    },
    reviewHint:
      'Check everything below. When you submit, the registry checks your reasons and evidence; you then pay the fee.',
  },
  panel: {
    ...licencePanelEn,
    next: 'Give notice of marriage: choose "At a venue named in a special licence" and write the licence number %{number}. An officer of the registry then comes to the venue to celebrate the marriage; the registry sets the date and time of the visit.',
    nextLink: 'Give notice of marriage',
  },
};
