import type { ReactNode } from 'react';
import HowToReg from '@mui/icons-material/HowToReg';
import type { TranslateFunction } from 'react-admin';
import { canReadInstitutions } from '../../../shared/institutions.js';
import type { Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import InstitutionVerificationList from './InstitutionVerificationList.js';
import InstitutionVerificationShow from './InstitutionVerificationShow.js';
import InstitutionCreate from './InstitutionCreate.js';
import { canVerifyInstitutions } from '../../../shared/institutions.js';

/** /backoffice/institutions: the institutions that signed up, waiting for the registry to verify them (issue 19). */
export function institutionRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canReadInstitutions(caller)) return [];
  return [
    { path: 'institutions', element: <InstitutionVerificationList /> },
    ...(canVerifyInstitutions(caller) ? [{ path: 'institutions/create', element: <InstitutionCreate /> }] : []),
    { path: 'institutions/:id', element: <InstitutionVerificationShow /> },
  ];
}

export function institutionMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canReadInstitutions(caller)) return [];
  return [
    {
      to: '/backoffice/institutions',
      label: translate('verification.queue.menu'),
      icon: <HowToReg />,
      group: translate('registryPages.menuGroup'),
    },
  ];
}
