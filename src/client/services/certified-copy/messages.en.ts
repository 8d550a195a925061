/** The certified copy's words: its card, its form and the applicant's copies card. */
export const copyEn = {
  /** The button of its card on the services list. */
  start: 'Request a certified copy',
  form: {
    title: 'Certified copy of a register entry',
    correctTitle: 'Correct your certified copy application',
    lead: 'Order certified copies of a marriage register entry you are party to (found by the ID number of your profile), or of one your completed register search found. The first copy is in the fee; each further copy is charged as an extra. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the certified copy application',
    copyStep: {
      registerEntryNumber: 'Register entry',
      registerEntryNumberHint:
        'Your own entries in the register of marriages, then the entries your completed searches found.',
      registerEntryNumberHintInstitution: 'The entries your completed register searches found.',
      entryOption: '%{number}: %{a} and %{b}, %{date}, %{district}',
      foundOption: '%{number}: %{a} and %{b}, %{date}, %{district} (found in search %{search})',
      noEntries:
        'The register holds no entry naming the ID number of your profile, and none of your completed searches found an entry. Copies are issued of an entry you are party to, or of one your search found.',
      noEntriesInstitution:
        'None of your completed register searches found an entry yet. Search the register first; you can then order copies of the entries found.',
      searchFirst: 'Search the register',
      fromSearch: 'Ordered from your search %{search}.',
      copies: 'Number of copies',
      copiesHint: 'From 1 to %{max}. Each copy after the first is charged as an extra certified copy.',
      purpose: 'Why do you need the copies?',
      purposeHint: 'For example: a visa, a bank, an insurer or a court asks for them.',
    },
    reviewHint:
      'Check everything below. When you submit, you pay the fee and the extra copies; the officer checks the entry and the director signs the copies.',
  },
  panel: {
    title: 'Your certified copies',
    issued:
      '%{smart_count} certified copy of %{number} issued, signed by %{name} |||| %{smart_count} certified copies of %{number} issued, signed by %{name}',
    copy: 'Copy %{n}: %{number}',
    next: 'Download each copy from the issued documents below. Whoever receives one can check it on the portal with the code printed on it.',
  },
};
