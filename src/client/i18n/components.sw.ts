import { APPLICATION_STATUS_WORDS_SW } from '../../shared/i18n/statusWords.js';
import type { Translation } from './types.js';
import type { componentsEn } from './components.en.js';

/** Swahili messages of the shared components (src/client/components). */
export const componentsSw: Translation<typeof componentsEn> = {
  components: {
    status: APPLICATION_STATUS_WORDS_SW,
    toast: {
      prefix: {
        danger: 'Hitilafu: ',
        success: 'Imefaulu: ',
        info: 'Taarifa: ',
        warning: 'Tahadhari: ',
        primary: '',
      },
      close: 'Funga',
    },
    demo: {
      label: 'Majaribio',
      text: 'Tovuti ya majaribio: akaunti na kumbukumbu zote hapa ni za kubuni. Usiweke taarifa za mtu halisi.',
    },
    offline: {
      offline: 'Hakuna muunganisho wa intaneti. Angalia mtandao wako',
      online: 'Umerudi mtandaoni',
    },
    session: {
      title: 'Muda wa kikao umeisha',
      lead: 'Muda wa kikao chako umeisha. Ingia tena ili kuendelea ulipoachia.',
      username: 'Jina la mtumiaji',
      usernameHint: 'Anwani yako ya barua pepe au nambari ya simu',
      password: 'Nenosiri',
      showPassword: 'Onyesha nenosiri',
      hidePassword: 'Ficha nenosiri',
      required: 'Inahitajika',
      login: 'Ingia',
      cancel: 'Ghairi',
      unauthorized: 'Jina la mtumiaji au nenosiri si sahihi',
      network: 'Hitilafu ya muunganisho wa mtandao',
      reloaded: 'Kikao kimefanywa upya',
    },
    language: {
      label: 'Lugha',
      switchTo: 'Badilisha lugha kuwa %{language}',
    },
    phone: {
      placeholder: 'Weka nambari ya simu',
      chooseCountry: 'Chagua nchi',
      invalid: 'Weka nambari sahihi ya simu ya nchi uliyochagua',
      notAllowed: 'Nambari za simu za nchi hii hazikubaliwi',
      errors: {
        INVALID_COUNTRY: 'Chagua nchi ya nambari hii ya simu',
        NOT_A_NUMBER: 'Hii si nambari ya simu',
        TOO_SHORT: 'Nambari hii ya simu ni fupi mno',
        TOO_LONG: 'Nambari hii ya simu ni ndefu mno',
      },
    },
  },
};
