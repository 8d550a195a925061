/** The words of the visitor pages (/, /tracking, /sign-in, /auth/*…), shared with the areas' header. */

export const portalEn = {
  name: 'Marriages Portal',
  registry: 'Office of the Registrar of Marriages',
  skipToContent: 'Skip to main content',
  nav: {
    home: 'Home',
    services: 'Services and fees',
    tracking: 'Track an application',
    signIn: 'Sign in',
    signUp: 'Create an account',
    terms: 'Privacy policy and terms',
    signOut: 'Sign out',
    myServices: 'Services',
    myApplications: 'My applications',
    dashboard: 'Dashboard',
    menu: 'Open the menu',
  },
  footer: 'A public service of the Office of the Registrar of Marriages.',
  loading: 'Loading…',
  language: 'Language',
};

export const landingEn = {
  title: 'Give notice of marriage, apply for licences and certificates online',
  lead: 'Citizens, churches, courts and licensed organisations deal with the Registrar of Marriages here: notices of marriage, special licences, marital status letters, returns, register searches and certified copies.',
  start: 'Create an account',
  signIn: 'Sign in',
  trackTitle: 'Track an application',
  trackLead: 'Enter the tracking number you received when you applied.',
  servicesTitle: 'What you can do here',
  allServices: 'See all services and fees',
};

export const trackingEn = {
  title: 'Track an application',
  number: 'Tracking number',
  check: 'Check status',
  notFound: 'We could not find an application with this tracking number. Check the number and try again.',
  service: 'Service',
  reference: 'Reference',
  status: 'Status',
  stage: 'Stage',
  submittedAt: 'Submitted',
  updatedAt: 'Last updated',
  required: 'Enter the tracking number',
};

export const authEn = {
  secondFactorCode: 'Code from your authenticator app',
  secondFactorHint: 'The 6 digits your app shows now, or one of your recovery codes',
  trustDevice: 'Do not ask for a code on this device for %{hours} hours',
  trustDeviceHint: 'Only on a computer or phone that you alone use. Signing out does not end it.',
  signInTitle: 'Sign in',
  phoneOrEmail: 'E-mail address or phone number',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Sign in',
  forgot: 'Forgot your password?',
  noAccount: 'No account yet? Create one',
  signUpTitle: 'Create an account',
  accountType: 'Account for',
  individual: 'Myself (citizen or resident)',
  organization: 'An organisation (church, court, licensed organisation)',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  email: 'E-mail address',
  phone: 'Mobile phone number',
  organisationName: 'Organisation name',
  organisationType: 'Kind of organisation',
  registrationNumber: 'Registration number',
  organisationTypes: {
    CHURCH: 'Church',
    MOSQUE: 'Mosque',
    TEMPLE: 'Temple',
    COURT: 'Court',
    LICENSED_ORGANISATION: 'Licensed organisation',
  },
  signUp: 'Create account',
  haveAccount: 'Already have an account? Sign in',
  acceptTerms: 'By creating an account you accept the privacy policy and terms.',
  successTitle: 'Check your phone and e-mail',
  successLead: 'We sent a 6-digit code by SMS to %{phone} and by e-mail to %{email}. It expires in 5 minutes.',
  enterCode: 'Enter the code',
  verifyTitle: 'Enter your verification code',
  verifyLead: 'Type the 6-digit code we sent to your phone or e-mail.',
  code: 'Verification code',
  verify: 'Verify',
  resend: 'Send a new code',
  resent: 'A new code is on its way',
  setPasswordTitle: 'Choose your password',
  setPasswordLead: 'Use at least 8 characters with at least one letter and one digit.',
  newPassword: 'New password',
  confirmPassword: 'Repeat the password',
  passwordsDiffer: 'The two passwords are not the same',
  savePassword: 'Save password',
  passwordSaved: 'Your password is set. Sign in to continue.',
  emailVerifiedTitle: 'E-mail address confirmed',
  emailVerifiedFail: 'We could not confirm your e-mail address',
  emailVerifiedMissing: 'This confirmation link is incomplete. Open the link from your e-mail again.',
  continueToSignIn: 'Continue to sign in',
  resetTitle: 'Reset your password',
  resetLead: 'Enter the e-mail address or phone number of your account. We will send a 6-digit code to it.',
  sendCode: 'Send code',
  accountPasswordTitle: 'Set a new password',
  accountPasswordLead: 'Enter the code we sent to %{to} and choose a new password.',
  resetDone: 'Your password was changed. Sign in with the new one.',
  verificationMissing: 'Verify your code first.',
};

export const pagesEn = {
  forbiddenTitle: 'You cannot open this page',
  forbiddenLead: 'Your account does not give access to this page.',
  unauthorizedTitle: 'Please sign in',
  unauthorizedLead: 'Your session has ended or you are not signed in.',
  goHome: 'Go to my home page',
  accountLoading: 'Loading your account…',
  termsTitle: 'Privacy policy and terms',
};

/** The `services` words besides each service's own (which its folder's messages carry). */
export const serviceWordsEn = {
  audience: { INDIVIDUAL: 'Citizens and residents', ORGANIZATION: 'Churches, courts and licensed organisations' },
  levels: {
    OFFICER: 'Registration officer',
    DIRECTOR: 'Director',
    REGISTRAR_GENERAL: 'Registrar General',
    MINISTER: 'Minister',
  },
  listTitle: 'Services',
  listLead: 'Choose the service you need. Each card says what it is for and who approves it.',
  noneOnline:
    'No service can be applied for online from this account yet. Every service is taken at the registry offices; the fees are on the price list.',
  signedInAs: 'Signed in as %{name}',
  organisation: 'Organisation: %{name}',
  availableSoon: 'Applications for this service open here once its form is published.',
  continueDraft: 'Continue your draft %{reference}',
  draftNote: 'You started an application on %{date}; it is saved as a draft. Continue it where you left off.',
};

/** The sections of /terms-and-privacy-policy. */
export const termsEn = {
  who: {
    title: 'Who we are',
    text: 'The marriages portal is run by the Office of the Registrar of Marriages. It keeps the register of marriages and the notice book under the Marriage Act, 2014.',
  },
  what: {
    title: 'What we collect',
    text: 'To give you a service we collect the details the law requires: names, identity numbers, dates of birth, contact details, the details of the parties to a marriage and of witnesses, and the documents you attach. We check identity numbers against the national identity registry.',
  },
  why: {
    title: 'Why we collect it',
    text: 'We use your details only to process your applications, to keep the registers the law requires, to issue documents and to contact you about your applications. Notices of marriage are published for the notice period, as the law requires, so that anyone may object.',
  },
  sees: {
    title: 'Who sees it',
    text: 'Registry staff see what their work needs, and every change they make is recorded. Public tracking shows only the service, status and dates of an application. We share data with other government agencies only where the law requires it.',
  },
  keep: {
    title: 'How long we keep it',
    text: 'Register entries are kept permanently, as the law requires. Applications and their documents are kept for the periods set by the records retention schedule.',
  },
  rights: {
    title: 'Your rights',
    text: 'You may see the data we hold about you, ask for a correction through the data rectification service, and complain to the Office of the Data Protection Commissioner.',
  },
  account: {
    title: 'Your account',
    text: 'Keep your password secret. After 5 wrong passwords your account is locked for 15 minutes. Sign out on shared computers. Giving false information to the registry is an offence.',
  },
  fees: {
    title: 'Fees',
    text: 'Fees are set by the registry and shown before you pay. Payments are confirmed by the payment gateway and a receipt is issued for each.',
  },
};
