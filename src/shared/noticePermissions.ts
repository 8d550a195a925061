import type { StaffRole } from './accounts.js';
import { canAccess, type Caller } from './permissions.js';

/** docs/notices-api.md: who decides an objection (uphold or dismiss). */
export const OBJECTION_DECIDERS: readonly StaffRole[] = ['DIRECTOR', 'REGISTRAR_GENERAL'];
/** docs/notices-api.md: who books, cancels and celebrates weddings on the calendar (besides the couple). */
export const WEDDING_OFFICERS: readonly StaffRole[] = ['OFFICER'];

export function canDecideObjection(caller: Caller): boolean {
  return (
    canAccess(caller, { action: 'work', resource: 'marriage-registrations' }) &&
    OBJECTION_DECIDERS.includes(caller.staffRole!)
  );
}

export function canManageWeddings(caller: Caller): boolean {
  return (
    canAccess(caller, { action: 'work', resource: 'marriage-registrations' }) &&
    WEDDING_OFFICERS.includes(caller.staffRole!)
  );
}
