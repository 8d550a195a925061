import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderInPortal, stubFetch, type FetchCall } from '../components/testing.js';
import AccountOnboard from './AccountOnboard.js';

const calls: FetchCall[] = [];
const IDENTITY = {
  verified: true,
  idNumber: '33981624',
  firstName: 'Wanjiru',
  middleName: null,
  lastName: 'Kamau',
  dateOfBirth: '1994-03-12',
  sex: 'F',
  citizenship: 'Kenyan',
};

beforeEach(() => {
  calls.length = 0;
  localStorage.setItem(
    'profile',
    JSON.stringify({
      id: 'u-1',
      accountType: 'INDIVIDUAL',
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'w@example.test',
      phone: '+254712000000',
      refreshToken: 'r',
      idNumber: null,
    }),
  );
  stubFetch(calls, (url) => {
    if (url.startsWith('/api/iprs/verify')) return json(200, { data: IDENTITY });
    if (url.startsWith('/api/users/register'))
      return json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'This ID number is already linked to another account',
        errors: { idNumber: 'This ID number is already linked to another account' },
      });
    return json(404, { statusCode: 404, message: 'Not found' });
  });
});
afterEach(() => localStorage.clear());

describe('AccountOnboard', () => {
  it('issue 20 #14: offers a signed-in person the way out, never "Sign in", and helps when the ID number is another account\'s', async () => {
    const user = userEvent.setup();
    renderInPortal(<AccountOnboard />, '/account-onboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();

    await user.type(screen.getByLabelText(/National ID number/), '33981624');
    await user.type(screen.getByLabelText(/First name/), 'Wanjiru');
    await user.type(screen.getByLabelText(/Last name/), 'Kamau');
    await user.click(within(screen.getByRole('group', { name: /Date of birth/ })).getAllByRole('spinbutton')[0]);
    await user.keyboard('12031994');
    await user.click(screen.getByRole('button', { name: 'Check my details' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and continue' }));

    const help = await screen.findByTestId('id-taken-help');
    expect(help).toHaveTextContent('If this ID number is yours, you may already have an account');
    expect(within(help).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
