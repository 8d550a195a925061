import type { ReactNode } from 'react';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import History from '@mui/icons-material/History';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import AccountCreate from './AccountCreate.js';
import AccountList from './AccountList.js';
import AccountShow from './AccountShow.js';
import AuditList from './AuditList.js';

/** /backoffice/accounts (ADMIN) and /backoffice/audit (whoever may read `audit`). */
export function accountsRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  const routes: { path: string; element: ReactNode }[] = [];
  if (canAccess(caller, { action: 'read', resource: 'accounts' })) {
    routes.push({ path: 'accounts', element: <AccountList /> }, { path: 'accounts/:id', element: <AccountShow /> });
  }
  if (canAccess(caller, { action: 'write', resource: 'accounts' }))
    routes.push({ path: 'accounts/create', element: <AccountCreate /> });
  if (canAccess(caller, { action: 'read', resource: 'audit' })) routes.push({ path: 'audit', element: <AuditList /> });
  return routes;
}

export function accountsMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  const menu: MenuEntry[] = [];
  if (canAccess(caller, { action: 'read', resource: 'accounts' }))
    menu.push({ to: '/backoffice/accounts', label: translate('accountsAdmin.menu'), icon: <ManageAccounts /> });
  if (canAccess(caller, { action: 'read', resource: 'audit' }))
    menu.push({ to: '/backoffice/audit', label: translate('audit.menu'), icon: <History /> });
  return menu;
}
