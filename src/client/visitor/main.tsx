import { createRoot } from 'react-dom/client';
import { Redirect, Route, Router, Switch } from 'wouter';
import {
  AccountPassword,
  EmailVerified,
  RegistrationSuccess,
  ResetPasswordRequest,
  SetPassword,
  SignIn,
  SignUp,
  VerifyOtp,
} from './auth.js';
import { LocaleProvider } from './i18n.js';
import { NoticeBoard } from './notices.js';
import {
  AccountLoading,
  ForbiddenAccess,
  GuestOnly,
  Landing,
  NotFound,
  ServicesPrices,
  Terms,
  Tracking,
  UnauthorizedAccess,
  Verify,
} from './pages.js';
import './visitor.css';

/** The visitor pages of seed section 2; the areas are the full app's (index.html). */
function VisitorApp() {
  return (
    <LocaleProvider>
      <Router>
        <Switch>
          <Route path="/">
            <GuestOnly>
              <Landing />
            </GuestOnly>
          </Route>
          <Route path="/tracking" component={Tracking} />
          <Route path="/tracking/:id" component={Tracking} />
          <Route path="/verify" component={Verify} />
          <Route path="/verify/:code" component={Verify} />
          <Route path="/services-prices" component={ServicesPrices} />
          <Route path="/notices" component={NoticeBoard} />
          <Route path="/account-loading" component={AccountLoading} />
          <Route path="/forbidden-access" component={ForbiddenAccess} />
          <Route path="/unauthorized-access" component={UnauthorizedAccess} />
          <Route path="/sign-in">
            <GuestOnly>
              <SignIn />
            </GuestOnly>
          </Route>
          <Route path="/terms-and-privacy-policy" component={Terms} />
          <Route path="/auth">
            <Redirect to="/auth/sign-up" replace />
          </Route>
          <Route path="/auth/sign-up">
            <GuestOnly>
              <SignUp />
            </GuestOnly>
          </Route>
          <Route path="/auth/account-registration-success">
            <GuestOnly>
              <RegistrationSuccess />
            </GuestOnly>
          </Route>
          <Route path="/auth/verify-otp">
            <GuestOnly>
              <VerifyOtp />
            </GuestOnly>
          </Route>
          <Route path="/auth/email-verified" component={EmailVerified} />
          <Route path="/auth/set-password">
            <GuestOnly>
              <SetPassword />
            </GuestOnly>
          </Route>
          <Route path="/auth/account-password">
            <GuestOnly>
              <AccountPassword />
            </GuestOnly>
          </Route>
          <Route path="/auth/reset-password-request">
            <GuestOnly>
              <ResetPasswordRequest />
            </GuestOnly>
          </Route>
          <Route component={NotFound} />
        </Switch>
      </Router>
    </LocaleProvider>
  );
}

createRoot(document.getElementById('root')!).render(<VisitorApp />);
