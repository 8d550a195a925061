import type { secondFactorEn } from './secondFactor.en.js';

/** Ukurasa wa usalama wa kuingia wa kila eneo. */
export const secondFactorSw: typeof secondFactorEn = {
  menu: 'Usalama wa kuingia',
  title: 'Usalama wa kuingia',
  cardTitle: 'Msimbo kutoka programu ya uthibitishaji',
  offLead:
    'Kuingia kunahitaji nenosiri lako tu. Washa hatua ya pili: baada ya nenosiri lako, msimbo wa tarakimu 6 ambao programu ya uthibitishaji kwenye simu yako inaonyesha (Google Authenticator, Microsoft Authenticator, FreeOTP au nyingine yoyote).',
  onLead:
    'Imewashwa tangu %{date}: kila unapoingia utaulizwa msimbo ambao programu yako ya uthibitishaji inaonyesha baada ya nenosiri lako. Misimbo ya akiba iliyobaki: %{left}.',
  turnOn: 'Iwashe',
  stepApp: 'Fungua programu ya uthibitishaji kwenye simu yako (isakinishe kama huna).',
  stepScan: 'Ongeza akaunti ndani yake: changanua msimbo wa QR ulio hapa chini, au andika ufunguo ulio chini yake.',
  stepCode: 'Weka msimbo wa tarakimu 6 ambao programu inaonyesha, ili kuhakikisha inafanya kazi.',
  qrAlt: 'Msimbo wa QR wa kuchanganua kwa programu yako ya uthibitishaji',
  keyLabel: 'Ufunguo, wa kuandika badala ya kuchanganua:',
  codeLabel: 'Msimbo kutoka programu yako ya uthibitishaji',
  codeHint: 'Tarakimu 6 ambazo programu yako inaonyesha sasa, au mojawapo ya misimbo yako ya akiba',
  confirm: 'Hakiki msimbo na uiwashe',
  turnOff: 'Izime',
  recoveryTitle: 'Misimbo yako ya akiba',
  recoveryLead:
    'Andika misimbo hii na uihifadhi mahali salama. Ukipoteza simu yako, ingia kwa mojawapo badala ya msimbo wa programu: kila mmoja hufanya kazi mara moja. Inaonyeshwa sasa tu.',
  recoveryDone: 'Nimeiandika',
  recoveryDoneGoOn: 'Nimeiandika: endelea kwenye kazi za ofisi ya usajili',
  setUpTitle: 'Weka msimbo wako wa kuingia',
  setUpLead:
    'Wafanyakazi wa masjala huingia kwa nenosiri lao na msimbo wa tarakimu 6 kutoka programu ya uthibitishaji kwenye simu yao, ili nenosiri peke yake lisifungue kamwe rejista.',
  setUpNext:
    'Uweke sasa: kazi za ofisi ya usajili hufunguka mara tu msimbo wa kwanza unapohakikiwa na umeandika misimbo yako ya akiba.',
  staffKeep:
    'Wafanyakazi wa masjala huweka hatua hii ya pili ikiwa imewashwa. Ukipoteza simu yako, muombe msimamizi aiweke upya; kisha utaiweka tena utakapoingia.',
};

export const secondFactorMessagesSw = { secondFactor: secondFactorSw };
