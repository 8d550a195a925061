/** The certified copy's words: its card, its form and the applicant's copies card. */
export const copyEn = {
  name: 'Certified copy',
  description: 'A certified copy of your entry in the marriage register, stamped and signed by the registry.',
  form: {
    title: 'Certified copy of a register entry',
    correctTitle: 'Correct your certified copy application',
    lead: 'Order certified copies of a marriage register entry you are party to: the register is searched by the ID number of your profile. The first copy is in the fee; each further copy is charged as an extra. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the certified copy application',
    copyStep: {
      registerEntryNumber: 'Register entry',
      registerEntryNumberHint: 'Your own entries in the register of marriages.',
      entryOption: '%{number}: %{a} and %{b}, %{date}, %{district}',
      noEntries: 'The register holds no entry naming the ID number of your profile. Copies are only issued of an entry you are party to.',
      copies: 'Number of copies',
      copiesHint: 'From 1 to %{max}. Each copy after the first is charged as an extra certified copy.',
      purpose: 'Why do you need the copies?',
      purposeHint: 'For example: a visa, a bank, an insurer or a court asks for them.',
    },
    reviewHint: 'Check everything below. When you submit, you pay the fee and the extra copies; the officer checks the entry and the director signs the copies.',
  },
  panel: {
    title: 'Your certified copies',
    issued: '%{smart_count} certified copy of %{number} issued, signed by %{name} |||| %{smart_count} certified copies of %{number} issued, signed by %{name}',
    copy: 'Copy %{n}: %{number}',
    next: 'Download each copy from the issued documents below. Whoever receives one can check it on the portal with the code printed on it.',
  },
};
