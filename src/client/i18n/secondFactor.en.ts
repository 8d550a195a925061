/** The sign-in security page of every area (/user, /institution, /backoffice: sign-in-security). */
export const secondFactorEn = {
  menu: 'Sign-in security',
  title: 'Sign-in security',
  cardTitle: 'Code from an authenticator app',
  offLead:
    'A sign-in asks for your password only. Turn on a second step: after your password, the 6-digit code an authenticator app on your phone shows (Google Authenticator, Microsoft Authenticator, FreeOTP or any other).',
  onLead:
    'On since %{date}: every sign-in asks for the code your authenticator app shows after your password. Recovery codes left: %{left}.',
  turnOn: 'Turn it on',
  stepApp: 'Open an authenticator app on your phone (install one if you have none).',
  stepScan: 'Add an account in it: scan the QR code below, or type the key under it.',
  stepCode: 'Enter the 6-digit code the app shows, to check that it works.',
  qrAlt: 'QR code to scan with your authenticator app',
  keyLabel: 'Key, to type in instead of scanning:',
  codeLabel: 'Code from your authenticator app',
  codeHint: 'The 6 digits your app shows now, or one of your recovery codes',
  confirm: 'Check the code and turn it on',
  turnOff: 'Turn it off',
  recoveryTitle: 'Your recovery codes',
  recoveryLead:
    'Write these codes down and keep them somewhere safe. If you lose your phone, sign in with one of them instead of the app’s code: each works once. They are shown only now.',
  recoveryDone: 'I have written them down',
  recoveryDoneGoOn: 'I have written them down: open the back office',
  setUpTitle: 'Set up your sign-in code',
  setUpLead:
    'Registry staff sign in with their password and a 6-digit code from an authenticator app on their phone, so that a password alone never opens the register.',
  setUpNext:
    'Set it up now: the back office opens as soon as the first code is checked and you have written down your recovery codes.',
  staffKeep:
    'Registry staff keep this second step on. If you lose your phone, ask an administrator to reset it; you then set it up again at your next sign-in.',
};

export const secondFactorMessagesEn = { secondFactor: secondFactorEn };
