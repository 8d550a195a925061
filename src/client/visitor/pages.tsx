import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { homePathFor } from '../../shared/accounts.js';
import type { PriceEntry } from '../../shared/contracts/prices.js';
import type { Verification } from '../../shared/contracts/documents.js';
import { toDisplayDate } from '../../shared/dates.js';
import { SERVICES, type ServiceDefinition } from '../../shared/services.js';
import { formatMoney } from '../../shared/money.js';
import { getStoredProfile } from '../providers/session.js';
import { ApiError, errorMessage, getData, useAnswer } from './api.js';
import { useLocale, useT } from './i18n.js';
import { billableName } from '../../shared/i18n/billables.js';
import { Alert, Field, Layout, Link, Spinner, useGo } from './ui.js';

interface LookupFormProps {
  initial?: string;
  inputId: string;
  label: string;
  hint?: string;
  submitLabel: string;
  requiredMessage: string;
  normalise: (value: string) => string;
  pathFor: (entry: string) => string;
  characters?: boolean;
}

/** A one-field look-up (a tracking number, a verification code): an empty entry is refused with its message. */
export function LookupForm({
  initial = '',
  inputId,
  label,
  hint,
  submitLabel,
  requiredMessage,
  normalise,
  pathFor,
  characters,
}: LookupFormProps) {
  const go = useGo();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="lookup"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const entry = normalise(value);
        if (!entry) return setError(requiredMessage);
        setError(null);
        go(pathFor(encodeURIComponent(entry)));
      }}
    >
      <Field
        id={inputId}
        label={label}
        value={value}
        onInput={(event) => setValue((event.target as HTMLInputElement).value)}
        error={error ?? undefined}
        hint={hint}
        autoCapitalize={characters ? 'characters' : undefined}
        spellCheck={characters ? false : undefined}
      />
      <button type="submit" className="button contained">
        {submitLabel}
      </button>
    </form>
  );
}

export function TrackingForm({ initial = '' }: { initial?: string }) {
  const t = useT();
  return (
    <LookupForm
      initial={initial}
      inputId="tracking-number"
      label={t('tracking.number')}
      submitLabel={t('tracking.check')}
      requiredMessage={t('tracking.required')}
      normalise={(value) => value.trim()}
      pathFor={(entry) => `/tracking/${entry}`}
    />
  );
}

function ServiceChain({ chain }: { chain: readonly string[] }) {
  const t = useT();
  return (
    <div className="small">
      <strong>{t('prices.chain')}:</strong>
      <ul className="chips">
        {chain.map((level) => (
          <li key={level} className="chip">
            {t(`services.levels.${level}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceCards({ services }: { services: readonly ServiceDefinition[] }) {
  const t = useT();
  return (
    <ul className="grid2">
      {services.map((service) => (
        <li key={service.code} className="card outlined">
          <h2 className="h6">{t(`services.${service.code}.name`)}</h2>
          <p className="small">{t(`services.${service.code}.description`)}</p>
          <ServiceChain chain={service.chain} />
        </li>
      ))}
    </ul>
  );
}

export function Landing() {
  const t = useT();
  return (
    <Layout>
      <section className="block">
        <h1 className="h4">{t('landing.title')}</h1>
        <p>{t('landing.lead')}</p>
        <div className="actions">
          <Link to="/auth/sign-up" className="button contained large">
            {t('landing.start')}
          </Link>
          <Link to="/sign-in" className="button outlined large">
            {t('landing.signIn')}
          </Link>
        </div>
      </section>
      <section className="block card" aria-labelledby="track-title">
        <h2 id="track-title" className="h5">
          {t('landing.trackTitle')}
        </h2>
        <p className="small">{t('landing.trackLead')}</p>
        <TrackingForm />
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="h5">
          {t('landing.servicesTitle')}
        </h2>
        <ServiceCards services={SERVICES.filter((s) => s.highlighted)} />
        <p>
          <Link to="/services-prices" className="button text">
            {t('landing.allServices')}
          </Link>
        </p>
      </section>
    </Layout>
  );
}

/** /tracking/{id}: the public status of an application: service, status, stage and dates only. */
export function Tracking() {
  const t = useT();
  const { id = '' } = useParams<{ id?: string }>();
  const answer = useAnswer(id || null, () => getData(`/tracking/${encodeURIComponent(id)}`, (c) => c.trackingSchema));
  const current = answer.current
    ? { result: answer.error ? null : answer.data, error: answer.error ? 'tracking.notFound' : null }
    : null;
  const result = current?.result;
  return (
    <Layout>
      <h1 className="h4">{t('tracking.title')}</h1>
      <TrackingForm initial={id} key={id} />
      <div className="after" aria-live="polite">
        {id && !current ? <p>{t('portal.loading')}</p> : null}
        {current?.error ? <Alert severity="warning">{t(current.error)}</Alert> : null}
        {result ? (
          <dl className="pairs">
            <dt>{t('tracking.service')}</dt>
            <dd>{t(`services.${result.service}.name`, { _: result.service })}</dd>
            <dt>{t('tracking.reference')}</dt>
            <dd>{result.reference}</dd>
            <dt>{t('tracking.status')}</dt>
            <dd>{result.status}</dd>
            <dt>{t('tracking.stage')}</dt>
            <dd>{result.stage ? t(`services.levels.${result.stage}`) : '—'}</dd>
            <dt>{t('tracking.submittedAt')}</dt>
            <dd>{toDisplayDate(result.submittedAt)}</dd>
            <dt>{t('tracking.updatedAt')}</dt>
            <dd>{toDisplayDate(result.updatedAt)}</dd>
          </dl>
        ) : null}
      </div>
    </Layout>
  );
}

/** The check of a document's QR code on this device (a photo, the camera): loaded after the page shows. */
const SealCheck = lazy(() => import('./sealCheck.js'));

/**
 * /verify and /verify/{code}: anyone checks an issued document, by its code (kind, title, number and
 * date only) or by its QR code, whose signed particulars are checked on this device (offline too).
 */
export function Verify() {
  const t = useT();
  const { code = '' } = useParams<{ code?: string }>();
  return (
    <Layout>
      <h1 className="h4">{t('verify.title')}</h1>
      <p>{t('verify.lead')}</p>
      <LookupForm
        key={code}
        initial={code}
        inputId="verification-code"
        label={t('verify.code')}
        hint={t('verify.codeHelp')}
        submitLabel={t('verify.check')}
        requiredMessage={t('verify.required')}
        normalise={(value) => value.replace(/[\s-]/g, '')}
        pathFor={(entry) => `/verify/${entry}`}
        characters
      />
      {code ? <Check code={code} key={`check-${code}`} /> : null}
      <Suspense fallback={null}>
        <SealCheck />
      </Suspense>
    </Layout>
  );
}

type CheckState =
  | { phase: 'loading' | 'unknown' }
  | { phase: 'found'; result: Verification }
  | { phase: 'error'; message: string };

function Check({ code }: { code: string }) {
  const t = useT();
  // The check's key is its code (the component is keyed by it too).
  const answer = useAnswer(code, () => getData(`/verify/${encodeURIComponent(code)}`, (c) => c.verificationSchema));
  const state: CheckState = !answer.current
    ? { phase: 'loading' }
    : answer.error instanceof ApiError && answer.error.status === 404
      ? { phase: 'unknown' }
      : answer.error
        ? { phase: 'error', message: errorMessage(answer.error) }
        : { phase: 'found', result: answer.data as Verification };
  return (
    <div className="after" aria-live="polite">
      {state.phase === 'loading' ? <p>{t('verify.checking')}</p> : null}
      {state.phase === 'unknown' ? (
        <Alert severity="error" title={t('verify.notFound')}>
          {t('verify.notFoundLead')}
        </Alert>
      ) : null}
      {state.phase === 'error' ? (
        <Alert severity="warning">{t('verify.failed', { message: state.message })}</Alert>
      ) : null}
      {state.phase === 'found' ? <VerifyResult result={state.result} /> : null}
    </div>
  );
}

function VerifyResult({ result }: { result: Verification }) {
  const t = useT();
  return (
    <div className="stack">
      {result.revoked ? (
        <Alert severity="error" title={t('verify.revoked', { date: toDisplayDate(result.revokedAt) })}>
          {t('verify.revokedLead')}
          {result.revokedReason ? (
            <div className="gap-top">
              {t('verify.revokedReason')}: {result.revokedReason}
            </div>
          ) : null}
        </Alert>
      ) : result.superseded ? (
        <Alert severity="warning" title={t('verify.superseded', { date: toDisplayDate(result.supersededAt) })}>
          {result.supersededByNumber
            ? t('verify.supersededLead', { number: result.supersededByNumber })
            : t('verify.supersededLeadUnnamed')}
        </Alert>
      ) : (
        <Alert severity="success" title={t('verify.genuine')}>
          {t('verify.genuineLead')}
        </Alert>
      )}
      <dl className="pairs strong">
        <dt>{t('verify.kind')}</dt>
        <dd>{t(`verify.kinds.${result.kind}`, { _: t('verify.otherKind') })}</dd>
        <dt>{t('verify.documentTitle')}</dt>
        <dd>{result.title}</dd>
        <dt>{t('verify.number')}</dt>
        <dd>{result.number}</dd>
        <dt>{t('verify.issuedAt')}</dt>
        <dd>{toDisplayDate(result.issuedAt)}</dd>
      </dl>
    </div>
  );
}

/** /services-prices: every service of the registry with its fee today, who applies and who approves. */
export function ServicesPrices() {
  const t = useT();
  const answer = useAnswer('prices', () => getData('/prices', (c) => c.prices));
  const state = { data: answer.data, error: answer.error ? errorMessage(answer.error) : undefined };
  return (
    <Layout>
      <h1 className="h4">{t('prices.title')}</h1>
      <p>{t('prices.lead')}</p>
      <Alert severity="info">{t('prices.feesNote')}</Alert>
      {state.error ? (
        <Alert severity="error">
          {t('prices.error')} {state.error}{' '}
          <button type="button" className="button text" onClick={answer.retry}>
            {t('prices.retry')}
          </button>
        </Alert>
      ) : !state.data ? (
        <progress className="progress" aria-label={t('prices.loading')} />
      ) : (
        <ul className="stack" aria-label={t('prices.title')}>
          {state.data.map((entry) => (
            <li key={entry.code}>
              <PriceCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </Layout>
  );
}

function PriceCard({ entry }: { entry: PriceEntry }) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const name = t(`services.${entry.code}.name`, { _: entry.name });
  const splitId = `fee-split-${entry.code}`;
  const headingId = `service-${entry.code}`;
  return (
    <article className="card outlined" aria-labelledby={headingId}>
      <div className="price-head">
        <h2 className="h6" id={headingId}>
          {name}
        </h2>
        {entry.fee ? (
          <div className="fee">
            <p className="h6" data-testid={`fee-${entry.code}`}>
              <span className="sr-only">{t('prices.fee')}: </span>
              {entry.fee.amount === 0 ? t('prices.free') : formatMoney(entry.fee.amount, entry.fee.currency)}
            </p>
            <span className="caption">{t('prices.since', { date: toDisplayDate(entry.fee.effectiveFrom) })}</span>
          </div>
        ) : (
          <p className="small muted">{t('prices.noFee')}</p>
        )}
      </div>
      <p className="small">{t(`services.${entry.code}.description`, { _: entry.description })}</p>
      <p className="small">
        <strong>{t('prices.audience')}:</strong> {entry.audience.map((a) => t(`services.audience.${a}`)).join('; ')}
      </p>
      <ServiceChain chain={entry.chain} />
      {entry.billables.length ? (
        <div className="gap-top">
          <h3 className="subtitle">{t('prices.extras')}</h3>
          <ul className="plain">
            {entry.billables.map((extra) => (
              <li key={extra.code}>
                <span>{billableName(extra.name, locale)}</span>
                <span className="small muted block">{`${formatMoney(extra.amount)} · ${t('prices.extraLimit', { count: extra.maxQuantity })}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {entry.taxHeads.length && entry.fee && entry.fee.amount > 0 ? (
        <>
          <button
            type="button"
            className="button text small-button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={splitId}
          >
            {t(open ? 'prices.hideSplit' : 'prices.showSplit')}
          </button>
          {open ? (
            <div id={splitId} className="table-wrap">
              <table>
                <caption>{t('prices.splitCaption', { service: name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('prices.taxHead')}</th>
                    <th scope="col" className="num">
                      {t('prices.share')}
                    </th>
                    <th scope="col" className="num">
                      {t('prices.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.taxHeads.map((head) => (
                    <tr key={head.code}>
                      <th scope="row">{head.name}</th>
                      <td className="num">{`${head.percentage}%`}</td>
                      <td className="num">{formatMoney(head.amount, entry.fee?.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

const TERMS = ['who', 'what', 'why', 'sees', 'keep', 'rights', 'account', 'fees'] as const;

export function Terms() {
  const t = useT();
  return (
    <Layout>
      <h1 className="h4">{t('pages.termsTitle')}</h1>
      {TERMS.map((part) => (
        <section key={part}>
          <h2 className="h6">{t(`terms.${part}.title`)}</h2>
          <p>{t(`terms.${part}.text`)}</p>
        </section>
      ))}
    </Layout>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <Layout>
      <h1 className="h4">{t('ra.page.not_found')}</h1>
      <p>{t('ra.message.not_found')}</p>
      <Link to="/" className="button contained">
        {t('portal.nav.home')}
      </Link>
    </Layout>
  );
}

function Message({ title, lead }: { title: string; lead: string }) {
  const t = useT();
  const profile = getStoredProfile();
  return (
    <Layout>
      <h1 className="h4">{title}</h1>
      <p>{lead}</p>
      <Link to={profile ? homePathFor(profile) : '/sign-in'} className="button contained">
        {t(profile ? 'pages.goHome' : 'portal.nav.signIn')}
      </Link>
    </Layout>
  );
}

export function ForbiddenAccess() {
  const t = useT();
  return <Message title={t('pages.forbiddenTitle')} lead={t('pages.forbiddenLead')} />;
}

export function UnauthorizedAccess() {
  const t = useT();
  return <Message title={t('pages.unauthorizedTitle')} lead={t('pages.unauthorizedLead')} />;
}

/**
 * /account-loading: with a stored profile, the page asked for (or the user's home) opens and the
 * areas' app restores the session from it; with none, sign-in.
 */
export function AccountLoading() {
  const t = useT();
  const go = useGo();
  useEffect(() => {
    const from = (window.history.state as { from?: string } | null)?.from;
    const profile = getStoredProfile();
    if (!profile) go('/sign-in', { replace: true, state: from ? { from } : undefined });
    else go(from ?? homePathFor(profile), { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Layout>
      <output className="centre">
        <Spinner label={t('portal.loading')} />
        <span>{t('pages.accountLoading')}</span>
      </output>
    </Layout>
  );
}

/** Routes for visitors only (sign-in, sign-up…): a signed-in user goes home instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const go = useGo();
  const profile = getStoredProfile();
  useEffect(() => {
    if (profile) go(homePathFor(profile), { replace: true });
  });
  return profile ? null : <>{children}</>;
}
