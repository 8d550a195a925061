/** The divorce return's words: its card, its form and the staff's entry card. */
export const divorceEn = {
  /** The button of its card on the services list. */
  start: 'File a divorce return',
  form: {
    title: 'Divorce return',
    correctTitle: 'Correct your divorce return',
    lead: 'Return a decree absolute of your court: the registry marks the marriage dissolved in the register once the director approves. Your draft is saved as you go once you leave the first step.',
    stepsLabel: 'Steps of the divorce return',
    decreeStep: {
      caseNumber: 'Case number',
      caseNumberHint: 'As the decree gives it, for example: Milimani Divorce Cause No. E118 of 2025.',
      court: 'Court that granted the decree',
      courtHint: 'For example: High Court of Kenya at Nairobi (Milimani), Family Division.',
      decreeAbsoluteDate: 'Date the decree was made absolute',
      decreeAbsoluteDateHint: 'Not in the future, and not before the marriage.',
      entryTitle: 'The marriage dissolved',
      registrationNumber: 'Register entry number of the marriage',
      registrationNumberHint:
        "As printed on the marriage certificate, for example MC/047/2015/000123. Not known? Find it by the parties' names below.",
      lookUp: 'Check this entry',
      byNames: "Find the entry by the parties' names",
      partyName: 'Name of one party',
      otherPartyName: 'Name of the other party (optional)',
      search: 'Find',
      searching: 'Searching…',
      noMatch: 'No register entry matches: check the number or the spelling of the names.',
      results: 'Entries found',
      choose: 'Choose this entry',
      chosen: 'Chosen',
      entryLine: '%{number}: %{a} and %{b}, married on %{date} in %{district}',
      dissolved: 'Already dissolved on %{date}',
      subsisting: 'Subsisting',
    },
    reviewHint:
      'Check everything below. When you submit, the registry checks the decree against the register and the director approves the return.',
  },
  staff: {
    title: 'The marriage in the register',
    loading: 'Reading the register…',
    missing: 'The register holds no entry with this number.',
    subsisting: 'Subsisting: approving this return marks it dissolved.',
    dissolved: 'Dissolved on %{date}.',
  },
};
