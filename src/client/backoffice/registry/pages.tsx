import type { ReactNode } from 'react';
import MenuBook from '@mui/icons-material/MenuBook';
import Article from '@mui/icons-material/Article';
import Favorite from '@mui/icons-material/FavoriteBorder';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Verified from '@mui/icons-material/Verified';
import Church from '@mui/icons-material/Church';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import CivilMarriageNoticesList from './CivilMarriageNoticesList.js';
import CivilMarriagesList from './CivilMarriagesList.js';
import LicencePage from './LicencePage.js';
import LicencesList from './LicencesList.js';
import LicensedOrganisationsList from './LicensedOrganisationsList.js';
import MaritalStatusLettersList from './MaritalStatusLettersList.js';
import MarriagePage from './MarriagePage.js';
import MarriageRegisterBook from './MarriageRegisterBook.js';
import NoticeBookList from './NoticeBookList.js';

/** The marriage registries of /backoffice/registry (rectifications/* and details/:id are the generic queue pages). */
export function registryRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canAccess(caller, { action: 'read', resource: 'registry' })) return [];
  return [
    { path: 'registry/civil-marriage-notices', element: <CivilMarriageNoticesList /> },
    { path: 'registry/notices', element: <NoticeBookList /> },
    { path: 'registry/civil-marriages', element: <CivilMarriagesList /> },
    { path: 'registry/marriage-register-book', element: <MarriageRegisterBook /> },
    { path: 'registry/marriages/:id', element: <MarriagePage /> },
    { path: 'registry/special-licences', element: <LicencesList registry="special-licences" key="special-licences" /> },
    {
      path: 'registry/organisation-licences',
      element: <LicencesList registry="organisation-licences" key="organisation-licences" />,
    },
    { path: 'registry/licensed-organisations', element: <LicensedOrganisationsList /> },
    { path: 'registry/licences/:id', element: <LicencePage /> },
    { path: 'registry/marital-statuses', element: <MaritalStatusLettersList /> },
  ];
}

export function registryMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canAccess(caller, { action: 'read', resource: 'registry' })) return [];
  const group = translate('registryPages.menuGroup');
  return [
    {
      to: '/backoffice/registry/civil-marriage-notices',
      label: translate('registryPages.civilMarriageNotices'),
      icon: <Article />,
      group,
    },
    { to: '/backoffice/registry/notices', label: translate('registryPages.notices'), icon: <MenuBook />, group },
    {
      to: '/backoffice/registry/civil-marriages',
      label: translate('registryPages.civilMarriages'),
      icon: <Favorite />,
      group,
    },
    {
      to: '/backoffice/registry/marriage-register-book',
      label: translate('registryPages.registerBook'),
      icon: <LibraryBooks />,
      group,
    },
    {
      to: '/backoffice/registry/special-licences',
      label: translate('registryPages.specialLicences'),
      icon: <WorkspacePremium />,
      group,
    },
    {
      to: '/backoffice/registry/organisation-licences',
      label: translate('registryPages.organisationLicences'),
      icon: <Verified />,
      group,
    },
    {
      to: '/backoffice/registry/licensed-organisations',
      label: translate('registryPages.licensedOrganisations'),
      icon: <Church />,
      group,
    },
    {
      to: '/backoffice/registry/marital-statuses',
      label: translate('registryPages.maritalStatuses'),
      icon: <MarkEmailRead />,
      group,
    },
  ];
}
