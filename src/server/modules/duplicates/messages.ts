import type { AppLocale } from '../../../shared/i18n/locales.js';
import type { DuplicateDecision } from '../../../shared/duplicates.js';

/** What the decision is about, for the sentence: the application, or one marriage of a return. */
export interface DecidedSubject {
  reference: string;
  trackingId: string;
  /** A return's marriage: its place in the return and the couple. */
  line: { number: number; couple: string } | null;
}

type Message = { subject: string; body: string; sms: string };

function english(decision: DuplicateDecision, what: DecidedSubject, reason: string): Message {
  if (what.line && decision === 'DUPLICATE')
    return {
      subject: `A marriage in your return ${what.reference} is already recorded`,
      body: `The registry compared marriage ${what.line.number} of your return ${what.reference} (${what.line.couple}) with the register and found that it repeats a marriage already recorded: ${reason} It will not be entered into the register again; the rest of the return goes on to review. If the registry is wrong, write to the registry office with the marriage's particulars.`,
      sms: `Marriage ${what.line.number} of return ${what.reference} repeats one already recorded and will not be entered again. The rest of the return goes on.`,
    };
  if (decision === 'DUPLICATE')
    return {
      subject: `Your application ${what.reference} repeats an earlier one`,
      body: `The registry compared your application ${what.reference} with its records and found that it repeats a marriage already recorded or applied for: ${reason} Your application is declined; nothing more is needed from you for this marriage. If the registry is wrong, submit a new application with the correct particulars, or write to the registry office.`,
      sms: `Application ${what.reference} repeats an earlier record and is declined: ${reason}`.slice(0, 320),
    };
  return {
    subject: `Your application ${what.reference} goes on to review`,
    body: `The registry checked whether your application ${what.reference}${what.line ? ` (marriage ${what.line.number}, ${what.line.couple})` : ''} repeats an earlier record and found that it does not: ${reason} It now goes on to the officer's review.`,
    sms: `Application ${what.reference} is not a duplicate and goes on to review.`,
  };
}

function swahili(decision: DuplicateDecision, what: DecidedSubject, reason: string): Message {
  if (what.line && decision === 'DUPLICATE')
    return {
      subject: `Ndoa katika taarifa yako ${what.reference} tayari imesajiliwa`,
      body: `Ofisi ya usajili ililinganisha ndoa ya ${what.line.number} ya taarifa yako ${what.reference} (${what.line.couple}) na rejista na ikaona inarudia ndoa iliyokwisha sajiliwa: ${reason} Haitaingizwa tena kwenye rejista; sehemu nyingine ya taarifa inaendelea kukaguliwa. Ikiwa ofisi imekosea, iandikie ofisi ya usajili ukitoa maelezo ya ndoa hiyo.`,
      sms: `Ndoa ya ${what.line.number} ya taarifa ${what.reference} inarudia iliyosajiliwa na haitaingizwa tena. Sehemu nyingine inaendelea.`,
    };
  if (decision === 'DUPLICATE')
    return {
      subject: `Ombi lako ${what.reference} linarudia ombi la awali`,
      body: `Ofisi ya usajili ililinganisha ombi lako ${what.reference} na kumbukumbu zake na ikaona linarudia ndoa iliyokwisha sajiliwa au kuombwa: ${reason} Ombi lako limekataliwa; hakuna zaidi kinachohitajika kwako kwa ndoa hii. Ikiwa ofisi imekosea, wasilisha ombi jipya lenye maelezo sahihi, au iandikie ofisi ya usajili.`,
      sms: `Ombi ${what.reference} linarudia kumbukumbu ya awali na limekataliwa: ${reason}`.slice(0, 320),
    };
  return {
    subject: `Ombi lako ${what.reference} linaendelea kukaguliwa`,
    body: `Ofisi ya usajili ilikagua kama ombi lako ${what.reference}${what.line ? ` (ndoa ya ${what.line.number}, ${what.line.couple})` : ''} linarudia kumbukumbu ya awali na ikaona halirudii: ${reason} Sasa linaendelea kwa ukaguzi wa afisa.`,
    sms: `Ombi ${what.reference} si nakala ya jingine na linaendelea kukaguliwa.`,
  };
}

/** The submitter's message about the officer's decision, in the language they read the portal in. */
export function decisionMessage(
  decision: DuplicateDecision,
  what: DecidedSubject,
  reason: string,
  locale: AppLocale,
): Message {
  const message = (locale === 'sw' ? swahili : english)(decision, what, reason);
  const track = locale === 'sw' ? 'Nambari ya ufuatiliaji' : 'Tracking no.';
  return { ...message, sms: `${message.sms} ${track} ${what.trackingId}`.slice(0, 320) };
}
