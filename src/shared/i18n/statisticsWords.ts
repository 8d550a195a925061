import type {
  AgeBand,
  CeremonyType,
  DurationBand,
  MarriagePlace,
  PreviousStatus,
  StatisticsSex,
  TimelinessBand,
} from '../statistics.js';

/**
 * The words of the vital statistics' categories in each language: the page reads them from its
 * messages (src/client/i18n/statistics.*.ts), the statistics office's export from here.
 */
export type StatisticsWords = {
  ceremony: Record<CeremonyType, string>;
  place: Record<MarriagePlace, string>;
  age: Record<AgeBand, string>;
  duration: Record<DurationBand, string>;
  timeliness: Record<TimelinessBand, string>;
  status: Record<PreviousStatus, string>;
  sex: Record<StatisticsSex, string>;
  denominationNotStated: string;
};

export const STATISTICS_WORDS: Record<'en' | 'sw', StatisticsWords> = {
  en: {
    ceremony: {
      CIVIL: 'Civil (before a registrar)',
      CHRISTIAN: 'Religious: Christian',
      ISLAMIC: 'Islamic',
      HINDU: 'Hindu',
      CUSTOMARY: 'Customary',
      NOT_STATED: 'Not stated',
    },
    place: {
      REGISTRY: 'Registry office',
      PLACE_OF_WORSHIP: 'Church, mosque or temple',
      LICENSED_PLACE: 'Other licensed place',
      PRIVATE_VENUE: 'Private venue or home',
      NOT_STATED: 'Not stated',
    },
    age: {
      UNDER_20: 'Under 20',
      '20_24': '20 to 24',
      '25_29': '25 to 29',
      '30_34': '30 to 34',
      '35_39': '35 to 39',
      '40_44': '40 to 44',
      '45_49': '45 to 49',
      '50_54': '50 to 54',
      '55_59': '55 to 59',
      '60_PLUS': '60 and over',
      NOT_STATED: 'Age not stated',
    },
    duration: {
      UNDER_1: 'Under 1 year',
      '1_4': '1 to 4 years',
      '5_9': '5 to 9 years',
      '10_14': '10 to 14 years',
      '15_19': '15 to 19 years',
      '20_24': '20 to 24 years',
      '25_PLUS': '25 years and over',
    },
    timeliness: {
      WITHIN_30_DAYS: 'Within 30 days',
      LATE: '31 to 365 days',
      DELAYED: 'More than a year',
    },
    status: {
      NEVER_MARRIED: 'Never married',
      DIVORCED: 'Divorced',
      WIDOWED: 'Widowed',
      NOT_STATED: 'Not stated',
    },
    sex: { F: 'Women', M: 'Men', X: 'Sex not recorded' },
    denominationNotStated: 'Denomination not stated',
  },
  sw: {
    ceremony: {
      CIVIL: 'Ya kiserikali (mbele ya msajili)',
      CHRISTIAN: 'Ya kidini: Kikristo',
      ISLAMIC: 'Ya Kiislamu',
      HINDU: 'Ya Kihindu',
      CUSTOMARY: 'Ya kimila',
      NOT_STATED: 'Haijaelezwa',
    },
    place: {
      REGISTRY: 'Ofisi ya msajili',
      PLACE_OF_WORSHIP: 'Kanisa, msikiti au hekalu',
      LICENSED_PLACE: 'Mahali pengine palipopewa leseni',
      PRIVATE_VENUE: 'Mahali binafsi au nyumbani',
      NOT_STATED: 'Haijaelezwa',
    },
    age: {
      UNDER_20: 'Chini ya miaka 20',
      '20_24': 'Miaka 20 hadi 24',
      '25_29': 'Miaka 25 hadi 29',
      '30_34': 'Miaka 30 hadi 34',
      '35_39': 'Miaka 35 hadi 39',
      '40_44': 'Miaka 40 hadi 44',
      '45_49': 'Miaka 45 hadi 49',
      '50_54': 'Miaka 50 hadi 54',
      '55_59': 'Miaka 55 hadi 59',
      '60_PLUS': 'Miaka 60 na zaidi',
      NOT_STATED: 'Umri haujaelezwa',
    },
    duration: {
      UNDER_1: 'Chini ya mwaka 1',
      '1_4': 'Miaka 1 hadi 4',
      '5_9': 'Miaka 5 hadi 9',
      '10_14': 'Miaka 10 hadi 14',
      '15_19': 'Miaka 15 hadi 19',
      '20_24': 'Miaka 20 hadi 24',
      '25_PLUS': 'Miaka 25 na zaidi',
    },
    timeliness: {
      WITHIN_30_DAYS: 'Ndani ya siku 30',
      LATE: 'Siku 31 hadi 365',
      DELAYED: 'Zaidi ya mwaka mmoja',
    },
    status: {
      NEVER_MARRIED: 'Hajawahi kuoa wala kuolewa',
      DIVORCED: 'Aliyetalikiana',
      WIDOWED: 'Mjane',
      NOT_STATED: 'Haijaelezwa',
    },
    sex: { F: 'Wanawake', M: 'Wanaume', X: 'Jinsia haikurekodiwa' },
    denominationNotStated: 'Dhehebu halijaelezwa',
  },
};
