import { sectionWords } from '../../shared/services.js';
import type { en } from './en.js';
import type { Translation } from './types.js';

/** Swahili of en.ts's `backoffice` block (the back office's frame: dashboard heading, menu, sections). */
export const backofficeSw: Translation<(typeof en)['backoffice']> = {
  dashboardTitle: 'Dashibodi',
  welcome: 'Karibu, %{name}',
  role: 'Jukumu: %{role}',
  district: 'Wilaya: %{district}',
  national: 'Kitaifa (wilaya zote)',
  roles: {
    OFFICER: 'Afisa wa usajili',
    DIRECTOR: 'Mkurugenzi',
    REGISTRAR_GENERAL: 'Msajili Mkuu',
    MINISTER: 'Waziri',
    ADMIN: 'Msimamizi',
    FINANCE: 'Afisa wa fedha',
  },
  yourSections: 'Maeneo yako ya kazi',
  myQueues: 'Yanakusubiri',
  waiting: 'yanasubiri',
  overdueCount: '%{count} yamechelewa',
  claimedCount: '%{count} umeyachukua',
  menu: { queues: 'Maombi' },
  sections: {
    dashboard: 'Dashibodi',
    ...sectionWords('sw'),
    registry: 'Sajili',
    institutions: 'Taasisi za kuthibitisha',
    duplicates: 'Huenda ni nakala',
    tracking: 'Ufuatiliaji',
    settings: 'Mipangilio',
    reports: 'Ripoti',
    statistics: 'Takwimu za kiraia',
    accounts: 'Akaunti',
    billing: 'Malipo',
    audit: 'Kumbukumbu za ukaguzi',
  },
  access: { read: 'kuona', work: 'kushughulikia foleni', write: 'kubadilisha' },
};
