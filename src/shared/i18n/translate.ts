import type { AppLocale } from './locales.js';
import { MESSAGES_SW } from './messages.sw.js';
import { inSwahili } from './serviceSwahili.js';
import { applicationStatusWords, attachmentKindWords, stageWords } from './words.js';
import { ATTACHMENT_KIND_LABELS, type AttachmentKind } from '../forms/attachments.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../statuses.js';

/** Durations as the rate limiter and the lock say them: "1 minute", "15 minutes", "1 hour". */
function durationSw(text: string): string {
  return text.replace(
    /(\d+) (second|minute|hour|day)s?/g,
    (_, n: string, unit: string) => `${{ second: 'sekunde', minute: 'dakika', hour: 'saa', day: 'siku' }[unit]} ${n}`,
  );
}

const statusSw = (status: string): string =>
  (APPLICATION_STATUSES as readonly string[]).includes(status)
    ? applicationStatusWords('sw')[status as ApplicationStatus]
    : status;

/** Standings the server says in lower case ("published", "cancelled"…), in Swahili. */
const STANDING_SW: Record<string, string> = {
  draft: 'rasimu',
  published: 'limechapishwa',
  withdrawn: 'limeondolewa',
  expired: 'muda wake umekwisha',
  cancelled: 'imeghairiwa',
  booked: 'imepangwa',
  celebrated: 'imefungwa',
  used: 'imetumika',
  revoked: 'imebatilishwa',
  valid: 'halali',
  open: 'liko wazi',
  upheld: 'limekubaliwa',
  dismissed: 'limetupiliwa mbali',
  objected: 'lina pingamizi',
};
const standingSw = (word: string) => STANDING_SW[word] ?? word;

/** The kinds of licence a notice may name, as the licence lookup says them. */
const LICENCE_KIND_SW: Record<string, string> = {
  'notice-waiver special licence': 'leseni maalum ya kuondoa muda wa notisi',
  'private-venue special licence': 'leseni maalum ya mahali binafsi',
  'place licence': 'leseni ya mahali',
};

/** Messages the server builds around a value: the pattern of the English and its Swahili. */
const TEMPLATES_SW: [RegExp, (...groups: string[]) => string][] = [
  [
    /^(.+) has not made their declaration on the notice as it reads$/,
    (name) => `${name} hajatoa tamko lake kuhusu notisi ilivyo`,
  ],
  [/^Use at most (\d+) characters$/, (n) => `Tumia herufi zisizozidi ${n}`],
  [
    /^This account is locked after (\d+) failed sign-in attempts\. Try again after (.+), or reset your password\.$/,
    (n, at) =>
      `Akaunti hii imefungwa baada ya majaribio ${n} ya kuingia yaliyoshindwa. Jaribu tena baada ya ${at}, au weka upya nenosiri lako.`,
  ],
  [/^At most (\d+) copies$/, (n) => `Nakala zisizozidi ${n}`],
  [
    /^You have already given notice of this couple's marriage \(([^)]+)\): follow that one, or withdraw it first$/,
    (ref) => `Tayari umetoa notisi ya ndoa ya wanandoa hawa (${ref}): fuatilia hiyo, au uiondoe kwanza`,
  ],
  [
    /^A special licence runs (\d+) days: choose (\d{2}-\d{2}-\d{4}) or earlier$/,
    (n, day) => `Leseni maalum hudumu siku ${n}: chagua ${day} au kabla yake`,
  ],
  [/^At least (\d+)$/, (n) => `Angalau ${n}`],
  [/^At most (\d+)$/, (n) => `Isizidi ${n}`],
  [/^A return holds at most (\d+) marriages$/, (n) => `Taarifa inaweza kuwa na ndoa zisizozidi ${n}`],
  [/^Explain the reason in at least (\d+) characters$/, (n) => `Eleza sababu kwa herufi ${n} au zaidi`],
  [/^At most (\d+) values per filter$/, (n) => `Thamani zisizozidi ${n} kwa kila kichujio`],
  [/^At most (\d+) rows per page$/, (n) => `Safu zisizozidi ${n} kwa kila ukurasa`],
  [/^Cannot sort by (.+)$/, (f) => `Haiwezekani kupanga kwa ${f}`],
  [/^The (.+) filter is not valid$/, (f) => `Kichujio ${f} si halali`],
  [/^The (.+) parameter is not valid JSON$/, (p) => `Kigezo ${p} si JSON halali`],
  [
    /^An application in status (\w+) cannot be changed$/,
    (s) => `Ombi lenye hali "${statusSw(s)}" haliwezi kubadilishwa`,
  ],
  [
    /^An application in status (\w+) cannot be (.+)$/,
    (s) => `Ombi lenye hali "${statusSw(s)}" haliwezi kushughulikiwa hivyo`,
  ],
  [
    /^Documents cannot be changed while the application is (.+)$/,
    (s) => `Hati haziwezi kubadilishwa wakati ombi liko katika hali "${statusSw(s.replace(/ /g, '_'))}"`,
  ],
  [
    /^An application keeps at most (\d+) other documents; remove one first$/,
    (n) => `Ombi linaweza kuwa na hati nyingine zisizozidi ${n}; ondoa moja kwanza`,
  ],
  [/^The notice is (\w+)$/, (w) => `Tangazo ${standingSw(w)}`],
  [/^A notice that is (\w+) cannot be booked$/, (w) => `Tangazo ambalo ${standingSw(w)} haliwezi kupangiwa nafasi`],
  [/^A booking that is (\w+) cannot be cancelled$/, (w) => `Nafasi ambayo ${standingSw(w)} haiwezi kughairiwa`],
  [/^A booking that is (\w+) cannot be celebrated$/, (w) => `Ndoa haiwezi kufungwa kwa nafasi ambayo ${standingSw(w)}`],
  [/^This objection is already (\w+)$/, (w) => `Pingamizi hili tayari ${standingSw(w)}`],
  [/^The wedding is booked for (.+); record it then$/, (at) => `Harusi imepangwa ${at}; irekodi wakati huo`],
  [
    /^The notice period runs until (.+); book after it$/,
    (at) => `Muda wa tangazo unaendelea hadi ${at}; panga nafasi baada yake`,
  ],
  [
    /^Special licence (\S+) is (\w+); the marriage cannot be celebrated under it$/,
    (n, w) => `Leseni maalum ${n} ${standingSw(w)}; ndoa haiwezi kufungwa kwa leseni hiyo`,
  ],
  [/^The venue's special licence is (\w+)$/, (w) => `Leseni maalum ya mahali hapo ${standingSw(w)}`],
  [
    /^Party (A|B) has a subsisting marriage in the register$/,
    (p) => `Mhusika ${p} ana ndoa inayoendelea kwenye rejista`,
  ],
  // The checks of a notice of marriage (the officer's checks and the submit's field messages).
  [
    /^No subsisting marriage of Party (A|B) in the register$/,
    (p) => `Hakuna ndoa inayoendelea ya Mhusika ${p} kwenye rejista`,
  ],
  [
    /^Party (A|B) will be (\d+) on the intended date \(minimum (\d+)\)$/,
    (p, age, min) => `Mhusika ${p} atakuwa na miaka ${age} siku inayokusudiwa (angalau ${min})`,
  ],
  [
    /^Party (A|B) must be at least (\d+) on the intended date$/,
    (p, min) => `Mhusika ${p} lazima awe na angalau miaka ${min} siku inayokusudiwa`,
  ],
  [/^The special licence (\S+) waives the notice period$/, (n) => `Leseni maalum ${n} inaondoa muda wa notisi`],
  [
    /^The intended date is after the (\d+)-day notice period$/,
    (n) => `Tarehe inayokusudiwa iko baada ya muda wa notisi wa siku ${n}`,
  ],
  [
    /^Choose (\S+) or later: the notice is published for (\d+) days first \(or name your special licence\)$/,
    (day, n) => `Chagua ${day} au baadaye: notisi huchapishwa kwa siku ${n} kwanza (au taja leseni yako maalum)`,
  ],
  [
    /^(\S+) is not an approved (.+) of yours$/,
    (ref, kind) => `${ref} si ${LICENCE_KIND_SW[kind] ?? kind} yako iliyoidhinishwa`,
  ],
  [/^(\S+) is not the licence of a licensed place$/, (ref) => `${ref} si leseni ya mahali penye leseni`],
  [/^Licence (\S+) was issued for other parties$/, (n) => `Leseni ${n} ilitolewa kwa wahusika wengine`],
  [
    /^Licence (\S+) runs until (\S+), before the intended date$/,
    (n, day) => `Leseni ${n} ni halali hadi ${day}, kabla ya tarehe inayokusudiwa`,
  ],
  [
    /^Licence (\S+) is already named by notice (\S+)$/,
    (n, notice) => `Leseni ${n} tayari imetajwa na notisi ${notice}`,
  ],
  [/^Licence (\S+) was revoked$/, (n) => `Leseni ${n} ilibatilishwa`],
  [/^Licence (\S+) has already been used for a marriage$/, (n) => `Leseni ${n} tayari imetumika kwa ndoa`],
  [/^Licence (\S+) expired on (\S+)$/, (n, day) => `Muda wa leseni ${n} ulikwisha tarehe ${day}`],
  [
    /^The licence of (.+) runs until (\S+), before the intended date$/,
    (venue, day) => `Leseni ya ${venue} ni halali hadi ${day}, kabla ya tarehe inayokusudiwa`,
  ],
  [/^(.+) is licensed in another district$/, (venue) => `${venue} ina leseni katika wilaya nyingine`],
  [/^(.+) is licensed \((\S+)\)$/, (venue, n) => `${venue} ina leseni (${n})`],
  [
    /^This application is waiting for the (\w+) level$/,
    (l) => `Ombi hili linasubiri ngazi ya ${(stageWords('sw') as Record<string, string>)[l] ?? l}`,
  ],
  [
    /^(.*)Rate limit exceeded, retry in (.+)$/,
    (_, after) => `Maombi mengi mno. Jaribu tena baada ya ${durationSw(after)}`,
  ],
  [
    /^Too many identity checks from this account\. Try again in (.+)\.$/,
    (after) =>
      `Uhakiki wa utambulisho umefanywa mara nyingi mno kutoka akaunti hii. Jaribu tena baada ya ${durationSw(after)}.`,
  ],
  [/^No such API route: (.+)$/, (route) => `Njia hii ya API haipo: ${route}`],
  [/^The invoice is for (.+)$/, (amount) => `Ankara ni ya ${amount}`],
  // The details the portal writes on an application's timeline (issue 20 #17).
  [/^Search report (\S+) issued$/, (n) => `Ripoti ya utafutaji ${n} imetolewa`],
  [/^Licence (\S+) issued, valid until (\S+)$/, (n, day) => `Leseni ${n} imetolewa, halali hadi ${day}`],
  [/^Licence (\S+) revoked: (.+)$/, (n, why) => `Leseni ${n} imebatilishwa: ${why}`],
  [
    /^Registered as (\S+) \(book (\S+), entry (\S+)\)$/,
    (n, book, entry) => `Imesajiliwa kama ${n} (kitabu ${book}, kumbukumbu ${entry})`,
  ],
  [/^Certified copies (.+) issued$/, (numbers) => `Nakala zilizothibitishwa ${numbers} zimetolewa`],
  [
    /^Certificate (\S+) superseded by (\S+) on the rectification of (\S+)$/,
    (old, n, entry) => `Cheti ${old} kimebadilishwa na ${n} kwa marekebisho ya ${entry}`,
  ],
  [
    /^Register entry (\S+) marked dissolved on (\S+)$/,
    (entry, day) => `Kumbukumbu ya rejista ${entry} imewekwa alama ya kuvunjwa tarehe ${day}`,
  ],
  [/^Sent by (.+), tracking number (.+)$/, (courier, n) => `Zimetumwa kupitia ${courier}, namba ya ufuatiliaji ${n}`],
  [/^Copies (.+) of certificate (\S+) issued$/, (numbers, n) => `Nakala ${numbers} za cheti ${n} zimetolewa`],
  [/^Objection (\S+) lodged$/, (n) => `Pingamizi ${n} limewasilishwa`],
  [/^Notice (\S+) published$/, (n) => `Notisi ${n} imechapishwa`],
  [/^Notice (\S+) lapsed on (.+)$/, (n, at) => `Notisi ${n} imepitwa na muda tarehe ${at}`],
  [/^Booking of (.+) missed$/, (at) => `Nafasi ya ${at} imekosekana`],
  [/^Visit to (.+), (\d{2}-\d{2}-\d{4} \d{2}:\d{2})$/, (venue, at) => `Ziara ya ${venue}, ${at}`],
  [/^(.+): (.+\.(?:pdf|png|jpe?g))$/i, (label, file) => `${attachmentLabelSw(label)}: ${file}`],
];

/** An attachment kind's English label, in Swahili (the timeline says which document was added or removed). */
function attachmentLabelSw(label: string): string {
  const kind = (Object.entries(ATTACHMENT_KIND_LABELS) as [AttachmentKind, string][]).find(
    ([, words]) => words === label,
  )?.[0];
  return kind ? attachmentKindWords('sw')[kind] : label;
}

/**
 * A message the API answers or a shared rule gives, in the reader's language: English as it is;
 * Swahili from the catalogue (exact text first, then the messages built around a value). A message
 * the catalogue lacks stays English rather than failing.
 */
export function translateMessage(message: string, locale: AppLocale): string {
  if (locale === 'en' || !message) return message;
  return inSwahili(message, MESSAGES_SW, TEMPLATES_SW);
}

/** Field messages (`{ field: message }`) in the reader's language. */
export function translateFieldMessages<T extends Record<string, string> | undefined>(errors: T, locale: AppLocale): T {
  if (!errors || locale === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(message, locale)]),
  ) as T;
}
