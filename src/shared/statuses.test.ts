import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  isOverdue,
  STANDING_STATUSES,
  statusStyle,
  TOAST_PREFIXES,
  UNDECIDED_STATUSES,
  WAITING_STATUSES,
} from './statuses.js';

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

describe('isOverdue: the one overdue rule', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  const due = (iso: string | null, status: string) => ({ status, slaDueAt: iso === null ? null : new Date(iso) });

  it('is an application waiting for the registry (submitted or pending) at or past its deadline', () => {
    expect(isOverdue(due('2026-11-28T09:00:00Z', 'Submitted'), now)).toBe(true);
    expect(isOverdue(due('2026-11-20T09:00:00Z', 'Pending'), now)).toBe(true);
    expect(isOverdue(due('2026-11-28T09:00:01Z', 'Pending'), now)).toBe(false);
  });

  it('is never an application that does not wait for the registry, or has no deadline', () => {
    for (const status of ['Draft', 'Payment_Confirmation', 'Corrections_Requested', 'Approved', 'Declined'])
      expect(isOverdue(due('2026-11-01T00:00:00Z', status), now), status).toBe(false);
    expect(isOverdue(due(null, 'Submitted'), now)).toBe(false);
    expect(WAITING_STATUSES).toEqual(['Submitted', 'Pending']);
  });
});

describe('status groups, each written once', () => {
  it('undecided: asked for and not decided; standing: undecided or approved', () => {
    expect(UNDECIDED_STATUSES).toEqual(['Payment_Confirmation', 'Submitted', 'Pending', 'Corrections_Requested']);
    expect(STANDING_STATUSES).toEqual([...UNDECIDED_STATUSES, 'Approved']);
    // Waiting for the registry is a part of undecided; a draft and a decision are in no group.
    expect(WAITING_STATUSES.every((s) => (UNDECIDED_STATUSES as readonly string[]).includes(s))).toBe(true);
    for (const group of [UNDECIDED_STATUSES, STANDING_STATUSES, WAITING_STATUSES] as readonly (readonly string[])[])
      expect(group.some((s) => s === 'Draft' || s === 'Declined')).toBe(false);
  });
});
