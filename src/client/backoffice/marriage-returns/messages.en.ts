/** The words of the back office's marriage-return pages. */
export const marriageReturnsEn = {
  menu: { missing: 'Missing marriage returns' },
  missing: {
    title: 'Missing marriage returns',
    lead: 'Licensed institutions that have not filed the return of their marriages for a month that has ended. Each is reminded once per month, by e-mail and SMS, for the last three months.',
    month: 'Month',
    loading: 'Loading…',
    none: 'Every licensed institution has filed its return for %{month}.',
    count:
      '%{smart_count} institution has not filed its return for %{month}. |||| %{smart_count} institutions have not filed their returns for %{month}.',
    reminded: 'Reminded on %{at}',
    notReminded: 'Not reminded yet',
    remind: 'Send the reminders now',
    sent: '%{smart_count} institution reminded. |||| %{smart_count} institutions reminded.',
    noneToRemind: 'Every institution missing a recent return has already been reminded.',
    failed: 'The reminders could not be sent: %{message}',
    types: {
      CHURCH: 'Church',
      MOSQUE: 'Mosque',
      TEMPLE: 'Temple',
      COURT: 'Court',
      LICENSED_ORGANISATION: 'Licensed place',
    },
  },
};
