import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homePathFor, ONBOARDING_PATH, SECOND_FACTOR_SETUP_PATH, type AccountType } from '../../shared/accounts.js';
import { ensureSession } from '../providers/authProvider.js';
import { getAccessToken, getStoredProfile } from '../providers/session.js';

/** Waits for the in-memory session to be restored from the stored profile (seed section 2). */
function WithSession({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => Boolean(getAccessToken()));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ensureSession().then((ok) => live && ok && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <>{children}</> : null;
}

/**
 * The area of one account type. No stored profile: to /account-loading. Another type's user: to
 * their own home. An individual without an ID number: to onboarding.
 */
export function RequireArea({ accountType, children }: { accountType: AccountType; children: ReactNode }) {
  const location = useLocation();
  const profile = getStoredProfile();
  if (!profile) return <Navigate to="/account-loading" replace state={{ from: location.pathname + location.search }} />;
  if (profile.accountType !== accountType) return <Navigate to={homePathFor(profile)} replace />;
  if (homePathFor(profile) === ONBOARDING_PATH) return <Navigate to={ONBOARDING_PATH} replace />;
  if (homePathFor(profile) === SECOND_FACTOR_SETUP_PATH) return <Navigate to={SECOND_FACTOR_SETUP_PATH} replace />;
  return <WithSession>{children}</WithSession>;
}

/** /account-onboard: needs a stored profile, and only an individual without an ID number stays. */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const profile = getStoredProfile();
  if (!profile) return <Navigate to="/account-loading" replace state={{ from: ONBOARDING_PATH }} />;
  if (homePathFor(profile) !== ONBOARDING_PATH) return <Navigate to={homePathFor(profile)} replace />;
  return <WithSession>{children}</WithSession>;
}

/** /account-second-factor: needs a stored profile, and only staff without a second factor stay. */
export function RequireSecondFactorSetUp({ children }: { children: ReactNode }) {
  const profile = getStoredProfile();
  if (!profile) return <Navigate to="/account-loading" replace state={{ from: SECOND_FACTOR_SETUP_PATH }} />;
  if (homePathFor(profile) !== SECOND_FACTOR_SETUP_PATH) return <Navigate to={homePathFor(profile)} replace />;
  return <WithSession>{children}</WithSession>;
}
