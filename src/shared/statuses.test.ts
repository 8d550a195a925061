import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, statusStyle, TOAST_PREFIXES } from './statuses.js';

describe('statuses and toasts (seed sections 4 and 8)', () => {
  it('maps every status to its display style', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, statusStyle(s)]))).toEqual({
      Draft: 'draft',
      Payment_Confirmation: 'pending',
      Submitted: 'submitted',
      Pending: 'pending',
      Corrections_Requested: 'correction',
      Approved: 'approved',
      Declined: 'rejected',
    });
  });
  it('has the seed prefixes', () => {
    expect(TOAST_PREFIXES).toEqual({
      danger: 'Error: ',
      success: 'Success: ',
      info: 'Info: ',
      warning: 'Warning: ',
      primary: '',
    });
  });
});
