import { lazy, Suspense, type ReactNode } from 'react';
import { CssBaseline, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import { AdminContext } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { queryClient, store } from './areas/AreaAdmin.js';
import { OfflineNotice } from './components/OfflineNotice.js';
import { RaNotificationBridge } from './components/toasts/RaNotificationBridge.js';
import { ToastProvider } from './components/toasts/ToastProvider.js';
import { GuestOnly, RequireOnboarding } from './guards/guards.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { i18nProvider } from './providers/i18nProvider.js';
import AccountPassword from './public/auth/AccountPassword.js';
import EmailVerified from './public/auth/EmailVerified.js';
import RegistrationSuccess from './public/auth/RegistrationSuccess.js';
import ResetPasswordRequest from './public/auth/ResetPasswordRequest.js';
import SetPassword from './public/auth/SetPassword.js';
const SignUp = lazy(() => import('./public/auth/SignUp.js'));
import VerifyOtp from './public/auth/VerifyOtp.js';
import Landing from './public/Landing.js';
import NotFound from './public/NotFound.js';
import ServicesPrices from './public/ServicesPrices.js';
import SignIn from './public/SignIn.js';
import { AccountLoading, ForbiddenAccess, UnauthorizedAccess } from './public/StatusPages.js';
import Terms from './public/Terms.js';
import Tracking from './public/Tracking.js';
import { SessionExpiry } from './SessionExpiry.js';
import { theme } from './theme.js';

const UserArea = lazy(() => import('./user/UserArea.js'));
const InstitutionArea = lazy(() => import('./institution/InstitutionArea.js'));
const BackofficeArea = lazy(() => import('./backoffice/BackofficeArea.js'));
const AccountOnboard = lazy(() => import('./onboarding/AccountOnboard.js'));
const Verify = lazy(() => import('./public/Verify.js'));
const NoticeBoard = lazy(() => import('./public/NoticeBoard.js'));

const muiTheme = createTheme(theme);
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

/** Every route of seed section 2; the three areas are react-admin apps under their own paths. */
export function App() {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <BrowserRouter>
          <AdminContext
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              theme={theme}
              queryClient={queryClient}
              store={store}
            >
            <ToastProvider>
              <RaNotificationBridge />
              <OfflineNotice />
              <SessionExpiry />
              <Suspense fallback={<LinearProgress aria-label="Loading" />}>
                <Routes>
                  <Route path="/" element={guest(<Landing />)} />
                  <Route path="/tracking" element={<Tracking />} />
                  <Route path="/tracking/:id" element={<Tracking />} />
                  <Route path="/verify" element={<Verify />} />
                  <Route path="/verify/:code" element={<Verify />} />
                  <Route path="/services-prices" element={<ServicesPrices />} />
                  <Route path="/notices" element={<NoticeBoard />} />
                  <Route path="/account-loading" element={<AccountLoading />} />
                  <Route path="/forbidden-access" element={<ForbiddenAccess />} />
                  <Route path="/unauthorized-access" element={<UnauthorizedAccess />} />
                  <Route path="/sign-in" element={guest(<SignIn />)} />
                  <Route path="/terms-and-privacy-policy" element={<Terms />} />
                  <Route path="/auth" element={<Navigate to="/auth/sign-up" replace />} />
                  <Route path="/auth/sign-up" element={guest(<SignUp />)} />
                  <Route path="/auth/account-registration-success" element={guest(<RegistrationSuccess />)} />
                  <Route path="/auth/verify-otp" element={guest(<VerifyOtp />)} />
                  <Route path="/auth/email-verified" element={<EmailVerified />} />
                  <Route path="/auth/set-password" element={guest(<SetPassword />)} />
                  <Route path="/auth/account-password" element={guest(<AccountPassword />)} />
                  <Route path="/auth/reset-password-request" element={guest(<ResetPasswordRequest />)} />
                  <Route path="/account-onboard" element={<RequireOnboarding><AccountOnboard /></RequireOnboarding>} />
                  <Route path="/user" element={<Navigate to="/user/services/list" replace />} />
                  <Route path="/user/*" element={<UserArea />} />
                  <Route path="/institution" element={<Navigate to="/institution/services/list" replace />} />
                  <Route path="/institution/*" element={<InstitutionArea />} />
                  <Route path="/backoffice" element={<Navigate to="/backoffice/dashboard" replace />} />
                  <Route path="/backoffice/*" element={<BackofficeArea />} />
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </Suspense>
            </ToastProvider>
          </AdminContext>
        </BrowserRouter>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
