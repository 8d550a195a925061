import type { ReactNode } from 'react';
import Gavel from '@mui/icons-material/Gavel';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventBusy from '@mui/icons-material/EventBusy';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import CalendarPage from './CalendarPage.js';
import EscalationsList from './EscalationsList.js';
import NoticePreviewPage from './NoticePreviewPage.js';
import ObjectionPage from './ObjectionPage.js';
import UncelebratedPage from './UncelebratedPage.js';

/** The marriage-notice pages of /backoffice/marriage-registrations (details/:id is the generic queue page). */
export function marriageRegistrationRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canAccess(caller, { action: 'read', resource: 'marriage-registrations' })) return [];
  return [
    { path: 'marriage-registrations/notice-preview/:id', element: <NoticePreviewPage /> },
    { path: 'marriage-registrations/escalations', element: <EscalationsList /> },
    { path: 'marriage-registrations/escalations/:id', element: <ObjectionPage /> },
    { path: 'marriage-registrations/calendar', element: <CalendarPage /> },
    { path: 'marriage-registrations/calendar-uncelebrated', element: <UncelebratedPage /> },
  ];
}

export function marriageRegistrationMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canAccess(caller, { action: 'read', resource: 'marriage-registrations' })) return [];
  const group = translate('marriageOffice.menu.group');
  return [
    {
      to: '/backoffice/marriage-registrations/escalations',
      label: translate('marriageOffice.menu.escalations'),
      icon: <Gavel />,
      group,
    },
    {
      to: '/backoffice/marriage-registrations/calendar',
      label: translate('marriageOffice.menu.calendar'),
      icon: <CalendarMonth />,
      group,
    },
    {
      to: '/backoffice/marriage-registrations/calendar-uncelebrated',
      label: translate('marriageOffice.menu.uncelebrated'),
      icon: <EventBusy />,
      group,
    },
  ];
}
