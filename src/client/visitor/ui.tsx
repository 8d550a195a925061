import {
  forwardRef,
  useEffect,
  useId,
  useState,
  type AnchorHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { ONLINE_NOTICE_DURATION_MS } from '../../shared/statuses.js';
import { isVisitorPath } from '../../shared/visitorRoutes.js';
import { LanguageSwitch, useT } from './i18n.js';

/**
 * A link: a visitor page opens in this light app; an area's page (/user, /institution, /backoffice…)
 * is a full page load of the areas' app.
 */
export function Link({
  to,
  className,
  children,
  ...rest
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  if (isVisitorPath(to.split('?')[0]))
    return (
      <RouterLink href={to} className={className} {...rest}>
        {children}
      </RouterLink>
    );
  return (
    <a href={to} className={className} {...rest}>
      {children}
    </a>
  );
}

/** Where a page sends the person next: in this app, or into an area (a full page load). */
export function useGo() {
  const [, navigate] = useLocation();
  return (to: string, options: { replace?: boolean; state?: unknown } = {}) => {
    if (isVisitorPath(to.split('?')[0])) navigate(to, options);
    else if (options.replace) window.location.replace(to);
    else window.location.assign(to);
  };
}

/**
 * Seed section 8, as in the areas: going offline shows a notice that stays until the connection
 * returns, then a short "back online" notice (ONLINE_NOTICE_DURATION_MS).
 */
export function OfflineNotice() {
  const t = useT();
  const [state, setState] = useState<'online' | 'offline' | 'back-online'>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  );
  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((now) => (now === 'offline' ? 'back-online' : now));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  useEffect(() => {
    if (state !== 'back-online') return undefined;
    const timer = setTimeout(() => setState('online'), ONLINE_NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (state === 'online') return null;
  const offline = state === 'offline';
  return (
    <div
      className={`offline-notice alert ${offline ? 'alert-error' : 'alert-success'}`}
      role={offline ? 'alert' : 'status'}
      data-state={state}
    >
      {t(offline ? 'components.offline.offline' : 'components.offline.online')}
    </div>
  );
}

/** The frame of every visitor page: a header with the main links and the language switch, the page, a footer. */
export function Layout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const t = useT();
  return (
    <div className="page">
      <a href="#main" className="skip-link">
        {t('portal.skipToContent')}
      </a>
      <OfflineNotice />
      <header className="bar">
        <div className="bar-in">
          <Link to="/" className="brand">
            {t('portal.name')}
          </Link>
          <nav aria-label={t('portal.name')} className="nav">
            <Link to="/services-prices">{t('portal.nav.services')}</Link>
            <Link to="/notices">{t('notices.board.title')}</Link>
            <Link to="/sign-in">{t('portal.nav.signIn')}</Link>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className={wide ? 'main wide' : 'main'}>
        {children}
      </main>
      <footer className="foot">
        <div className="foot-in">
          <p>{t('portal.footer')}</p>
          <p className="foot-links">
            <Link to="/tracking/">{t('portal.nav.tracking')}</Link>
            <Link to="/terms-and-privacy-policy">{t('portal.nav.terms')}</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A titled card for the forms of the visitor pages. */
export function FormCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="card form-card">
      <h1 className="h5">{title}</h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </div>
  );
}

type Severity = 'error' | 'warning' | 'info' | 'success';
/** A message box; like the areas' alerts it is announced (role="alert"), or politely (role="status"). */
export function Alert({
  severity,
  title,
  children,
  polite = false,
}: {
  severity: Severity;
  title?: ReactNode;
  children?: ReactNode;
  polite?: boolean;
}) {
  return (
    <div className={`alert alert-${severity}`} role={polite ? 'status' : 'alert'}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children}
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  end?: ReactNode;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input with its hint or its error under it (aria-describedby, aria-invalid). */
export const Field = forwardRef<HTMLInputElement & HTMLTextAreaElement, FieldProps>(function Field(
  { id, label, hint, error, end, required, className, multiline, rows, ...input },
  ref,
) {
  const note = error ?? hint;
  const noteId = note ? `${id}-helper-text` : undefined;
  const common = { id, ref, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': noteId } as const;
  return (
    <div className={`field${error ? ' field-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field-box">
        {multiline ? (
          <textarea {...common} rows={rows ?? 4} {...(input as InputHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...common} {...input} />
        )}
        {end}
      </div>
      {note ? (
        <p id={noteId} className="field-note">
          {note}
        </p>
      ) : null}
    </div>
  );
});

/** A password field with a show/hide button. */
export const PasswordField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Omit<FieldProps, 'end' | 'type'>>(
  function PasswordField(props, ref) {
    const t = useT();
    const [visible, setVisible] = useState(false);
    return (
      <Field
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        end={
          <button
            type="button"
            className="icon-button"
            aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
              <path d={visible ? EYE_OFF : EYE} fill="currentColor" />
            </svg>
          </button>
        }
      />
    );
  },
);

const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/** A unique id for elements a page shows more than once. */
export const useFieldId = (base: string) => `${base}-${useId().replace(/:/g, '')}`;

/** Work under way (indeterminate), named for assistive technology. */
export function Spinner({ label }: { label: string }) {
  return <progress className="progress" aria-label={label} />;
}
