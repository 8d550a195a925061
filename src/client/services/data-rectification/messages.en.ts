/** The data rectification's words: its card, its form and the applicant's amended-entry card. */
export const rectificationEn = {
  /** The button of its card on the services list. */
  start: 'Ask for a correction of the register',
  form: {
    title: 'Rectification of a register entry',
    correctTitle: 'Correct your rectification application',
    lead: "Ask the registry to correct a particular of a marriage register entry you are party to: a name, an age, the condition, an occupation, a residence or a parent's name. The officer, the director and the Registrar General check it; once approved, the entry is amended, the change is noted in its margin and a new marriage certificate is issued. Your draft is saved as you go once you leave the first step.",
    stepsLabel: 'Steps of the rectification application',
    correctionStep: {
      registerEntryNumber: 'Register entry',
      registerEntryNumberHint: 'Your own entries in the register of marriages.',
      entryOption: '%{number}: %{a} and %{b}, %{date}, %{district}',
      searchRegister: 'Search the register',
      toServices: 'Back to the services',
      noEntries:
        'The register holds no entry naming the ID number of your profile. Only a party to an entry may ask to rectify it.',
      field: 'Particular to correct',
      fieldHint: 'Party A is %{a}; party B is %{b}.',
      fieldHintNoEntry: 'Choose the register entry first.',
      holds: 'What the register holds now',
      holdsNothing: 'Nothing is written for this particular.',
      chooseField:
        'Choose the register entry and the particular again: the page could not read what the register holds.',
      correctValue: 'Correct value',
      hints: {
        name: 'The full name as it should read, as on the identity document or birth certificate you attach.',
        text: 'As it should read in the register.',
        age: 'The age in whole years at the date of the marriage.',
        condition: 'The condition at the date of the marriage.',
        district: 'The district where the party lived at the date of the marriage.',
      },
      reason: 'Why is the entry wrong?',
      reasonHint: 'Say how the error came about and what your evidence shows. Attach the evidence on the next step.',
    },
    reviewHint:
      'Check everything below. When you submit, you pay the fee; the officer, the director and the Registrar General then check the correction against your evidence.',
  },
  panel: {
    title: 'Your amended entry',
    done: 'Register entry %{number} was amended on %{date}; the change is noted in its margin.',
    field: 'Particular corrected',
    before: 'It read',
    now: 'It reads now',
    authority: 'Authority',
    certificate: 'New marriage certificate',
    superseded: 'Certificate superseded',
    next: 'Download the new certificate from the issued documents below. The superseded certificate no longer stands: whoever checks it on the portal is told so and given the new number.',
  },
};
