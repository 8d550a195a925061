import type { ReactNode } from 'react';
import AssignmentLate from '@mui/icons-material/AssignmentLate';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import MissingReturnsPage from './MissingReturnsPage.js';

/** The marriage-return pages of /backoffice/marriage-returns besides its queues (details/:id is the generic queue page). */
export function marriageReturnRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canAccess(caller, { action: 'read', resource: 'marriage-returns' })) return [];
  return [{ path: 'marriage-returns/missing-returns', element: <MissingReturnsPage /> }];
}

export function marriageReturnMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canAccess(caller, { action: 'read', resource: 'marriage-returns' })) return [];
  return [
    {
      to: '/backoffice/marriage-returns/missing-returns',
      label: translate('marriageReturns.menu.missing'),
      icon: <AssignmentLate />,
      group: translate('backoffice.sections.marriage-returns'),
    },
  ];
}
