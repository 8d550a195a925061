import {
  licenceKindWords,
  licenceStatusWords,
  organisationTypeWords,
  serviceNameWords,
} from '../../../shared/i18n/words.js';
import type { Translation } from '../../i18n/types.js';
import type { institutionRegistryEn } from './messages.en.js';

const services = serviceNameWords('sw');

/** /institution/registry: sajili ya taasisi yenyewe, kwa Kiswahili. */
export const institutionRegistrySw: Translation<typeof institutionRegistryEn> = {
  menu: 'Sajili yetu',
  title: 'Sajili yetu',
  lead: 'Kile ambacho ofisi ya usajili inacho kuhusu taasisi yako: taarifa zake, leseni yake, ndoa ilizosajili na taarifa ilizowasilisha.',
  loading: 'Inapakia sajili yako…',
  failed: 'Sajili yako haikuweza kupakiwa: %{message}',
  details: {
    title: 'Taasisi yetu',
    name: 'Jina',
    type: 'Aina ya taasisi',
    registrationNumber: 'Nambari ya usajili',
    licensed: 'Ina leseni ya kufungisha ndoa',
    yes: 'Ndiyo',
    no: 'Hapana',
    types: organisationTypeWords('sw'),
  },
  licence: {
    title: 'Leseni yetu',
    none: 'Ofisi ya usajili haina leseni ya taasisi yako ya kufungisha ndoa.',
    number: 'Nambari ya leseni',
    kind: 'Aina',
    kinds: licenceKindWords('sw'),
    validity: 'Muda wa kutumika',
    validityValue: 'Kuanzia %{from} hadi %{to}',
    status: 'Hali',
    statuses: licenceStatusWords('sw'),
    download: 'Pakua leseni (PDF)',
  },
  marriages: {
    title: 'Ndoa tulizosajili',
    none: 'Taasisi yako bado haijasajili ndoa yoyote.',
    entry: 'Ingizo la rejista %{number}: %{a} na %{b}, walioana tarehe %{date}',
    noEntry: 'Bado haimo kwenye rejista',
    dissolved: 'Ilivunjwa tarehe %{date}',
    submitted: 'Iliwasilishwa tarehe %{date}',
    notSubmitted: 'Bado haijawasilishwa',
  },
  returns: {
    title: 'Taarifa tulizowasilisha',
    none: 'Taasisi yako bado haijawasilisha taarifa yoyote.',
    services: { MARRIAGE_RETURN: services.MARRIAGE_RETURN, DIVORCE_RETURN: services.DIVORCE_RETURN },
    submitted: 'Iliwasilishwa tarehe %{date}',
    notSubmitted: 'Bado haijawasilishwa',
    open: 'Fungua %{reference}',
    marriagesOfMonth: 'Ndoa za %{month} %{year}',
    marriagesBetween: 'Ndoa za %{from} hadi %{to}',
    marriagesOfDay: 'Ndoa za %{day}',
    divorceCase: 'Kesi %{case}',
    divorceEntry: 'kumbukumbu ya rejista %{entry}',
  },
};
