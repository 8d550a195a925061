import type { marriageReturnsEn } from './messages.en.js';
import type { Translation } from '../../i18n/types.js';

/** Swahili of the back office's marriage-return pages (mirror of messages.en.ts). */
export const marriageReturnsSw: Translation<typeof marriageReturnsEn> = {
  menu: { missing: 'Ripoti za ndoa ambazo hazijawasilishwa' },
  missing: {
    title: 'Ripoti za ndoa ambazo hazijawasilishwa',
    lead: 'Taasisi zenye leseni ambazo hazijawasilisha ripoti ya ndoa zao kwa mwezi uliokwisha. Kila moja hukumbushwa mara moja kwa mwezi, kwa barua pepe na SMS, kwa miezi mitatu iliyopita.',
    month: 'Mwezi',
    loading: 'Inapakia…',
    none: 'Kila taasisi yenye leseni imewasilisha ripoti yake ya %{month}.',
    count:
      'Taasisi %{smart_count} haijawasilisha ripoti yake ya %{month}. |||| Taasisi %{smart_count} hazijawasilisha ripoti zao za %{month}.',
    reminded: 'Ilikumbushwa tarehe %{at}',
    notReminded: 'Bado haijakumbushwa',
    remind: 'Tuma vikumbusho sasa',
    sent: 'Taasisi %{smart_count} imekumbushwa. |||| Taasisi %{smart_count} zimekumbushwa.',
    noneToRemind: 'Kila taasisi inayokosa ripoti ya karibuni imeshakumbushwa.',
    failed: 'Vikumbusho havikuweza kutumwa: %{message}',
    types: {
      CHURCH: 'Kanisa',
      MOSQUE: 'Msikiti',
      TEMPLE: 'Hekalu',
      COURT: 'Mahakama',
      LICENSED_ORGANISATION: 'Mahali penye leseni',
    },
  },
};
