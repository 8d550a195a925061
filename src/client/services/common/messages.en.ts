/**
 * Words the services' forms share: the questions about a party (notice, special licences) and the
 * applicant's licence card. Each service's messages.en.ts places them in its own namespace.
 */
export const partyHintsEn = {
  partyAHint: 'The first person to be married, as written on their identity document.',
  partyBHint: 'The second person to be married, as written on their identity document.',
};

export const partyEn = {
  name: 'Full name',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  idType: 'Identity document',
  idNumber: 'Document number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  condition: 'Condition',
  conditionHint: 'Divorced: attach the decree absolute. Widowed: attach the death certificate.',
  occupation: 'Occupation',
  residenceDistrict: 'District of residence',
  fatherName: "Father's full name",
  motherName: "Mother's full name",
  phone: 'Phone number',
  email: 'E-mail address',
};

/** The applicant's "Your licence" card; each licence adds its own `next` words. */
export const licencePanelEn = {
  title: 'Your licence',
  number: 'Licence number',
  status: 'Status',
  statuses: { VALID: 'Valid', USED: 'Used', EXPIRED: 'Expired', REVOKED: 'Revoked' },
  validUntil: 'Valid until',
  loading: 'Loading the licence…',
  loadError: 'The licence could not be read: %{message}',
  nextTitle: 'What to do next',
  used: 'This licence has served its marriage.',
  expired: 'This licence has expired and can no longer be used.',
  revoked: 'This licence has been revoked and can no longer be used.',
  revokedReason: 'Reason: %{reason}',
};
