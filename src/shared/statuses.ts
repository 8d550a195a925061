export const APPLICATION_STATUSES = [
  'Draft',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
  'Approved',
  'Declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Asked for and not yet decided: being paid, with the registry, or back with the applicant for
 * corrections (a draft is the applicant's alone, not yet a request).
 */
export const UNDECIDED_STATUSES = [
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
] as const satisfies readonly ApplicationStatus[];

/** An application that stands: undecided or approved (not a draft, not declined or withdrawn). */
export const STANDING_STATUSES = [...UNDECIDED_STATUSES, 'Approved'] as const satisfies readonly ApplicationStatus[];

/** An application waiting for the registry: in a queue, its deadline (slaDueAt) running. */
export const WAITING_STATUSES = ['Submitted', 'Pending'] as const satisfies readonly ApplicationStatus[];

/** Waiting for the registry past its deadline: the one overdue rule of every list, page and count. */
export function isOverdue(application: { status: string; slaDueAt: Date | null }, now: Date): boolean {
  return Boolean(
    application.slaDueAt &&
      application.slaDueAt <= now &&
      (WAITING_STATUSES as readonly string[]).includes(application.status),
  );
}

export type StatusStyle = 'pending' | 'approved' | 'rejected' | 'correction' | 'submitted' | 'draft';

/** Seed section 4: each status and its display style. */
export const STATUS_STYLES: Record<ApplicationStatus, StatusStyle> = {
  Pending: 'pending',
  Payment_Confirmation: 'pending',
  Approved: 'approved',
  Declined: 'rejected',
  Corrections_Requested: 'correction',
  Submitted: 'submitted',
  Draft: 'draft',
};

export function statusStyle(status: string): StatusStyle {
  return (STATUS_STYLES as Record<string, StatusStyle>)[status] ?? 'draft';
}

export const TOAST_THEMES = ['danger', 'success', 'info', 'primary', 'warning'] as const;
export type ToastTheme = (typeof TOAST_THEMES)[number];

/** Seed section 8: the prefix each toast theme puts before its message. */
export const TOAST_PREFIXES: Record<ToastTheme, string> = {
  danger: 'Error: ',
  success: 'Success: ',
  info: 'Info: ',
  warning: 'Warning: ',
  primary: '',
};

/** Seed section 9. */
export const TOAST_DEFAULT_DURATION_MS = 4000;
export const ONLINE_NOTICE_DURATION_MS = 1000;
export const TOKEN_REFRESH_INTERVAL_MS = 30_000;
