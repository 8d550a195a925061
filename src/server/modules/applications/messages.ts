import type { AppLocale } from '../../../shared/i18n/locales.js';
import { serviceName } from '../../../shared/i18n/words.js';
import { serviceByCode, serviceWords } from '../../../shared/services.js';
import type { ApplicationRow } from './access.js';

/** The applicant's service in Swahili, inside a sentence ("ombi la tangazo la ndoa MN/2026/000001"). */
function swahiliWhat(app: ApplicationRow): string {
  const name = serviceName(app.serviceCode, 'sw');
  return `ombi lako la ${name.charAt(0).toLowerCase()}${name.slice(1)} ${app.reference}`;
}

/** The Swahili of the texts below, for an applicant who reads the portal in Swahili. */
function statusMessageSw(app: ApplicationRow, status: string, comment: string | null, firstName: string) {
  const what = swahiliWhat(app);
  const texts: Record<string, [string, string] | undefined> = {
    Payment_Confirmation: [
      `Malipo yanadaiwa kwa ${what}`,
      `${capital(what)} limehifadhiwa. Lipa ankara ili kulituma kwa ofisi ya usajili.`,
    ],
    Submitted: [
      `${capital(what)} liko kwa ofisi ya usajili`,
      `${capital(what)} limepokelewa na ofisi ya usajili na linasubiri kukaguliwa.`,
    ],
    Corrections_Requested: [
      `Marekebisho yanahitajika kwenye ${what}`,
      `Ofisi ya usajili inakuomba urekebishe ${what}: ${comment ?? ''} Ingia ili kulirekebisha na kuliwasilisha tena.`,
    ],
    Approved: [`${capital(what)} limeidhinishwa`, `Habari njema: ${what} limeidhinishwa.`],
    Declined: [`${capital(what)} limekataliwa`, `${capital(what)} limekataliwa${comment ? `: ${comment}` : '.'}`],
  };
  const text = texts[status];
  if (!text) return null;
  return {
    subject: text[0],
    body: `Ndugu ${firstName},\n\n${text[1]}\n\nFuatilia wakati wowote kwa nambari ya ufuatiliaji ${app.trackingId}.\n\nOfisi ya Msajili wa Ndoa`,
    sms: `${text[1]} Nambari ya ufuatiliaji ${app.trackingId}`.slice(0, 320),
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The text the applicant gets when their application changes status, in the language they read the portal in. */
export function statusMessage(
  app: ApplicationRow,
  status: string,
  comment: string | null,
  firstName: string,
  locale: AppLocale = 'en',
) {
  if (locale === 'sw') return statusMessageSw(app, status, comment, firstName);
  const service = serviceByCode(app.serviceCode);
  const what = `${service ? serviceWords(service, 'en').application.toLowerCase() : 'application'} ${app.reference}`;
  const texts: Record<string, [string, string] | undefined> = {
    Payment_Confirmation: [
      `Payment due for your ${what}`,
      `Your ${what} is saved. Pay the invoice to send it to the registry.`,
    ],
    Submitted: [`Your ${what} is with the registry`, `Your ${what} was received by the registry and waits for review.`],
    Corrections_Requested: [
      `Corrections needed on your ${what}`,
      `The registry asks you to correct your ${what}: ${comment ?? ''} Sign in to correct and resubmit it.`,
    ],
    Approved: [`Your ${what} is approved`, `Good news: your ${what} is approved.`],
    Declined: [`Your ${what} was declined`, `Your ${what} was declined${comment ? `: ${comment}` : '.'}`],
  };
  const text = texts[status];
  if (!text) return null;
  return {
    subject: text[0],
    body: `Dear ${firstName},\n\n${text[1]}\n\nTrack it any time with tracking number ${app.trackingId}.\n\nOffice of the Registrar of Marriages`,
    sms: `${text[1]} Tracking no. ${app.trackingId}`.slice(0, 320),
  };
}
