import type { ReactNode } from 'react';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import PriceChange from '@mui/icons-material/PriceChange';
import type { TranslateFunction } from 'react-admin';
import { canAccess, type Caller } from '../../../shared/permissions.js';
import type { MenuEntry } from '../../areas/AreaAdmin.js';
import PriceListPage from './PriceListPage.js';
import ReceiptPage from './ReceiptPage.js';
import TransactionList from './TransactionList.js';

/** /backoffice/billing/*: transactions, their receipts and the price list, for whoever may read `billing`. */
export function billingRoutes(caller: Caller): { path: string; element: ReactNode }[] {
  if (!canAccess(caller, { action: 'read', resource: 'billing' })) return [];
  return [
    { path: 'billing/transactions', element: <TransactionList /> },
    { path: 'billing/receipts/:receiptNumber', element: <ReceiptPage /> },
    { path: 'billing/price-list', element: <PriceListPage /> },
  ];
}

export function billingMenu(caller: Caller, translate: TranslateFunction): MenuEntry[] {
  if (!canAccess(caller, { action: 'read', resource: 'billing' })) return [];
  const group = translate('backoffice.sections.billing');
  return [
    { to: '/backoffice/billing/transactions', label: translate('billing.menu'), icon: <ReceiptLong />, group },
    {
      to: '/backoffice/billing/price-list',
      label: translate('billingPages.menu.priceList'),
      icon: <PriceChange />,
      group,
    },
  ];
}
