import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../server/modules/accounts/messages.js';
import { CODE_MESSAGES } from '../../server/modules/accounts/codes.js';
import { IDENTITY_MESSAGES } from '../../server/modules/identity/routes.js';
import { ACCOUNT_MESSAGES } from '../contracts/accounts-admin.js';
import { PRICE_MESSAGES } from '../contracts/billing.js';
import { STAMP_MESSAGES } from '../contracts/certification.js';
import { MESSAGES } from '../contracts/common.js';
import { OFFICIANT_MESSAGES } from '../contracts/officiants.js';
import { REPORT_MESSAGES as REPORTS_MESSAGES } from '../contracts/reports.js';
import { ATTACHMENT_MESSAGES } from '../forms/attachments.js';
import { PHONE_INVALID_MESSAGE, PHONE_NOT_ALLOWED_MESSAGE, PHONE_PARSE_ERROR_MESSAGES } from '../phone.js';
import { COPY_MESSAGES } from '../services/certified-copy.js';
import { RECTIFICATION_MESSAGES } from '../services/data-rectification.js';
import { DIVORCE_MESSAGES } from '../services/divorce-return.js';
import { IM_MESSAGES } from '../services/institution-marriage.js';
import { RETURN_MESSAGES } from '../services/marriage-return.js';
import { REPORT_MESSAGES } from '../services/search-report.js';
import { localeFromAcceptLanguage } from './locales.js';
import { MESSAGES_SW } from './messages.sw.js';
import { translateFieldMessages, translateMessage } from './translate.js';
import { attachmentKindWords } from './words.js';

const strings = (o: object): string[] => Object.values(o).filter((v): v is string => typeof v === 'string');

describe('the Swahili catalogue of messages', () => {
  const catalogues = {
    MESSAGES,
    AUTH_MESSAGES,
    CODE_MESSAGES,
    IDENTITY_MESSAGES,
    ACCOUNT_MESSAGES,
    PRICE_MESSAGES,
    STAMP_MESSAGES,
    OFFICIANT_MESSAGES,
    REPORTS_MESSAGES,
    ATTACHMENT_MESSAGES,
    PHONE_PARSE_ERROR_MESSAGES,
    COPY_MESSAGES,
    RECTIFICATION_MESSAGES,
    DIVORCE_MESSAGES,
    IM_MESSAGES,
    RETURN_MESSAGES,
    REPORT_MESSAGES,
    PHONE: { PHONE_INVALID_MESSAGE, PHONE_NOT_ALLOWED_MESSAGE },
  };

  it.each(Object.entries(catalogues))('has the Swahili of every message of %s', (_, catalogue) => {
    const missing = strings(catalogue).filter((message) => translateMessage(message, 'sw') === message);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder-free entry free of English leftovers and never empty', () => {
    for (const [english, swahili] of Object.entries(MESSAGES_SW)) {
      expect(swahili.trim(), english).not.toBe('');
      expect(swahili, english).not.toBe(english);
    }
  });

  it('answers English exactly as written', () => {
    for (const message of strings(AUTH_MESSAGES)) expect(translateMessage(message, 'en')).toBe(message);
    expect(translateMessage('Incorrect username and password', 'sw')).toBe('Jina la mtumiaji na nenosiri si sahihi');
  });

  it('translates the messages built around a value, keeping the value', () => {
    expect(translateMessage('Use at most 250 characters', 'sw')).toBe('Tumia herufi zisizozidi 250');
    expect(translateMessage('An application in status Payment_Confirmation cannot be changed', 'sw')).toBe(
      'Ombi lenye hali "Inasubiri malipo" haliwezi kubadilishwa',
    );
    expect(translateMessage('The wedding is booked for 12-12-2026 10:00; record it then', 'sw')).toBe(
      'Harusi imepangwa 12-12-2026 10:00; irekodi wakati huo',
    );
    expect(translateMessage('Rate limit exceeded, retry in 1 minute', 'sw')).toBe(
      'Maombi mengi mno. Jaribu tena baada ya dakika 1',
    );
    expect(translateMessage('Too many identity checks from this account. Try again in 59 minutes.', 'sw')).toBe(
      'Uhakiki wa utambulisho umefanywa mara nyingi mno kutoka akaunti hii. Jaribu tena baada ya dakika 59.',
    );
  });

  it('leaves a message it does not know in English rather than failing', () => {
    expect(translateMessage('Something nobody wrote yet', 'sw')).toBe('Something nobody wrote yet');
  });

  it('translates field messages and leaves the field names', () => {
    expect(
      translateFieldMessages({ password: 'Enter your password', 'partyA.name': 'This field is required' }, 'sw'),
    ).toEqual({
      password: 'Weka nenosiri lako',
      'partyA.name': 'Sehemu hii inahitajika',
    });
    expect(translateFieldMessages(undefined, 'sw')).toBeUndefined();
  });
});

describe('the language an Accept-Language header asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW', 'sw'],
    ['en', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,sw;q=0.8,en;q=0.5', 'sw'],
    ['en;q=0.4,sw;q=0.9', 'sw'],
    ['sw;q=0', 'en'],
  ] as const)('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('the findings of a notice’s checks and of the licence it names', () => {
  it.each([
    ['No subsisting marriage of Party A in the register', 'Hakuna ndoa inayoendelea ya Mhusika A kwenye rejista'],
    [
      'Party B will be 35 on the intended date (minimum 18)',
      'Mhusika B atakuwa na miaka 35 siku inayokusudiwa (angalau 18)',
    ],
    ['Party A must be at least 18 on the intended date', 'Mhusika A lazima awe na angalau miaka 18 siku inayokusudiwa'],
    ['The two ID numbers differ', 'Nambari mbili za vitambulisho zinatofautiana'],
    [
      'The intended date is after the 21-day notice period',
      'Tarehe inayokusudiwa iko baada ya muda wa notisi wa siku 21',
    ],
    [
      'Choose 17-12-2026 or later: the notice is published for 21 days first (or name your special licence)',
      'Chagua 17-12-2026 au baadaye: notisi huchapishwa kwa siku 21 kwanza (au taja leseni yako maalum)',
    ],
    [
      'The special licence SLW/2026/000004 waives the notice period',
      'Leseni maalum SLW/2026/000004 inaondoa muda wa notisi',
    ],
    [
      'SLP/2026/000009 is not an approved private-venue special licence of yours',
      'SLP/2026/000009 si leseni maalum ya mahali binafsi yako iliyoidhinishwa',
    ],
    ['Licence PPL/2026/000001 expired on 01-10-2026', 'Muda wa leseni PPL/2026/000001 ulikwisha tarehe 01-10-2026'],
    [
      'St Andrew’s Church, Nairobi is licensed in another district',
      'St Andrew’s Church, Nairobi ina leseni katika wilaya nyingine',
    ],
    [
      'St Andrew’s Church, Nairobi is licensed (PPL/2026/000001)',
      'St Andrew’s Church, Nairobi ina leseni (PPL/2026/000001)',
    ],
  ])('says “%s” in Swahili', (english, swahili) => {
    expect(translateMessage(english, 'sw')).toBe(swahili);
    expect(translateMessage(english, 'en')).toBe(english);
  });

  it("issue 20 #17: says the details the portal writes on a timeline in Swahili, and a person's own words as written", () => {
    expect(translateMessage('Notice MN-2026-000012 published', 'sw')).toBe('Notisi MN-2026-000012 imechapishwa');
    expect(translateMessage('Booking of 27-11-2026 10:00 missed', 'sw')).toBe('Nafasi ya 27-11-2026 10:00 imekosekana');
    expect(translateMessage("Party A's identity document: id-card.pdf", 'sw')).toBe(
      `${attachmentKindWords('sw').PARTY_A_ID}: id-card.pdf`,
    );
    expect(translateMessage('Registered as MC/047/2026/000123 (book 047/2026/001, entry 123)', 'sw')).toBe(
      'Imesajiliwa kama MC/047/2026/000123 (kitabu 047/2026/001, kumbukumbu 123)',
    );
    expect(translateMessage('Checked against the originals; in order.', 'sw')).toBe(
      'Checked against the originals; in order.',
    );
  });
});
