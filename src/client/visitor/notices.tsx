import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LodgedObjection, PublicNotice } from '../../shared/contracts/notices.js';
import { toDisplayDate } from '../../shared/dates.js';
import { ApiError, errorMessage, getData, getList, postData, useAnswer } from './api.js';
import { applyServerErrors } from './forms.js';
import { useT } from './i18n.js';
import { Alert, Field, Layout } from './ui.js';

const PER_PAGE = 10;

/** GET /api/public/notices (simple-rest: the rows and the total in Content-Range). */
async function fetchNotices(
  q: string,
  district: string,
  page: number,
): Promise<{ rows: PublicNotice[]; total: number }> {
  const filter: Record<string, string> = {};
  if (q) filter.q = q;
  if (district) filter.district = district;
  const start = (page - 1) * PER_PAGE;
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([start, start + PER_PAGE - 1]),
    sort: JSON.stringify(['publishedAt', 'DESC']),
  });
  const { data, total } = await getList(`/public/notices?${params}`, (c) => c.publicNotices);
  return { rows: data, total: total ?? data.length };
}

const DISTRICTS_URL = `/districts?filter=${encodeURIComponent('{"active":true}')}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,499]')}`;

/** /notices: the notices of marriage now published, searchable by name or number and by district. */
export function NoticeBoard() {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [district, setDistrict] = useState('');
  const [page, setPage] = useState(1);
  const districts = useAnswer('districts', () => getData(DISTRICTS_URL, (c) => c.districts)).data ?? [];
  const notices = useAnswer(JSON.stringify([q, district, page]), () => fetchNotices(q, district, page));
  const [objecting, setObjecting] = useState<PublicNotice | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [text]);
  const data = notices.data;
  const error = notices.error ? errorMessage(notices.error) : undefined;
  const fetching = !notices.current;
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <Layout wide>
      <h1 className="h4">{t('notices.board.title')}</h1>
      <p>{t('notices.board.lead')}</p>
      <form
        className="filters"
        aria-label={t('notices.board.searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
          setPage(1);
        }}
      >
        <Field
          id="notice-search"
          type="search"
          label={t('notices.board.search')}
          value={text}
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
        />
        <div className="field">
          <label htmlFor="notice-district">{t('notices.board.district')}</label>
          <div className="field-box">
            <select
              id="notice-district"
              value={district}
              onChange={(event) => {
                setDistrict(event.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('notices.board.allDistricts')}</option>
              {districts.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
      {/* The bar keeps its place when it goes, and the results theirs while they load: nothing below moves (no layout shift). */}
      <div className="progress-slot">
        {fetching ? <progress className="progress" aria-label={t('notices.board.loading')} /> : null}
      </div>
      <div className={data ? 'results' : 'results waiting'}>
        {error ? (
          <Alert severity="error">
            {t('notices.board.error', { message: error })}{' '}
            <button type="button" className="button text" onClick={notices.retry}>
              {t('notices.board.retry')}
            </button>
          </Alert>
        ) : null}
        <output className="small block count" aria-live="polite">
          {data
            ? data.total === 0
              ? t('notices.board.none')
              : t('notices.board.count', { smart_count: data.total })
            : fetching
              ? t('notices.board.loading')
              : ''}
        </output>
        {data && data.rows.length > 0 ? (
          <ul className="grid3">
            {data.rows.map((notice) => (
              <li key={notice.id}>
                <NoticeCard notice={notice} onObject={() => setObjecting(notice)} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {pages > 1 ? (
        <nav aria-label={t('notices.board.pages')} className="pager">
          <ul>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className="page-button"
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => setPage(n)}
                >
                  {n}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {objecting ? <ObjectionDialog notice={objecting} onClose={() => setObjecting(null)} /> : null}
    </Layout>
  );
}

function NoticeCard({ notice, onObject }: { notice: PublicNotice; onObject: () => void }) {
  const t = useT();
  const headingId = `notice-${notice.id}`;
  const rows: [string, string][] = [
    [t('notices.board.noticeNumber'), notice.noticeNumber],
    [t('notices.board.district'), notice.districtName || notice.district],
    [t('notices.board.intendedDate'), toDisplayDate(notice.intendedDate)],
    [t('notices.board.venue'), notice.venueName],
    [t('notices.board.publishedAt'), toDisplayDate(notice.publishedAt)],
    [t('notices.board.noticeEndsAt'), toDisplayDate(notice.noticeEndsAt)],
  ];
  return (
    <article className="card outlined notice" aria-labelledby={headingId}>
      <h2 className="h6 wrap" id={headingId}>
        {notice.partyAName} <span className="normal">{t('notices.board.and')}</span> {notice.partyBName}
      </h2>
      <dl className="pairs small">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="button outlined warning"
        onClick={onObject}
        aria-label={t('notices.board.objectTo', { number: notice.noticeNumber })}
        aria-haspopup="dialog"
      >
        {t('notices.board.object')}
      </button>
    </article>
  );
}

type ObjectionInput = { objectorName: string; objectorContact: string; grounds: string };

/** The accessible objection form of one notice (a modal dialog), then its acknowledgement. */
function ObjectionDialog({ notice, onClose }: { notice: PublicNotice; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<LodgedObjection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messages = {
    name: t('notices.objection.nameRequired'),
    contact: t('notices.objection.contactInvalid'),
    grounds: t('notices.objection.groundsShort'),
  };
  const { register, handleSubmit, setError, formState } = useForm<ObjectionInput>({
    defaultValues: { objectorName: '', objectorContact: '', grounds: '' },
    resolver: async (values, context, options) => {
      const [{ z, zodResolver }, { normalContact }] = await Promise.all([
        import('./rules.js'),
        import('../../shared/phone.js'),
      ]);
      const schema = z.object({
        objectorName: z.string().trim().min(2, messages.name).max(160),
        objectorContact: z
          .string()
          .trim()
          .max(254)
          // The server's own rule: an address, or a number as people write it ("0712 345 678" too).
          .refine((value) => normalContact(value) !== null, messages.contact),
        grounds: z.string().trim().min(20, messages.grounds).max(4000),
      });
      return zodResolver(schema)(values, context, options as never) as never;
    },
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const send = handleSubmit(async (input) => {
    setProblem(null);
    try {
      setDone(await postData(`/public/notices/${notice.id}/objections`, input, (c) => c.lodgedObjectionSchema));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setProblem(`${t('notices.objection.closed')} ${errorMessage(error)}`.trim());
      else if (error instanceof ApiError && error.status === 429) setProblem(t('notices.objection.tooMany'));
      else setProblem(applyServerErrors(error, setError));
    }
  });
  const titleId = `objection-title-${notice.id}`;
  const errors = formState.errors;
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {done ? (
        <div>
          <h2 id={titleId} ref={doneRef} tabIndex={-1} className="h6">
            {t('notices.objection.doneTitle')}
          </h2>
          <Alert severity="success">
            <p className="strong" data-testid="objection-reference">
              {t('notices.objection.reference', { reference: done.reference })}
            </p>
            {done.message ? <p className="small">{done.message}</p> : null}
            <p className="small">{t('notices.objection.keep')}</p>
          </Alert>
          <div className="dialog-actions">
            <button type="button" className="button contained" onClick={onClose}>
              {t('notices.objection.close')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={send}>
          <h2 id={titleId} className="h6">
            {t('notices.objection.title', { number: notice.noticeNumber })}
          </h2>
          <p className="small">{`${notice.partyAName} ${t('notices.board.and')} ${notice.partyBName}`}</p>
          <p className="small">{t('notices.objection.intro')}</p>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Field
            id="objectorName"
            label={t('notices.objection.name')}
            required
            autoComplete="name"
            error={errors.objectorName?.message}
            {...register('objectorName')}
          />
          <Field
            id="objectorContact"
            label={t('notices.objection.contact')}
            required
            hint={t('notices.objection.contactHint')}
            error={errors.objectorContact?.message}
            {...register('objectorContact')}
          />
          <Field
            id="grounds"
            label={t('notices.objection.grounds')}
            required
            multiline
            rows={4}
            hint={t('notices.objection.groundsHint')}
            error={errors.grounds?.message}
            {...register('grounds')}
          />
          <div className="dialog-actions">
            <button type="button" className="button text" onClick={onClose}>
              {t('notices.objection.cancel')}
            </button>
            <button type="submit" className="button contained" disabled={formState.isSubmitting}>
              {t('notices.objection.send')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
