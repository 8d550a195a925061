import { licencePanelEn } from '../common/messages.en.js';

/** The public place licence's words: its card, its form and the applicant's licence card. */
export const placeLicenceEn = {
  /** The button of its card on the services list. */
  start: 'Apply for a place licence',
  form: {
    title: 'Public place licence',
    correctTitle: 'Correct your public place licence application',
    lead: 'Fill in the steps. Your draft is saved as you go once you leave the first step. The licence is approved up to the minister.',
    stepsLabel: 'Steps of the licence application',
    place: {
      placeName: 'Name of the place',
      placeNameHint: 'As the licence, and the notices naming it, will show it.',
      placeType: 'Kind of place',
      denomination: 'Denomination (optional)',
      denominationHint: 'For a place of worship: its church, faith or order.',
      district: 'District',
      physicalAddress: 'Address',
      physicalAddressHint: 'Street, building and ward: where the marriages are celebrated.',
      capacity: 'Capacity (people)',
      capacityHint: 'How many people the place may hold, as its safety certificate says (at least 10).',
    },
    responsible: {
      hint: 'The person who answers for the place to the registry: the registry writes to them about the licence.',
      fullName: 'Full name',
      idNumber: 'ID number',
      role: 'Role at the place',
      roleHint: 'For example: parish priest, imam, chairperson of the trustees, manager.',
      phone: 'Phone number',
      email: 'E-mail address',
    },
    officiants: {
      hint: 'The people who will celebrate marriages at the place: at least one, at most %{max}.',
      legend: 'Officiant %{n}',
      fullName: 'Full name',
      idNumber: 'ID number',
      add: 'Add an officiant',
      remove: 'Remove officiant %{n}',
      atMost: 'At most %{max} officiants can be named.',
    },
    reviewHint:
      'Check everything below. When you submit, the registry checks the place and its documents; you then pay the fee.',
  },
  panel: {
    ...licencePanelEn,
    next: 'The place now appears as a venue in the notices of marriage of %{district}: couples giving notice there may choose it.',
  },
};
