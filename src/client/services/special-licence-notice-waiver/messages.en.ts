import { licencePanelEn, partyEn, partyHintsEn } from '../common/messages.en.js';

/** The notice-waiver special licence's words: its card, its form and the applicant's licence card. */
export const noticeWaiverEn = {
  /** The button of its card on the services list. */
  start: 'Apply to waive the notice period',
  form: {
    title: 'Special licence: marry without the notice period',
    correctTitle: 'Correct your special licence application',
    lead: 'Fill in the steps. Your draft is saved as you go once you leave the first step. The licence is approved up to the minister.',
    stepsLabel: 'Steps of the special licence application',
    ...partyHintsEn,
    party: partyEn,
    reasonStep: {
      intendedDate: 'Intended date of marriage',
      intendedDateHint: 'The licence is valid for 90 days from its approval.',
      district: 'District of the marriage',
      districtHint: 'The registry of this district receives your notice and celebrates the marriage.',
      urgency: 'Why can you not wait for the notice period?',
      reason: 'The circumstances',
      reasonHint:
        'Explain in at least 20 characters; attach the evidence (medical letter, posting order, ticket…) on the documents step.',
    },
    reviewHint:
      'Check everything below. When you submit, the registry checks your reasons and evidence; you then pay the fee.',
  },
  panel: {
    ...licencePanelEn,
    next: 'Give notice of marriage and write the licence number %{number} in its "Special licence reference" field: the notice is then not held for the notice period, and the marriage may be booked at once.',
    nextLink: 'Give notice of marriage',
  },
};
