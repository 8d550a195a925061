import { monthWordsIn, rectifiableFieldWords } from '../../../shared/i18n/words.js';
import { RECTIFIABLE_FIELD_WORDS, type RectifiableField } from '../../../shared/services/data-rectification.js';
import { MESSAGES_SW } from '../../../shared/i18n/messages.sw.js';
import { SERVICES, serviceWords } from '../../../shared/services.js';
import { inSwahili } from '../../../shared/i18n/serviceSwahili.js';

/**
 * The Swahili of the issued documents' own words (titles, labels, headings, fixed sentences and the
 * few values that are words, not data), keyed by the English the templates write. Names, numbers,
 * dates and amounts are data and pass through unchanged. A service's own documents' words are its
 * contract's (`swahili`), looked up after these.
 */
export const DOCUMENT_WORDS_SW: Readonly<Record<string, string>> = {
  // The frame of every document.
  'Office of the Registrar of Marriages': 'Ofisi ya Msajili wa Ndoa',
  'Marriages Portal - civil registration of marriages': 'Tovuti ya Ndoa - usajili wa kiserikali wa ndoa',
  Number: 'Nambari',
  'Date issued': 'Tarehe ya kutolewa',
  'Issued by': 'Imetolewa na',
  'Issued electronically by the Marriages Portal': 'Imetolewa kielektroniki na Tovuti ya Ndoa',
  'Check that this document is genuine:': 'Hakiki kwamba hati hii ni halisi:',
  // Titles.
  'Certificate of Marriage': 'Cheti cha Ndoa',
  'Payment receipt': 'Risiti ya Malipo',
  'Search Report': 'Ripoti ya Upekuzi',
  'Certified Copy of a Marriage Register Entry': 'Nakala Iliyothibitishwa ya Ingizo la Rejista ya Ndoa',
  'Acknowledgement of a Divorce Return': 'Uthibitisho wa Kupokea Taarifa ya Talaka',
  'Acknowledgement of a Marriage Return': 'Uthibitisho wa Kupokea Taarifa ya Ndoa',
  'Special licence (notice waiver)': 'Leseni maalum (kuondolewa kwa muda wa tangazo)',
  'Special licence (private venue)': 'Leseni maalum (mahali binafsi)',
  'Public place licence': 'Leseni ya mahali pa umma',
  'Notice of intended marriage': 'Tangazo la Ndoa Inayokusudiwa',
  'Copy of the Certificate of Marriage': 'Nakala ya Cheti cha Ndoa',
  // Headings.
  'The marriage': 'Ndoa',
  'Party A': 'Mhusika A',
  'Party B': 'Mhusika B',
  Declarations: 'Matamko',
  Celebration: 'Kufungwa kwa ndoa',
  'Margin notes': 'Maelezo ya pembeni',
  'Fees paid': 'Ada zilizolipwa',
  'The search': 'Upekuzi',
  'The entry found': 'Ingizo lililopatikana',
  'This report': 'Ripoti hii',
  'The person': 'Mhusika',
  'What the register holds': 'Kilichomo kwenye rejista',
  Validity: 'Muda wa kutumika',
  'This copy': 'Nakala hii',
  'The decree': 'Amri ya talaka',
  'The marriage dissolved': 'Ndoa iliyovunjwa',
  'The return': 'Taarifa',
  'The place': 'Mahali',
  'The parties': 'Wahusika',
  'The venue': 'Mahali pa kufungia ndoa',
  // Labels.
  Name: 'Jina',
  Venue: 'Mahali pa ndoa',
  Published: 'Tarehe ya kuchapishwa',
  'Objections until': 'Pingamizi hadi',
  'M-Pesa receipt number': 'Nambari ya risiti ya M-Pesa',
  Age: 'Umri',
  Condition: 'Hali ya ndoa',
  Occupation: 'Kazi',
  Residence: 'Makazi',
  "Father's name": 'Jina la baba',
  "Mother's name": 'Jina la mama',
  Date: 'Tarehe',
  'Date and time': 'Tarehe na saa',
  'Register book': 'Kitabu cha rejista',
  'Entry number': 'Nambari ya ingizo',
  Notice: 'Tangazo',
  'Registered by': 'Imesajiliwa na',
  Officiant: 'Mfungishaji',
  Witnesses: 'Mashahidi',
  'Receipt number': 'Nambari ya risiti',
  'Invoice number': 'Nambari ya ankara',
  'Application reference': 'Kumbukumbu ya ombi',
  Service: 'Huduma',
  'Received from': 'Imepokelewa kutoka kwa',
  'Total paid': 'Jumla iliyolipwa',
  'Paid at': 'Ililipwa',
  'Paid by': 'Ililipwa kwa',
  Search: 'Upekuzi',
  'Name of a party': 'Jina la mhusika',
  'Name of the other party': 'Jina la mhusika mwingine',
  'Married on or after': 'Walioana tarehe hii au baadaye',
  'Married on or before': 'Walioana tarehe hii au kabla',
  'District of the marriage': 'Wilaya ya ndoa',
  'Register entry': 'Ingizo la rejista',
  Names: 'Majina',
  'Date of the marriage': 'Tarehe ya ndoa',
  District: 'Wilaya',
  'Requested by': 'Imeombwa na',
  Purpose: 'Madhumuni',
  Application: 'Ombi',
  'ID number': 'Nambari ya kitambulisho',
  Entries: 'Maingizo',
  Spouse: 'Mwenzi',
  Standing: 'Hali',
  'Valid until': 'Halali hadi',
  'Valid from': 'Halali kuanzia',
  Place: 'Mahali',
  'Found in search': 'Lilipatikana katika upekuzi',
  'Case number': 'Nambari ya kesi',
  Court: 'Mahakama',
  'Decree absolute': 'Amri kamili ya talaka',
  'Recorded on': 'Ilirekodiwa tarehe',
  Institution: 'Taasisi',
  Month: 'Mwezi',
  'Marriages listed': 'Ndoa zilizoorodheshwa',
  'Matched with the register': 'Zinazolingana na rejista',
  'Entered into the register': 'Zilizoingizwa kwenye rejista',
  'Flagged as mismatched': 'Zilizowekewa alama ya kutolingana',
  Result: 'Matokeo',
  'What differs': 'Kinachotofautiana',
  'Kind of place': 'Aina ya mahali',
  Denomination: 'Dhehebu',
  Address: 'Anwani',
  Capacity: 'Idadi ya watu',
  'Responsible person': 'Mtu anayewajibika',
  Officiants: 'Wafungishaji',
  'Intended date': 'Tarehe iliyokusudiwa',
  // Values that are words.
  'Not given': 'Halikutolewa',
  'Any date': 'Tarehe yoyote',
  'Any district': 'Wilaya yoyote',
  None: 'Hakuna',
  Subsisting: 'Inaendelea',
  'Dissolved by decree of the court': 'Imevunjwa kwa amri ya mahakama',
  'Bachelor/Spinster': 'Hajawahi kuoa/kuolewa',
  Divorced: 'Ametaliki',
  'Widower/Widow': 'Mjane',
  Matched: 'Inalingana',
  Mismatched: 'Hailingani',
  Card: 'Kadi',
  Church: 'Kanisa',
  Mosque: 'Msikiti',
  Temple: 'Hekalu',
  Hall: 'Ukumbi',
  'Other place': 'Mahali pengine',
  // The services by name (a receipt's lines), from the catalogue.
  ...Object.fromEntries(SERVICES.map((s) => [serviceWords(s, 'en').application, serviceWords(s, 'sw').application])),
  'Not stated in the return': MESSAGES_SW['Not stated in the return'],
  // Fixed sentences.
  'Keep this receipt. The registry can confirm it at any time with the verification code below.':
    'Hifadhi risiti hii. Ofisi ya usajili inaweza kuithibitisha wakati wowote kwa msimbo wa uhakiki ulio hapa chini.',
  'SANDBOX: a test payment made through the sandbox gateway; no money moved.':
    'MAJARIBIO: malipo ya majaribio kupitia lango la majaribio; hakuna pesa iliyohamishwa.',
  'No entry found: the register of marriages holds no entry matching this search.':
    'Hakuna ingizo lililopatikana: rejista ya ndoa haina ingizo linalolingana na upekuzi huu.',
  'This report states the result of the search as the registry confirmed it; it is not a certified copy of an entry. Check it with the code printed on it.':
    'Ripoti hii inaeleza matokeo ya upekuzi kama ofisi ya usajili ilivyoyathibitisha; si nakala iliyothibitishwa ya ingizo. Ihakiki kwa msimbo uliochapishwa juu yake.',
  'Check this acknowledgement with the code printed on it.':
    'Hakiki uthibitisho huu kwa msimbo uliochapishwa juu yake.',
  'The registry will contact the institution about each mismatched marriage; the register is not changed for them until that is settled.':
    'Ofisi ya usajili itawasiliana na taasisi kuhusu kila ndoa isiyolingana; rejista haibadilishwi kwa ndoa hizo hadi jambo hilo litatuliwe.',
  'The Minister, being satisfied that there is sufficient reason, dispenses with the notice period for the marriage of the parties named below. The licence serves one marriage.':
    'Waziri, akiwa ameridhika kwamba kuna sababu ya kutosha, anaondoa muda wa tangazo kwa ndoa ya wahusika waliotajwa hapa chini. Leseni hii ni ya ndoa moja.',
  'The Minister authorises the celebration of the marriage of the parties named below at the venue named below, attended by a registrar. The licence serves one marriage.':
    'Waziri anaruhusu kufungwa kwa ndoa ya wahusika waliotajwa hapa chini mahali palipotajwa hapa chini, mbele ya msajili. Leseni hii ni ya ndoa moja.',
  'To marry under this licence, give notice of marriage on the portal naming the licence number.':
    'Ili kufunga ndoa kwa leseni hii, toa tangazo la ndoa kwenye tovuti ukitaja nambari ya leseni.',
};

/** A particular of the register in Swahili, from its English words. */
function fieldSw(words: string): string {
  const code = Object.entries(RECTIFIABLE_FIELD_WORDS).find(([, w]) => w === words)?.[0] as
    | RectifiableField
    | undefined;
  return code ? rectifiableFieldWords('sw')[code] : words;
}

/** The documents' sentences built around data: the English pattern and its Swahili. */
const TEMPLATES_SW: [RegExp, (...groups: string[]) => string][] = [
  [/^Verification code: (.+)$/, (code) => `Msimbo wa uhakiki: ${code}`],
  [
    /^(.+)\. Scan the code or open the address above\.$/,
    (office) => `${sayDocument(office, 'sw')}. Changanua msimbo au fungua anwani iliyo hapo juu.`,
  ],
  [
    /^Marriage solemnised at (.+) in (.+) district under the Marriage Act, 2014\.$/,
    (venue, district) => `Ndoa ilifungwa ${venue} katika wilaya ya ${district} chini ya Sheria ya Ndoa, 2014.`,
  ],
  [
    /^This certificate is issued on the rectification of the entry and replaces certificate (.+), which no longer stands\.$/,
    (n) =>
      `Cheti hiki kimetolewa baada ya kurekebishwa kwa ingizo na kinachukua nafasi ya cheti ${n}, ambacho hakitumiki tena.`,
  ],
  [
    /^(\S+): (.+) corrected from "(.*)" to "(.*)" by (.+) \(application (.+)\)\.$/,
    (on, field, from, to, by, ref) =>
      `${on}: ${fieldSw(field)} imerekebishwa kutoka "${from}" kuwa "${to}" na ${by} (ombi ${ref}).`,
  ],
  [/^of which (.+)$/, (head) => `ikiwemo ${head}`],
  [/^Card ending (\d+)$/, (last4) => `Kadi inayoishia ${last4}`],
  [/^The entries found \((\d+)\)$/, (n) => `Maingizo yaliyopatikana (${n})`],
  [
    /^Official report of a search of the register of marriages, made at the request of (.+)\. The registry searched the register by the particulars below and confirmed the result on (.+) \(EAT\)\.$/,
    (who, on) =>
      `Ripoti rasmi ya upekuzi wa rejista ya ndoa, uliofanywa kwa ombi la ${who}. Ofisi ya usajili ilipekua rejista kwa taarifa zilizo hapa chini na kuthibitisha matokeo tarehe ${on} (EAT).`,
  ],
  [/^Registry office, (.+)$/, (office) => `Ofisi ya usajili, ${office}`],
  [
    /^Certified true copy of an entry in the register of marriages kept in (.+) district under the Marriage Act, 2014 \(copy (\d+) of (\d+)\)\.$/,
    (d, k, n) =>
      `Nakala halisi iliyothibitishwa ya ingizo katika rejista ya ndoa inayotunzwa katika wilaya ya ${d} chini ya Sheria ya Ndoa, 2014 (nakala ${k} kati ya ${n}).`,
  ],
  [
    /^The registry acknowledges the return of the decree absolute below and has marked the register entry of the marriage dissolved on (\S+)\.$/,
    (on) =>
      `Ofisi ya usajili inathibitisha kupokea amri kamili ya talaka iliyo hapa chini na imeweka alama kwenye ingizo la rejista kwamba ndoa ilivunjwa tarehe ${on}.`,
  ],
  [
    /^The Registrar of Marriages acknowledges the return of marriages of (.+) for (\S+ \d{4}) and has reconciled each marriage it lists with the register\.$/,
    (who, month) =>
      `Msajili wa Ndoa anathibitisha kupokea taarifa ya ndoa ya ${who} ya ${month} na amelinganisha kila ndoa iliyoorodheshwa na rejista.`,
  ],
  [/^Marriage (\d+): (.+)$/, (n, parties) => `Ndoa ${n}: ${parties}`],
  [
    /^The place named below is licensed for the celebration of marriages under the Marriage Act, 2014, until (\S+)\.$/,
    (until) =>
      `Mahali palipotajwa hapa chini pana leseni ya kufungisha ndoa chini ya Sheria ya Ndoa, 2014, hadi ${until}.`,
  ],
  [/^(\d+) people$/, (n) => `Watu ${n}`],
  [
    /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/,
    (name, year) =>
      monthWordsIn(
        `${year}-${String(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].indexOf(name) + 1).padStart(2, '0')}`,
        'sw',
      ),
  ],
];

/** A document's own words in the holder's language; data and unknown words pass through unchanged. */
export function sayDocument(text: string, locale: 'en' | 'sw'): string {
  if (locale === 'en' || !text) return text;
  return inSwahili(text, DOCUMENT_WORDS_SW, TEMPLATES_SW);
}
