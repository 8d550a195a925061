import { partyEn, partyHintsEn } from '../common/messages.en.js';

/** The institution marriage's words: its card and the questions and hints of its form. */
export const institutionMarriageEn = {
  /** The button of its card on the services list. */
  start: 'Register a marriage',
  form: {
    title: 'Register a marriage',
    correctTitle: 'Correct the marriage registration',
    lead: 'Register a marriage your institution celebrated at its licensed venue. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the marriage registration',
    ...partyHintsEn,
    party: partyEn,
    celebration: {
      date: 'Date of the celebration',
      dateHint:
        'Not in the future. A marriage celebrated more than %{days} days ago is registered late, with a reason.',
      lateReason: 'Why is the marriage registered late?',
      lateReasonHint: 'It was celebrated more than %{days} days ago: explain the delay in at least 20 characters.',
      venue: 'Licensed venue',
      venueHint: 'The place where the marriage was celebrated, among the places your institution is licensed for.',
      venueOption: '%{name}, %{district} (licence %{number}, %{status} until %{until})',
      venuesError: 'Your licensed venues could not be loaded: %{message}',
      noVenue: 'Your institution holds no place licence: a marriage can only be registered by a licensed institution.',
      officiant: 'Officiant',
      officiantHint: 'The officiant who celebrated the marriage, from your officiants list.',
      officiantOption: '%{name} (officiant licence %{number})',
      officiantsError: 'Your officiants could not be loaded: %{message}',
      noOfficiant:
        'Your officiants list has no active officiant: add the officiant to the list first (Registry, Officiants).',
    },
    witness: {
      hint: 'The two witnesses who signed the marriage certificate.',
      legend: 'Witness %{n}',
      fullName: 'Full name',
      idNumber: 'ID number',
      phone: 'Phone number',
    },
    reviewHint:
      'Check everything below. When you submit, the registry checks your licence on the day, the ages and the register; you then pay the fee and an officer enters the marriage in the register.',
    submit: 'Submit the registration',
  },
};
