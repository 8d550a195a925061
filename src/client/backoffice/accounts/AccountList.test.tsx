import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../../../shared/contracts/accounts-admin.js';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { eachTestAs, listOf, renderBackoffice, stubApi } from '../testing.js';
import AccountList from './AccountList.js';

const account = (over: Partial<AccountRecord>): AccountRecord => ({
  id: 'u1',
  accountType: 'BACKOFFICE',
  status: 'ACTIVE',
  firstName: 'Mercy',
  middleName: null,
  lastName: 'Atieno',
  email: 'mercy@example.test',
  phone: '+254700000001',
  idType: 'NATIONAL_ID',
  idNumber: '20100001',
  staffRole: 'OFFICER',
  district: '047',
  districtName: 'Nairobi',
  organisationName: null,
  locked: false,
  lockedUntil: null,
  failedLoginCount: 0,
  activeSessions: 1,
  passwordSet: true,
  secondFactor: false,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  version: 1,
  ...over,
});

const ACCOUNTS = [
  account({}),
  account({
    id: 'u2',
    staffRole: 'FINANCE',
    district: null,
    districtName: null,
    status: 'PENDING',
    passwordSet: false,
    firstName: 'Ann',
    lastName: 'Chebet',
  }),
  account({
    id: 'u3',
    accountType: 'INDIVIDUAL',
    staffRole: null,
    status: 'DISABLED',
    locked: true,
    lockedUntil: '2099-01-01T00:00:00.000Z',
    firstName: 'Peter',
    lastName: 'Otieno',
  }),
];

eachTestAs('ADMIN');

describe('the accounts list in Swahili', () => {
  it('names the columns, the account types, roles and statuses in Swahili, with no English of the back office', async () => {
    stubApi((call) => (call.path === '/api/accounts' ? listOf('accounts', ACCOUNTS) : undefined));
    const { container } = renderBackoffice(<AccountList />, {
      at: '/backoffice/accounts',
      swahili: backofficeSwahiliMessages,
    });
    expect(await screen.findByText('Afisa wa fedha')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Jukumu la mfanyakazi/ })).toBeInTheDocument();
    expect(screen.getByText('Amealikwa (bado hana nenosiri)')).toBeInTheDocument();
    expect(screen.getByText('Imezimwa')).toBeInTheDocument();
    expect(screen.getAllByText('Kitaifa (kila wilaya)').length).toBeGreaterThan(0);
    expect(englishShown(container)).toEqual([]);
  }, 30_000);
});
