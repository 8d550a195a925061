import { lazy, Suspense } from 'react';
import { CssBaseline, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdminContext, useTranslate } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { queryClient, store } from './areas/AreaAdmin.js';
import { LanguageSync } from './components/LanguageSwitch.js';
import { LocalizedPickers } from './components/dates/LocalizedPickers.js';
import { OfflineNotice } from './components/OfflineNotice.js';
import { RaNotificationBridge } from './components/toasts/RaNotificationBridge.js';
import { ToastProvider } from './components/toasts/ToastProvider.js';
import { RequireOnboarding, RequireSecondFactorSetUp } from './guards/guards.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { i18nProvider } from './providers/i18nProvider.js';
import { SessionExpiry } from './SessionExpiry.js';
import { theme } from './theme.js';
import { ToVisitorApp } from './ToVisitorApp.js';

const UserArea = lazy(() => import('./user/UserArea.js'));
const InstitutionArea = lazy(() => import('./institution/InstitutionArea.js'));
const BackofficeArea = lazy(() => import('./backoffice/BackofficeArea.js'));
const AccountOnboard = lazy(() => import('./onboarding/AccountOnboard.js'));
const SecondFactorSetUp = lazy(() => import('./account/SecondFactorSetUp.js'));

const muiTheme = createTheme(theme);

/** The bar shown while a page's code loads, named in the portal's language. */
function PageLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('portal.loading')} />;
}

/**
 * The areas' routes of seed section 2: the three areas are react-admin apps under their own paths,
 * with onboarding beside them. Every other address is a visitor page, served by the light app
 * (visitor.html): a move there from an area is a full page load (ToVisitorApp).
 */
export function App() {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <BrowserRouter>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={theme}
          queryClient={queryClient}
          store={store}
        >
          <LanguageSync />
          <LocalizedPickers>
            <ToastProvider>
              <RaNotificationBridge />
              <OfflineNotice />
              <SessionExpiry />
              <Suspense fallback={<PageLoading />}>
                <Routes>
                  <Route
                    path="/account-onboard"
                    element={
                      <RequireOnboarding>
                        <AccountOnboard />
                      </RequireOnboarding>
                    }
                  />
                  <Route
                    path="/account-second-factor"
                    element={
                      <RequireSecondFactorSetUp>
                        <SecondFactorSetUp />
                      </RequireSecondFactorSetUp>
                    }
                  />
                  <Route path="/user" element={<Navigate to="/user/services/list" replace />} />
                  <Route path="/user/*" element={<UserArea />} />
                  <Route path="/institution" element={<Navigate to="/institution/services/list" replace />} />
                  <Route path="/institution/*" element={<InstitutionArea />} />
                  <Route path="/backoffice" element={<Navigate to="/backoffice/dashboard" replace />} />
                  <Route path="/backoffice/*" element={<BackofficeArea />} />
                  {/* The visitor pages (/, /sign-in, /account-loading, /notices…) and unknown addresses: the light app's. */}
                  <Route path="*" element={<ToVisitorApp />} />
                </Routes>
              </Suspense>
            </ToastProvider>
          </LocalizedPickers>
        </AdminContext>
      </BrowserRouter>
    </ThemeProvider>
  );
}
