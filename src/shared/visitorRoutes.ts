/**
 * The visitor pages are served by a light app of their own (visitor.html); the three areas and
 * onboarding by the full app (index.html). Any other path is a visitor page (the not-found page).
 */
export const AREA_PREFIXES = [
  '/user',
  '/institution',
  '/backoffice',
  '/account-onboard',
  '/account-second-factor',
] as const;

export function isVisitorPath(pathname: string): boolean {
  const path = pathname.split('?')[0].split('#')[0];
  return !AREA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** One address of each visitor route, for the first-view budget check and Lighthouse. */
export const VISITOR_ROUTE_SAMPLES = [
  '/',
  '/notices',
  '/tracking',
  '/tracking/MN-2026-000001',
  '/verify',
  '/verify/ABCDEFGHJK0123456789',
  '/services-prices',
  '/terms-and-privacy-policy',
  '/sign-in',
  '/auth/sign-up',
  '/auth/account-registration-success',
  '/auth/verify-otp',
  '/auth/email-verified',
  '/auth/set-password',
  '/auth/account-password',
  '/auth/reset-password-request',
  '/account-loading',
  '/forbidden-access',
  '/unauthorized-access',
  '/no-such-page',
] as const;
