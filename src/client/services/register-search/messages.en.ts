/** The register search's words: its card, its form and the staff's proposed entries. */
export const registerSearchEn = {
  name: 'Register search',
  description: 'Search the marriage register for an entry by the names of the parties, an approximate date and the district.',
  form: {
    title: 'Search the marriage register',
    correctTitle: 'Correct your register search',
    lead: 'Give what you know: one name is enough. The registry searches the register for you and tells you the entries found (registration number, names, date and district).',
    stepsLabel: 'Steps of the register search',
    names: {
      partyName: 'Name of a party',
      partyNameHint: 'The names you are sure of, in any order: every name you give must be in the entry (close spellings are found too), so leave out one you are unsure of.',
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
    reviewHint: 'Check the search below. When you submit, you pay the fee; the registry then searches the register and confirms the result.',
  },
  staff: {
    title: 'Entries the register proposes',
    lead: 'The register entries matching this search now. Approving confirms them as the result the applicant sees (registration number, names, date and district).',
    none: 'No entry of the register matches this search.',
    loading: 'Searching the register…',
    failed: 'The register could not be searched: %{message}',
  },
};
