import type { ReactNode } from 'react';
import ManageSearch from '@mui/icons-material/ManageSearch';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import TrackedApplicationPage from './TrackedApplicationPage.js';
import TrackingSearchPage from './TrackingSearchPage.js';

/** /backoffice/tracking and /backoffice/tracking/:id, for whoever may read `tracking`. */
export function trackingRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canAccess(caller, { action: 'read', resource: 'tracking' })) return [];
  return [
    { path: 'tracking', element: <TrackingSearchPage /> },
    { path: 'tracking/:id', element: <TrackedApplicationPage /> },
  ];
}

export function trackingMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canAccess(caller, { action: 'read', resource: 'tracking' })) return [];
  return [{ to: '/backoffice/tracking', label: translate('trackingPages.menu'), icon: <ManageSearch /> }];
}
