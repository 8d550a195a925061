import type { ReactNode } from 'react';
import BarChartIcon from '@mui/icons-material/BarChart';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import ReportsPage from './ReportsPage.js';

/** /backoffice/reports, for whoever may read `reports`. */
export function reportsRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  return canAccess(caller, { action: 'read', resource: 'reports' })
    ? [{ path: 'reports', element: <ReportsPage /> }]
    : [];
}

export function reportsMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  return canAccess(caller, { action: 'read', resource: 'reports' })
    ? [{ to: '/backoffice/reports', label: translate('reports.menu'), icon: <BarChartIcon /> }]
    : [];
}
