import type { Translation } from '../../i18n/types.js';
import type { officiantsEn } from './messages.en.js';

/** Orodha ya wafungishaji wa taasisi (OfficiantsSection), kwa Kiswahili. */
export const officiantsSw: Translation<typeof officiantsEn> = {
  title: 'Wafungishaji',
  lead: 'Watu wanaofungisha ndoa kwa niaba ya taasisi yako. Chagua mmoja wa wafungishaji walio kazini unaposajili ndoa; mzime mfungishaji ambaye hahudumu tena.',
  add: 'Ongeza mfungishaji',
  addTitle: 'Ongeza mfungishaji',
  editTitle: 'Hariri %{name}',
  fullName: 'Jina kamili',
  fullNameHint: 'Kama lilivyoandikwa kwenye leseni ya mfungishaji, pamoja na cheo (Mch., Imamu, Pandit…).',
  licenceNumber: 'Nambari ya leseni ya mfungishaji',
  licenceNumberHint: 'Kama ilivyochapishwa kwenye leseni ambayo ofisi ya usajili ilimpa mfungishaji.',
  licenceLine: 'Leseni ya mfungishaji %{number}',
  active: 'Yuko kazini',
  inactive: 'Hayuko kazini',
  edit: 'Hariri',
  editLabel: 'Hariri %{name}',
  deactivate: 'Zima',
  deactivateLabel: 'Zima %{name}',
  reactivate: 'Rejesha kazini',
  reactivateLabel: 'Rejesha kazini %{name}',
  save: 'Hifadhi',
  cancel: 'Ghairi',
  loading: 'Inapakia wafungishaji…',
  loadError: 'Wafungishaji hawakuweza kupakiwa: %{message}',
  empty: 'Orodha yako bado haina mfungishaji. Ongeza wafungishaji wanaofungisha ndoa kwa niaba ya taasisi yako.',
};
