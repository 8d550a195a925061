import type { noticesEn } from '../i18n/notices.en.js';
import type { SERVICE_MESSAGES } from '../services/messages.js';
import type { ServiceCode } from '../../shared/services.js';

type Named = { name: string; description: string };

/**
 * Words of the areas' message modules the visitor pages show (each service's name and description,
 * the notice board's), picked at build time (vite.visitor.config.ts) so the forms' words and rules stay out.
 */
declare const __VISITOR_BORROWED_EN__: {
  services: Record<keyof typeof SERVICE_MESSAGES, Named>;
  notices: Pick<typeof noticesEn, 'board' | 'objection'>;
};
export const BORROWED_EN = __VISITOR_BORROWED_EN__;

/** Each service's name and description in Kiswahili, for the visitor pages (the landing page's cards, the price list, tracking). */
export const SERVICE_NAMES_SW: Record<keyof typeof SERVICE_MESSAGES, Named> & Partial<Record<ServiceCode, Named>> = {
  MARRIAGE_NOTICE: {
    name: 'Notisi ya ndoa',
    description:
      'Toa notisi ya ndoa yako ya kiserikali unayokusudia. Notisi huchapishwa kwa siku 21 kabla ya harusi kupangwa.',
  },
  SPECIAL_LICENCE_NOTICE_WAIVER: {
    name: 'Leseni maalum (kuondolewa kwa notisi)',
    description: 'Omba kufunga ndoa bila kusubiri muda wa notisi, kwa sababu nzito.',
  },
  SPECIAL_LICENCE_PRIVATE_VENUE: {
    name: 'Leseni maalum (mahali pa faragha)',
    description: 'Omba kufunga ndoa yako mahali pa faragha palipotajwa.',
  },
  PUBLIC_PLACE_LICENCE: {
    name: 'Leseni ya mahali pa umma',
    description: 'Pata leseni ya mahali pa ibada au mahali pa umma pa kufungishia ndoa.',
  },
  MARITAL_STATUS_LETTER: {
    name: 'Barua ya hali ya ndoa',
    description:
      'Barua inayoeleza kile rejista ya ndoa inachoshikilia kukuhusu: hakuna ndoa, umeoa au umeolewa, au ndoa iliyovunjwa.',
  },
  REGISTER_SEARCH: {
    name: 'Utafutaji katika rejista',
    description: 'Tafuta ingizo katika rejista ya ndoa kwa majina ya wahusika, tarehe ya kukadiria na wilaya.',
  },
  SEARCH_REPORT: {
    name: 'Ripoti ya utafutaji',
    description:
      'Ripoti rasmi ya mojawapo ya utafutaji wako uliokamilika katika rejista: kilichotafutwa na maingizo yaliyopatikana, iliyotiwa saini na ofisi ya usajili.',
  },
  CERTIFIED_COPY: {
    name: 'Nakala iliyothibitishwa',
    description:
      'Nakala iliyothibitishwa ya ingizo katika rejista ya ndoa, iliyopigwa muhuri na kutiwa saini na ofisi ya usajili: ingizo lako, au lile ambalo utafutaji wako ulipata.',
  },
  DATA_RECTIFICATION: {
    name: 'Urekebishaji wa taarifa',
    description:
      'Sahihisha taarifa fulani ya ingizo lako katika rejista ya ndoa; thamani ya zamani huhifadhiwa pembeni mwa ingizo na cheti kipya hutolewa.',
  },
  INSTITUTION_MARRIAGE: {
    name: 'Usajili wa ndoa',
    description: 'Sajili ndoa iliyofungwa na kanisa, msikiti, hekalu au shirika lako lenye leseni.',
  },
  MARRIAGE_RETURN: {
    name: 'Marejesho ya ndoa',
    description:
      'Wasilisha marejesho ya ndoa zilizofungwa na taasisi yako katika mwezi uliokwisha: kwa mkono au kutoka faili la CSV.',
  },
  DIVORCE_RETURN: {
    name: 'Marejesho ya talaka',
    description:
      'Mahakama hurejesha amri za mwisho za talaka: ofisi ya usajili huiweka ndoa kuwa imevunjwa katika rejista.',
  },
};
