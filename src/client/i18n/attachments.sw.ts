import type { Translation } from './types.js';
import type { attachmentsEn } from './attachments.en.js';
import { ATTACHMENT_KIND_WORDS_SW } from '../../shared/i18n/words.js';

/** The kinds of documents, in Swahili: the shared words the server's documents use too. */
export const attachmentKindsSw: Translation<(typeof attachmentsEn)['kinds']> = ATTACHMENT_KIND_WORDS_SW;

/** Swahili messages of the document uploads (src/client/components/uploads). */
export const attachmentsSw: Translation<typeof attachmentsEn> = {
  title: 'Hati',
  hint: 'PDF, JPEG au PNG, isiyozidi MB 10',
  choose: 'Chagua faili',
  replace: 'Badilisha faili',
  chooseFor: 'Chagua faili ya %{label}',
  replaceFor: 'Badilisha faili ya %{label}',
  add: 'Ongeza hati',
  addFor: 'Ongeza hati: %{label}',
  uploading: 'Inapakia %{name}',
  progressLabel: 'Maendeleo ya kupakia %{name}',
  percent: 'Asilimia %{percent}',
  cancel: 'Ghairi',
  cancelFor: 'Ghairi upakiaji wa %{name}',
  cancelled: 'Upakiaji umeghairiwa',
  retry: 'Jaribu tena',
  retryFor: 'Jaribu tena kupakia %{name}',
  uploaded: '%{name} imepakiwa',
  removed: '%{name} imeondolewa',
  view: 'Tazama',
  viewFile: 'Tazama %{name}',
  remove: 'Ondoa',
  removeFile: 'Ondoa %{name}',
  requiredLabel: '%{label} (inahitajika)',
  loading: 'Inapakia hati…',
  summary: 'Hati %{done} kati ya %{total} zinazohitajika zimepakiwa',
  status: { uploaded: 'Imepakiwa', missing: 'Haipo', optional: 'Si lazima' },
  size: { bytes: 'baiti %{n}', kilobytes: 'KB %{n}', megabytes: 'MB %{n}' },
  errors: {
    tooLarge: 'Faili ni kubwa kuliko MB 10',
    wrongType: 'Faili za PDF, JPEG au PNG pekee ndizo zinazokubaliwa',
    empty: 'Faili ni tupu',
    network: 'Upakiaji umeshindikana: angalia muunganisho wako, kisha ujaribu tena',
    server: 'Upakiaji umeshindikana upande wetu (hitilafu %{status}); jaribu tena',
    view: 'Faili haikuweza kufunguliwa',
    remove: 'Faili haikuweza kuondolewa',
    load: 'Hati hazikuweza kupakiwa',
  },
  kinds: attachmentKindsSw,
};
