import type { AppLocale } from '../../../shared/i18n/locales.js';
import { serviceName } from '../../../shared/i18n/words.js';
import { serviceByCode, serviceWords } from '../../../shared/services.js';

interface WarnedDraft {
  reference: string;
  serviceCode: string;
  firstName: string;
  locale: AppLocale;
}

/**
 * The applicant's notice that an untouched draft is about to be removed (`changedOn`, `removalOn`:
 * dd-mm-yyyy, Nairobi), in the language they read the portal in: what goes, when, and how to keep it.
 */
export function draftWarningMessage(draft: WarnedDraft, changedOn: string, removalOn: string, portalUrl: string) {
  if (draft.locale === 'sw') {
    const name = serviceName(draft.serviceCode, 'sw');
    const what = `rasimu ya ombi lako la ${name.charAt(0).toLowerCase()}${name.slice(1)} ${draft.reference}`;
    const text = `${what.charAt(0).toUpperCase()}${what.slice(1)} haijabadilishwa tangu tarehe ${changedOn} na haijatumwa kwa ofisi ya usajili. Itafutwa pamoja na hati ulizopakia tarehe ${removalOn}. Ili kuiweka, ingia kwenye ${portalUrl} uiendeleze kabla ya tarehe hiyo.`;
    return {
      subject: `Rasimu ${draft.reference} itafutwa tarehe ${removalOn}`,
      body: `Ndugu ${draft.firstName},\n\n${text}\n\nOfisi ya Msajili wa Ndoa`,
      sms: text.slice(0, 320),
    };
  }
  const service = serviceByCode(draft.serviceCode);
  const what = `${service ? serviceWords(service, 'en').application.toLowerCase() : 'application'} ${draft.reference}`;
  const text = `Your draft ${what} has not changed since ${changedOn} and was never sent to the registry. It will be removed, with the documents you uploaded, on ${removalOn}. To keep it, sign in at ${portalUrl} and continue it before then.`;
  return {
    subject: `Your draft ${draft.reference} will be removed on ${removalOn}`,
    body: `Dear ${draft.firstName},\n\n${text}\n\nOffice of the Registrar of Marriages`,
    sms: text.slice(0, 320),
  };
}
