/** The search report's words: its card, its form, the search it is about and the applicant's report card. */
export const reportEn = {
  /** The button of its card on the services list. */
  start: 'Ask for a search report',
  form: {
    title: 'Search report',
    correctTitle: 'Correct your search report application',
    lead: 'Ask for the official report of a register search of yours that the registry has completed. The report states what was searched and the entries found (or that none was), and can be checked by whoever receives it. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the search report application',
    reportStep: {
      searchReference: 'Your completed search',
      searchReferenceHint: 'The report is of this search, as the registry confirmed its result.',
      searchOption: '%{reference}: %{criteria} (%{found})',
      noSearches:
        'You have no completed register search yet. Search the register first; once the registry confirms the result you can ask for its report here.',
      allReported:
        'Each of your completed searches already has a search report. Open a report from its search, or search the register again for other particulars.',
      searchFirst: 'Search the register',
      alreadyReported:
        'This search already has a search report (%{reference}, %{status}). Open it instead of asking again.',
      openReport: 'Open %{reference}',
      purpose: 'Why do you need the report?',
      purposeHint: 'For example: a court, an embassy or a land registry asks for an official search.',
    },
    reviewHint:
      'Check everything below. When you submit, you pay the fee; the officer checks the search and the director signs the report.',
  },
  search: {
    title: 'The search reported on',
    criteria: 'Searched for',
    confirmedOn: 'Result confirmed on',
    entries: 'Entries found',
    none: 'No entry found.',
    entry: '%{number}: %{a} and %{b}, %{date}, %{district}',
    notCompleted: 'This search is not completed yet: the report can only be of a completed search.',
    loading: 'Loading the search…',
    failed: 'The search could not be read: %{message}',
  },
  panel: {
    title: 'Your search report',
    issued: 'Search report %{number} issued on search %{search}.',
    found: 'One entry found |||| %{smart_count} entries found',
    foundNone: 'No entry found',
    next: 'Download the report from the issued documents below. Whoever receives it can check it on the portal with the code printed on it.',
  },
  words: { anyDate: 'any date', anyDistrict: 'any district', from: 'on or after', to: 'on or before' },
};
