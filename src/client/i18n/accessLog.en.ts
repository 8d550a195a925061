/** Messages of the access logs: a record's in the back office, a citizen's own in their area. */
export const accessLogEn = {
  title: 'Who opened this record',
  lead: 'Every opening of this record by anyone, with the reason given where one is asked.',
  none: 'Nobody has opened this record yet.',
  failed: 'The access log could not be read: %{message}',
  columns: {
    at: 'When',
    who: 'Who',
    role: 'Role',
    office: 'Office',
    what: 'What',
    reason: 'Reason given',
  },
  noReason: 'No reason given',
  notAsked: 'Not asked',
  nationalOffice: 'National office',
  kinds: {
    application: 'Opened the application',
    'marriage-entry': 'Opened the register entry',
    attachment: 'Opened an attached document',
    document: 'Downloaded a document',
    'register-search': 'A register search returned it',
    'personal-archive': 'Downloaded the archive of their data',
  },
  roles: {
    INDIVIDUAL: 'Citizen',
    ORGANIZATION: 'Institution',
  },
  reason: {
    lead: 'You are not working on this record: say why you opened it. The reason is kept with your access, which the auditors read.',
    label: 'Why you opened it',
    submit: 'Record the reason',
    recorded: 'Your reason is recorded with this access.',
    failed: 'The reason could not be recorded: %{message}',
  },
  my: {
    menu: 'Who has looked at my records',
    title: 'Who has looked at my records',
    lead: 'Every time someone at the registry opens your applications, your documents or your entries in the register, or a search of the register finds them, it is recorded here. You see their role and office; the registry keeps their name and answers for them.',
    none: 'Nobody at the registry has looked at your records yet.',
    download: 'Download all my data',
    downloadLead:
      'One ZIP file with everything the registry holds about you: your data as a JSON file, and your documents and uploaded files.',
    downloadFailed: 'Your data could not be downloaded: %{message}',
    someone: 'Registry staff',
  },
};
