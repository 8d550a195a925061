/** The register search's words: its card, its form and the staff's proposed entries. */
export const registerSearchEn = {
  /** The button of its card on the services list. */
  start: 'Search the register',
  form: {
    title: 'Search the marriage register',
    correctTitle: 'Correct your register search',
    lead: 'Give what you know: one name is enough. The registry searches the register for you and tells you the entries found (registration number, names, date and district).',
    stepsLabel: 'Steps of the register search',
    names: {
      partyName: 'Name of a party',
      partyNameHint:
        'The names you are sure of, in any order: every name you give must be in the entry (close spellings are found too), so leave out one you are unsure of.',
      otherPartyName: 'Name of the other party (optional)',
      otherPartyNameHint: 'Narrows the search to marriages of both people.',
    },
    when: {
      from: 'Married on or after (optional)',
      to: 'Married on or before (optional)',
      rangeHint: 'An approximate range is enough.',
      district: 'District of the marriage (optional)',
      anyDistrict: 'Any district',
      purpose: 'Why you need the search',
      purposeHint: 'For example: succession, a visa, a court case.',
    },
    reviewHint:
      'Check the search below. When you submit, you pay the fee; the registry then searches the register and confirms the result.',
  },
  staff: {
    title: 'Entries the register proposes',
    lead: 'The register entries matching this search now. Approving confirms them as the result the applicant sees (registration number, names, date and district).',
    none: 'No entry of the register matches this search.',
    loading: 'Searching the register…',
    failed: 'The register could not be searched: %{message}',
  },
  result: {
    title: 'What you can do with this result',
    lead: 'The registry found one entry. You can order certified copies of it, or ask for the official search report. |||| The registry found %{smart_count} entries. You can order certified copies of any of them, or ask for the official search report.',
    none: 'The registry found no entry. You can ask for the official search report, which states that no entry was found.',
    entries: 'Entries found',
    entry: '%{a} and %{b}, %{date}, %{district}',
    orderCopy: 'Order a certified copy',
    orderCopyOf: 'Order a certified copy of %{number}',
    askReport: 'Ask for a search report',
    reportHint: 'The official report of this search, signed by the registry.',
    reported: 'You asked for the search report of this search: %{reference} (%{status}).',
    openReport: 'Open the report',
  },
};
