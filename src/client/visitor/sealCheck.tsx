import { useEffect, useRef, useState } from 'react';
import { toDisplayDate, toDisplayDateTime } from '../../shared/dates.js';
import { checkSeal, codeDigest, type SealBody, type SealPublicKey } from '../../shared/documentSeal.js';
import { useT } from './i18n.js';
import { Alert, Field } from './ui.js';

/**
 * /verify's check of a document's QR code on this device (docs/security.md, "Signed documents"): the
 * seal read from the address (`/verify#<seal>`, as a phone's camera opens it), from a photo or from
 * the camera, checked with the registry's public keys; its status from the registry's list of the
 * documents that no longer stand. The page, its scripts, the keys and the last list are kept by a
 * service worker (verify-sw.js), so that the check works without a network once the page was opened.
 */

interface StatusEntry {
  codeSha256: string;
  status: 'REVOKED' | 'SUPERSEDED';
  at: string;
  supersededByNumber: string | null;
}
interface StatusList {
  generatedAt: string;
  documents: StatusEntry[];
}

type State =
  | { phase: 'idle' | 'reading' | 'noCode' | 'noKeys' | 'altered' | 'notOurs' | 'cameraFailed' }
  | { phase: 'genuine'; body: SealBody; status: { list: StatusList; entry: StatusEntry | null } | null };

const KEYS_STORE = 'verify.keys';
const STATUS_STORE = 'verify.status';

/** Reads JSON from the API (answered by the service worker from its copy when there is no network), kept here too. */
async function kept<T>(url: string, store: string, valid: (value: unknown) => value is T): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const json = (await response.json()) as { data?: unknown };
      const value = url.endsWith('/keys') ? json : json.data;
      if (valid(value)) {
        try {
          localStorage.setItem(store, JSON.stringify(value));
        } catch {
          // A full or closed storage: the service worker's copy stands.
        }
        return value;
      }
    }
  } catch {
    // No network: the copy kept below.
  }
  try {
    const value: unknown = JSON.parse(localStorage.getItem(store) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isKeys = (value: unknown): value is { keys: SealPublicKey[] } =>
  Boolean(value && typeof value === 'object' && Array.isArray((value as { keys?: unknown }).keys));
const isStatus = (value: unknown): value is StatusList =>
  Boolean(
    value &&
      typeof value === 'object' &&
      typeof (value as StatusList).generatedAt === 'string' &&
      Array.isArray((value as StatusList).documents),
  );

/** Registers the service worker that keeps /verify for checks without a network (built pages only). */
function keepForOffline() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/verify-sw.js', { scope: '/verify' }).catch(() => {
    // Without it the page still checks online (and offline with the keys this page kept).
  });
}

const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

export default function SealCheck() {
  const t = useT();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const busy = useRef(0);

  const check = async (text: string) => {
    const run = ++busy.current;
    setState({ phase: 'reading' });
    const keys = await kept('/api/verify/keys', KEYS_STORE, isKeys);
    if (run !== busy.current) return;
    if (!keys) return setState({ phase: 'noKeys' });
    const result = await checkSeal(text, keys.keys);
    if (result.verdict === 'altered') return setState({ phase: 'altered' });
    if (result.verdict === 'not-ours') return setState({ phase: 'notOurs' });
    const list = await kept('/api/verify/status', STATUS_STORE, isStatus);
    const digest = await codeDigest(result.body.code);
    if (run !== busy.current) return;
    setState({
      phase: 'genuine',
      body: result.body,
      status: list ? { list, entry: list.documents.find((d) => d.codeSha256 === digest) ?? null } : null,
    });
  };

  // The keys and the last status list fetched now, so that they are here for a check without a network.
  useEffect(() => {
    keepForOffline();
    void kept('/api/verify/keys', KEYS_STORE, isKeys);
    void kept('/api/verify/status', STATUS_STORE, isStatus);
    const fromAddress = () => {
      if (window.location.hash.length > 1) void check(window.location.href);
    };
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    setState({ phase: 'reading' });
    const { readQrInFile } = await import('./qrDecode.js');
    const text = await readQrInFile(file);
    if (text) await check(text);
    else setState({ phase: 'noCode' });
  };

  // The camera: a frame read every few tenths of a second until a code is found or the camera is stopped.
  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const stop = () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (live) {
          setCamera(false);
          setState({ phase: 'cameraFailed' });
        }
        return;
      }
      if (!live || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { readQr } = await import('./qrDecode.js');
      const look = async () => {
        const v = video.current;
        if (!live || !v) return;
        const text = v.videoWidth ? await readQr(v, v.videoWidth, v.videoHeight) : null;
        if (!live) return;
        if (text) {
          setCamera(false);
          void check(text);
        } else timer = setTimeout(look, 300);
      };
      void look();
    })();
    return stop;
    // `check` reads nothing from the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [camera]);

  return (
    <section className="stack gap-top" aria-labelledby="seal-heading">
      <h2 id="seal-heading" className="h5">
        {t('verify.seal.heading')}
      </h2>
      <p>{t('verify.seal.lead')}</p>
      <Field
        id="seal-photo"
        label={t('verify.seal.photo')}
        hint={t('verify.seal.photoHelp')}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          void fromPhoto(input.files?.[0]);
          input.value = '';
        }}
      />
      <div>
        <button type="button" className="button outlined" onClick={() => setCamera((on) => !on)}>
          {t(camera ? 'verify.seal.stopCamera' : 'verify.seal.camera')}
        </button>
      </div>
      {camera ? (
        <video ref={video} className="seal-camera" muted playsInline aria-label={t('verify.seal.cameraView')} />
      ) : null}
      <div aria-live="polite">
        <SealResult state={state} />
      </div>
    </section>
  );
}

function SealResult({ state }: { state: State }) {
  const t = useT();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'reading':
      return <p>{t('verify.seal.reading')}</p>;
    case 'noCode':
      return <Alert severity="warning">{t('verify.seal.noCode')}</Alert>;
    case 'cameraFailed':
      return <Alert severity="warning">{t('verify.seal.cameraFailed')}</Alert>;
    case 'noKeys':
      return <Alert severity="warning">{t('verify.seal.noKeys')}</Alert>;
    case 'altered':
      return (
        <Alert severity="error" title={t('verify.seal.altered')}>
          {t('verify.seal.alteredLead')}
        </Alert>
      );
    case 'notOurs':
      return (
        <Alert severity="error" title={t('verify.seal.notOurs')}>
          {t('verify.seal.notOursLead')}
        </Alert>
      );
    case 'genuine': {
      const { body, status } = state;
      return (
        <div className="stack" data-testid="seal-result">
          <Alert severity="success" title={t('verify.seal.genuine')}>
            {t('verify.seal.genuineLead')}
          </Alert>
          <dl className="pairs strong">
            <dt>{t('verify.kind')}</dt>
            <dd>{t(`verify.kinds.${body.kind}`, { _: t('verify.otherKind') })}</dd>
            <dt>{t('verify.documentTitle')}</dt>
            <dd>{body.title}</dd>
            <dt>{t('verify.number')}</dt>
            <dd>{body.number}</dd>
            <dt>{t('verify.issuedAt')}</dt>
            <dd>{body.issuedOn}</dd>
            {body.particulars.map((p, i) => (
              // Labels repeat (two parties' "Name"): the place keeps them apart.
              // eslint-disable-next-line react/no-array-index-key
              <Pair key={i} label={p.label} value={p.value} />
            ))}
            <dt>{t('verify.seal.code')}</dt>
            <dd>{grouped(body.code)}</dd>
          </dl>
          {status === null ? (
            <Alert severity="info">{t('verify.seal.statusUnknown')}</Alert>
          ) : status.entry?.status === 'REVOKED' ? (
            <Alert severity="error" title={t('verify.seal.revoked', { date: toDisplayDate(status.entry.at) })}>
              {t('verify.seal.revokedLead')}
            </Alert>
          ) : status.entry?.status === 'SUPERSEDED' ? (
            <Alert severity="warning" title={t('verify.seal.superseded', { date: toDisplayDate(status.entry.at) })}>
              {status.entry.supersededByNumber
                ? t('verify.seal.supersededLead', { number: status.entry.supersededByNumber })
                : t('verify.seal.supersededLeadUnnamed')}
            </Alert>
          ) : (
            <Alert severity="info" title={t('verify.seal.current')} />
          )}
          {status ? (
            <p className="muted">{t('verify.seal.statusAsOf', { date: toDisplayDateTime(status.list.generatedAt) })}</p>
          ) : null}
        </div>
      );
    }
  }
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
