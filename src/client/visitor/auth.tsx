import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { DEVICE_TRUST_HOURS, homePathFor, ORGANISATION_TYPES } from '../../shared/accounts.js';
import { keepDeviceTrust, readDeviceTrusts } from '../providers/deviceTrust.js';
import type { RegisterInput } from '../../shared/contracts/auth.js';
import { setAccessToken, storeProfile, type StoredProfile } from '../providers/session.js';
import { clearPendingSignUp, readPendingSignUp, writePendingSignUp } from './signupState.js';
import { errorMessage, fieldErrors, getData, postCommand, postData, useAnswer } from './api.js';
import { applyServerErrors, lazyZodResolver } from './forms.js';
import { useT } from './i18n.js';
import { Alert, Field, FormCard, Layout, Link, PasswordField, Spinner, useGo } from './ui.js';

/** The phone field (country selector, numbering plans) loads after the page shows. */
const PhoneField = lazy(() => import('./PhoneField.js'));

/**
 * Seed section 7: login keeps data.refreshToken, refresh gives data.token, /users/me the profile. The
 * device's trusts go with it (a trusted device is not asked for the code); with a code, the person may
 * ask for this device to be trusted for a working day (issue 23).
 */
async function signIn(phoneOrEmail: string, password: string, code?: string, trust = false): Promise<StoredProfile> {
  const trustedDevices = readDeviceTrusts();
  const { refreshToken, deviceTrust } = await postData(
    '/users/auth/login',
    {
      phoneOrEmail,
      password,
      ...(code ? { code, trustDevice: trust } : {}),
      ...(trustedDevices.length ? { trustedDevices } : {}),
    },
    (c) => c.loggedInSchema,
  );
  if (deviceTrust) keepDeviceTrust(deviceTrust);
  const { token } = await postData('/users/refresh-token', { refreshToken }, (c) => c.accessTokenSchema);
  setAccessToken(token);
  const profile = await getData('/users/me', (c) => c.profileSchema);
  const stored = { ...profile, refreshToken };
  storeProfile(stored);
  return stored;
}

/** A message a page leaves for the next one (as the areas' notifications do), shown once there. */
function useCarriedNotice(): string | null {
  const [notice] = useState(() => (window.history.state as { notice?: string } | null)?.notice ?? null);
  return notice;
}

export function SignIn() {
  const t = useT();
  const go = useGo();
  const notice = useCarriedNotice();
  const [error, setError] = useState<string | null>(null);
  // An account with a second factor: the password was right, the code of the authenticator app is asked for.
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    setFocus,
    formState,
  } = useForm({
    resolver: lazyZodResolver<{ phoneOrEmail: string; password: string; code?: string; trustDevice?: boolean }>(
      (rules) => rules.loginInput,
    ),
    defaultValues: { phoneOrEmail: '', password: '', code: '', trustDevice: false },
  });
  const onSubmit = handleSubmit(async ({ phoneOrEmail, password, code, trustDevice }) => {
    setError(null);
    try {
      const profile = await signIn(phoneOrEmail, password, askCode ? code : undefined, Boolean(trustDevice));
      const from = (window.history.state as { from?: string } | null)?.from;
      const home = homePathFor(profile);
      go(from && home !== '/account-onboard' && from.startsWith(home.split('/').slice(0, 2).join('/')) ? from : home, {
        replace: true,
      });
    } catch (e) {
      const codeError = fieldErrors(e).code;
      if (codeError) {
        // Asked for the first time: the field appears with its own words; a wrong code says so at the field.
        if (askCode && code) setFieldError('code', { type: 'server', message: codeError });
        setAskCode(true);
        setTimeout(() => setFocus('code'), 0);
        return;
      }
      setError(errorMessage(e));
    }
  });
  const errors = formState.errors;
  return (
    <Layout>
      <FormCard title={t('auth.signInTitle')}>
        <form onSubmit={onSubmit} noValidate>
          {notice ? (
            <Alert severity="success" polite>{`${t('components.toast.prefix.success')}${notice}`}</Alert>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Field
            id="phoneOrEmail"
            label={t('auth.phoneOrEmail')}
            autoComplete="username"
            required
            error={errors.phoneOrEmail?.message}
            {...register('phoneOrEmail')}
          />
          <PasswordField
            id="password"
            label={t('auth.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          {askCode ? (
            <Field
              id="code"
              label={t('auth.secondFactorCode')}
              hint={t('auth.secondFactorHint')}
              autoComplete="one-time-code"
              required
              error={errors.code?.message}
              {...register('code')}
            />
          ) : null}
          {askCode ? (
            <label className="check" htmlFor="trustDevice">
              <input id="trustDevice" type="checkbox" {...register('trustDevice')} />
              <span>
                {t('auth.trustDevice', { hours: DEVICE_TRUST_HOURS })}
                <small>{t('auth.trustDeviceHint')}</small>
              </span>
            </label>
          ) : null}
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.submit')}
          </button>
          <p className="links">
            <Link to="/auth/reset-password-request">{t('auth.forgot')}</Link>
            <Link to="/auth/sign-up">{t('auth.noAccount')}</Link>
          </p>
        </form>
      </FormCard>
    </Layout>
  );
}

export function ResetPasswordRequest() {
  const t = useT();
  const go = useGo();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm({
    resolver: lazyZodResolver<{ phoneOrEmail: string }>((rules) => rules.resetRequestInput),
    defaultValues: { phoneOrEmail: '' },
  });
  const onSubmit = handleSubmit(async ({ phoneOrEmail }) => {
    setError(null);
    try {
      await postCommand('/users/auth/request-reset-password-token', { phoneOrEmail });
      go(`/auth/account-password?for=${encodeURIComponent(phoneOrEmail)}`);
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Layout>
      <FormCard title={t('auth.resetTitle')} lead={t('auth.resetLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Field
            id="phoneOrEmail"
            label={t('auth.phoneOrEmail')}
            autoComplete="username"
            required
            error={formState.errors.phoneOrEmail?.message}
            {...register('phoneOrEmail')}
          />
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.sendCode')}
          </button>
        </form>
      </FormCard>
    </Layout>
  );
}

/**
 * Whoever has just chosen a password is signed in with it and taken to their home (issue 20 #24),
 * not asked to type it again; should that sign-in fail (a lock, a limit), the sign-in page says the
 * password was saved.
 */
function useSignInWithNewPassword() {
  const go = useGo();
  return async (phoneOrEmail: string, password: string, savedNotice: string) => {
    try {
      const profile = await signIn(phoneOrEmail, password);
      go(homePathFor(profile), { replace: true });
    } catch {
      go('/sign-in', { state: { notice: savedNotice } });
    }
  };
}

type AccountPasswordForm = { phoneOrEmail: string; code: string; password: string; confirm: string };

/** /auth/account-password: the second step of a password reset: the code and the new password. */
export function AccountPassword() {
  const t = useT();
  const signInWithNewPassword = useSignInWithNewPassword();
  const [params] = useSearchParams();
  const to = params.get('for') ?? '';
  // A staff invitation links here with the code filled in (code=…).
  const sentCode = /^\d{6}$/.test(params.get('code') ?? '') ? params.get('code')! : '';
  const [error, setError] = useState<string | null>(null);
  const differ = t('auth.passwordsDiffer');
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<AccountPasswordForm>({
    resolver: lazyZodResolver<AccountPasswordForm>((rules) =>
      rules.z
        .object({
          phoneOrEmail: rules.phoneOrEmailField,
          code: rules.codeField,
          password: rules.passwordField,
          confirm: rules.z.string(),
        })
        .refine((v) => v.password === v.confirm, { path: ['confirm'], message: differ }),
    ),
    defaultValues: { phoneOrEmail: to, code: sentCode, password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ phoneOrEmail, code, password }) => {
    setError(null);
    try {
      await postCommand('/users/auth/reset-password', { phoneOrEmail, code, password });
      await signInWithNewPassword(phoneOrEmail, password, t('auth.resetDone'));
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  const errors = formState.errors;
  return (
    <Layout>
      <FormCard title={t('auth.accountPasswordTitle')} lead={to ? t('auth.accountPasswordLead', { to }) : undefined}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Field
            id="phoneOrEmail"
            label={t('auth.phoneOrEmail')}
            autoComplete="username"
            required
            error={errors.phoneOrEmail?.message}
            {...register('phoneOrEmail')}
          />
          <Field
            id="code"
            label={t('auth.code')}
            autoComplete="one-time-code"
            required
            inputMode="numeric"
            maxLength={6}
            error={errors.code?.message}
            {...register('code')}
          />
          <PasswordField
            id="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="confirm"
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.savePassword')}
          </button>
        </form>
      </FormCard>
    </Layout>
  );
}

export function SetPassword() {
  const t = useT();
  const signInWithNewPassword = useSignInWithNewPassword();
  const pending = readPendingSignUp();
  const [error, setError] = useState<string | null>(null);
  const differ = t('auth.passwordsDiffer');
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<{ password: string; confirm: string }>({
    resolver: lazyZodResolver((rules) =>
      rules.z
        .object({ password: rules.passwordField, confirm: rules.z.string() })
        .refine((v) => v.password === v.confirm, { path: ['confirm'], message: differ }),
    ),
    defaultValues: { password: '', confirm: '' },
  });
  if (!pending?.verificationToken) {
    return (
      <Layout>
        <FormCard title={t('auth.setPasswordTitle')}>
          <Alert severity="info">{t('auth.verificationMissing')}</Alert>
          <p className="links">
            <Link to="/auth/verify-otp">{t('auth.enterCode')}</Link>
          </p>
        </FormCard>
      </Layout>
    );
  }
  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await postCommand('/users/auth/set-password', { verificationToken: pending.verificationToken, password });
      clearPendingSignUp();
      await signInWithNewPassword(
        pending.payload.email || pending.payload.phone || '',
        password,
        t('auth.passwordSaved'),
      );
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Layout>
      <FormCard title={t('auth.setPasswordTitle')} lead={t('auth.setPasswordLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <PasswordField
            id="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="confirm"
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            error={formState.errors.confirm?.message}
            {...register('confirm')}
          />
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.savePassword')}
          </button>
        </form>
      </FormCard>
    </Layout>
  );
}

/** Registers the account and sends the codes; the organisation's details only for organisations. */
async function registerAccount(payload: RegisterInput) {
  return postData('/users/auth/register', payload, (c) => c.registeredSchema);
}

export function VerifyOtp() {
  const t = useT();
  const go = useGo();
  const pending = readPendingSignUp();
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm({
    resolver: lazyZodResolver<{ phoneOrEmail: string; code: string }>((rules) => rules.verifyOtpInput),
    defaultValues: { phoneOrEmail: pending?.payload.email ?? '', code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await postData('/users/auth/verify-otp', values, (c) => c.otpVerifiedSchema);
      if (pending) writePendingSignUp({ ...pending, verificationToken: result.verificationToken });
      else
        writePendingSignUp({
          payload: { email: values.phoneOrEmail } as never,
          verificationToken: result.verificationToken,
        });
      go(result.passwordSet ? '/sign-in' : '/auth/set-password');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  const resend = async () => {
    if (!pending) return;
    setError(null);
    try {
      await registerAccount(pending.payload);
      setInfo(t('auth.resent'));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Layout>
      <FormCard title={t('auth.verifyTitle')} lead={t('auth.verifyLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {info ? <Alert severity="success">{info}</Alert> : null}
          <Field
            id="phoneOrEmail"
            label={t('auth.phoneOrEmail')}
            autoComplete="username"
            required
            error={formState.errors.phoneOrEmail?.message}
            {...register('phoneOrEmail')}
          />
          <Field
            id="code"
            label={t('auth.code')}
            autoComplete="one-time-code"
            required
            inputMode="numeric"
            maxLength={6}
            pattern="[0-9]*"
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.verify')}
          </button>
          {pending ? (
            <button type="button" className="button text full" onClick={resend}>
              {t('auth.resend')}
            </button>
          ) : null}
        </form>
      </FormCard>
    </Layout>
  );
}

/** /auth/email-verified?email=…&code=…: the link of the sign-up e-mail confirms the address. */
export function EmailVerified() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  const missing = !email || !code;
  const activation = useAnswer(missing ? null : JSON.stringify([email, code]), () =>
    postCommand('/users/auth/activate-email', { email, code }),
  );
  const state = { done: activation.current, error: activation.error ? errorMessage(activation.error) : null };
  const title = state.error || missing ? t('auth.emailVerifiedFail') : t('auth.emailVerifiedTitle');
  return (
    <Layout>
      <FormCard title={state.done || missing ? title : t('portal.loading')}>
        {!state.done && !missing ? <Spinner label={t('portal.loading')} /> : null}
        {missing ? <Alert severity="warning">{t('auth.emailVerifiedMissing')}</Alert> : null}
        {state.error ? <Alert severity="error">{state.error}</Alert> : null}
        {state.done && !state.error ? <Alert severity="success">{email}</Alert> : null}
        <Link to="/sign-in" className="button contained full">
          {t('auth.continueToSignIn')}
        </Link>
      </FormCard>
    </Layout>
  );
}

export function RegistrationSuccess() {
  const t = useT();
  const go = useGo();
  const pending = readPendingSignUp();
  useEffect(() => {
    if (!pending) go('/auth/sign-up', { replace: true });
  });
  if (!pending) return null;
  return (
    <Layout>
      <FormCard title={t('auth.successTitle')}>
        <p>{t('auth.successLead', { phone: pending.payload.phone, email: pending.payload.email })}</p>
        <Link to="/auth/verify-otp" className="button contained large full">
          {t('auth.enterCode')}
        </Link>
      </FormCard>
    </Layout>
  );
}

type SignUpForm = {
  accountType: 'INDIVIDUAL' | 'ORGANIZATION';
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  organisation: { name: string; type: string; registrationNumber: string };
};

const payloadOf = (values: SignUpForm) =>
  ({ ...values, organisation: values.accountType === 'ORGANIZATION' ? values.organisation : null }) as RegisterInput;

export function SignUp() {
  // The telephone field (MUI and the numbering plans, the page's largest part) is fetched once the
  // form has painted, so the page shows at once; its place holds a disabled field meanwhile.
  const [phoneReady, setPhoneReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPhoneReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const t = useT();
  const go = useGo();
  const [error, setError] = useState<string | null>(null);
  const checkRules = lazyZodResolver<RegisterInput>((rules) => rules.registerInput);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<SignUpForm>({
    defaultValues: {
      accountType: 'INDIVIDUAL',
      firstName: '',
      middleName: '',
      lastName: '',
      email: '',
      phone: '',
      organisation: { name: '', type: 'CHURCH', registrationNumber: '' },
    },
    resolver: async (values, context, options) => checkRules(payloadOf(values), context, options as never) as never,
  });
  const accountType = useWatch({ control, name: 'accountType' });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const payload = payloadOf(values);
    try {
      const result = await registerAccount(payload);
      writePendingSignUp({ payload: { ...payload, email: result.email, phone: result.phone } });
      go('/auth/account-registration-success');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  const errors = formState.errors;
  return (
    <Layout>
      <FormCard title={t('auth.signUpTitle')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <fieldset className="radios">
            <legend>{t('auth.accountType')}</legend>
            <label>
              <input type="radio" value="INDIVIDUAL" {...register('accountType')} /> {t('auth.individual')}
            </label>
            <label>
              <input type="radio" value="ORGANIZATION" {...register('accountType')} /> {t('auth.organization')}
            </label>
          </fieldset>
          <Field
            id="firstName"
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            id="middleName"
            label={t('auth.middleName')}
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...register('middleName')}
          />
          <Field
            id="lastName"
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Field
            id="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) =>
              phoneReady ? (
                <Suspense
                  fallback={<Field id="phone-loading" label={t('auth.phone')} required disabled value="" readOnly />}
                >
                  <PhoneField
                    value={field.value}
                    onChange={(value: string) => field.onChange(value)}
                    onBlur={field.onBlur}
                    label={t('auth.phone')}
                    error={fieldState.error?.message}
                  />
                </Suspense>
              ) : (
                <Field id="phone-loading" label={t('auth.phone')} required disabled value="" readOnly />
              )
            }
          />
          {accountType === 'ORGANIZATION' ? (
            <fieldset className="plain-set">
              <legend className="subtitle">{t('auth.organization')}</legend>
              <Field
                id="organisation-name"
                label={t('auth.organisationName')}
                required
                error={errors.organisation?.name?.message}
                {...register('organisation.name')}
              />
              <div className={`field${errors.organisation?.type ? ' field-error' : ''}`}>
                <label htmlFor="organisation-type">
                  {t('auth.organisationType')}
                  <span aria-hidden="true"> *</span>
                </label>
                <div className="field-box">
                  <select id="organisation-type" required {...register('organisation.type')}>
                    {ORGANISATION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`auth.organisationTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <Field
                id="organisation-registrationNumber"
                label={t('auth.registrationNumber')}
                required
                error={errors.organisation?.registrationNumber?.message}
                {...register('organisation.registrationNumber')}
              />
            </fieldset>
          ) : null}
          <p className="small">
            <Link to="/terms-and-privacy-policy">{t('auth.acceptTerms')}</Link>
          </p>
          <button type="submit" className="button contained large full" disabled={formState.isSubmitting}>
            {t('auth.signUp')}
          </button>
          <p className="links">
            <Link to="/sign-in">{t('auth.haveAccount')}</Link>
          </p>
        </form>
      </FormCard>
    </Layout>
  );
}
