import { APPLICATION_STATUS_WORDS } from '../../shared/i18n/statusWords.js';
/** Messages of the shared components (src/client/components). */
export const componentsEn = {
  components: {
    /** Seed section 4: application statuses as people read them, the words the server says too (src/shared/i18n/words.ts). */
    status: APPLICATION_STATUS_WORDS,
    toast: {
      /** Seed section 8: the prefix of each toast theme (trailing space included). */
      prefix: {
        danger: 'Error: ',
        success: 'Success: ',
        info: 'Info: ',
        warning: 'Warning: ',
        primary: '',
      },
      close: 'Close',
    },
    demo: {
      label: 'Demonstration',
      text: "Demonstration portal: every account and record here is invented. Do not enter a real person's details.",
    },
    offline: {
      offline: 'No internet connectivity. Check your network',
      online: 'You are back online',
    },
    session: {
      title: 'Session expired',
      lead: 'Your session has expired. Sign in again to continue where you left off.',
      username: 'Username',
      usernameHint: 'Your e-mail address or phone number',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      required: 'Required',
      login: 'Login',
      cancel: 'Cancel',
      unauthorized: 'Incorrect username and password',
      network: 'Network Connection Error',
      reloaded: 'Session Reloaded',
    },
    language: {
      label: 'Language',
      switchTo: 'Change the language to %{language}',
    },
    phone: {
      placeholder: 'Enter a phone number',
      chooseCountry: 'Choose country',
      invalid: 'Enter a valid phone number for the selected country',
      notAllowed: 'Phone numbers from this country are not accepted',
      /** Seed section 8: readable text for each parse error. */
      errors: {
        INVALID_COUNTRY: 'Choose the country of this phone number',
        NOT_A_NUMBER: 'This is not a phone number',
        TOO_SHORT: 'This phone number is too short',
        TOO_LONG: 'This phone number is too long',
      },
    },
  },
};
