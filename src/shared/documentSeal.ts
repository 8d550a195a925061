/**
 * The signed particulars a document's QR code carries (docs/security.md, "Signed documents"), read
 * the same way by the server (which signs them), the tests and the /verify page (which checks them
 * offline with the registry's published public keys, through WebCrypto's Ed25519).
 *
 * A seal, byte by byte (then written in base64url without padding, after `#` in the verify address):
 *
 *   byte 0        the format: 1
 *   bytes 1-6     the key id (kid): the first 6 bytes of the SHA-256 of the raw 32-byte public key
 *   bytes 7…n-65  the particulars: UTF-8 text, fields separated by U+001E, a label from its value by U+001F:
 *                 kind ␞ number ␞ title ␞ date issued (dd-mm-yyyy) ␞ verification code [␞ label ␟ value]…
 *   last 64 bytes the Ed25519 signature of every byte before it (format, kid and particulars)
 */

export const SEAL_FORMAT = 1;
export const KID_BYTES = 6;
export const SIGNATURE_BYTES = 64;
const FIELD = '\u001e';
const PAIR = '\u001f';
/** A particular's value is cut to this many characters (the paper carries it whole). */
export const PARTICULAR_CHARS = 80;
/** At most this many particulars besides the kind, number, title, date and code. */
export const MAX_PARTICULARS = 4;

export interface SealParticular {
  label: string;
  value: string;
}

/** What a seal says: what a checker compares against the paper. */
export interface SealBody {
  kind: string;
  number: string;
  /** The title as printed (in the language of the paper). */
  title: string;
  /** dd-mm-yyyy, as printed. */
  issuedOn: string;
  /** The verification code printed under the QR code (20 characters). */
  code: string;
  particulars: SealParticular[];
}

/** A public key as GET /api/verify/keys publishes it (a JWK of RFC 8037). */
export interface SealPublicKey {
  kty: 'OKP';
  crv: 'Ed25519';
  /** The raw 32-byte public key, base64url. */
  x: string;
  /** base64url of the key id's 6 bytes. */
  kid: string;
  use?: 'sig';
  /** `active`: signs the documents issued now; `retired`: kept so that older documents still verify. */
  status?: 'active' | 'retired';
}

export type SealVerdict =
  | { verdict: 'genuine'; kid: string; body: SealBody }
  /** Ours by its form and key id, but its signature does not match what it says. */
  | { verdict: 'altered'; kid: string }
  /** Not a seal of this registry: another format, or a key this registry never published. */
  | { verdict: 'not-ours' };

/** A field with no control characters (the seal's separators among them), trimmed. */
const clean = (text: string) =>
  Array.from(text, (c) => (c.charCodeAt(0) < 0x20 ? ' ' : c))
    .join('')
    .trim();

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The particulars as the seal writes them (control characters made spaces, values cut). */
export function encodeBody(body: SealBody): Uint8Array {
  const fields = [body.kind, body.number, body.title, body.issuedOn, body.code].map(clean);
  for (const { label, value } of body.particulars.slice(0, MAX_PARTICULARS)) {
    fields.push(`${clean(label)}${PAIR}${clean(value).slice(0, PARTICULAR_CHARS)}`);
  }
  return new TextEncoder().encode(fields.join(FIELD));
}

export function decodeBody(bytes: Uint8Array): SealBody | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const [kind, number, title, issuedOn, code, ...rest] = text.split(FIELD);
  if (code === undefined || !kind || !number) return null;
  const particulars: SealParticular[] = [];
  for (const field of rest) {
    const [label, value, extra] = field.split(PAIR);
    if (value === undefined || extra !== undefined) return null;
    particulars.push({ label, value });
  }
  return { kind, number, title, issuedOn, code, particulars };
}

/** The bytes a seal's signature covers: the format, the key id and the particulars. */
export function sealMessage(kid: Uint8Array, body: SealBody): Uint8Array {
  const encoded = encodeBody(body);
  const message = new Uint8Array(1 + KID_BYTES + encoded.length);
  message[0] = SEAL_FORMAT;
  message.set(kid.subarray(0, KID_BYTES), 1);
  message.set(encoded, 1 + KID_BYTES);
  return message;
}

/** A seal's text: the signed message and its signature, base64url. */
export function sealText(message: Uint8Array, signature: Uint8Array): string {
  const all = new Uint8Array(message.length + signature.length);
  all.set(message);
  all.set(signature, message.length);
  return base64url(all);
}

/**
 * The seal in what a QR code or a person gave: a verify address (the seal after `#`) or the seal
 * alone; null when there is none.
 */
export function sealIn(input: string): string | null {
  const text = input.trim();
  const hash = text.indexOf('#');
  const seal = hash >= 0 ? text.slice(hash + 1) : text;
  return /^[A-Za-z0-9_-]{100,}$/.test(seal) ? seal : null;
}

/** A seal's parts, or null when it is not a seal of this format. */
export function parseSeal(seal: string) {
  const bytes = fromBase64url(seal);
  if (!bytes || bytes.length < 1 + KID_BYTES + 1 + SIGNATURE_BYTES || bytes[0] !== SEAL_FORMAT) return null;
  const message = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  return {
    kid: base64url(bytes.subarray(1, 1 + KID_BYTES)),
    message,
    signature: bytes.subarray(bytes.length - SIGNATURE_BYTES),
    body: message.subarray(1 + KID_BYTES),
  };
}

/** The WebCrypto of this runtime (the browser's, or Node's global one). */
const subtle = () => globalThis.crypto.subtle;

/**
 * Checks a seal (or a verify address holding one) against the published public keys, with no
 * network: genuine (with its particulars), altered (our form and key, a signature that fails) or
 * not ours (another form, or a key we never published).
 */
export async function checkSeal(input: string, keys: readonly SealPublicKey[]): Promise<SealVerdict> {
  const seal = sealIn(input);
  const parts = seal ? parseSeal(seal) : null;
  if (!parts) return { verdict: 'not-ours' };
  const jwk = keys.find((k) => k.kid === parts.kid && k.kty === 'OKP' && k.crv === 'Ed25519');
  if (!jwk) return { verdict: 'not-ours' };
  const key = await subtle().importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, { name: 'Ed25519' }, false, [
    'verify',
  ]);
  const good = await subtle().verify(
    { name: 'Ed25519' },
    key,
    parts.signature as Uint8Array<ArrayBuffer>,
    parts.message as Uint8Array<ArrayBuffer>,
  );
  if (!good) return { verdict: 'altered', kid: parts.kid };
  const body = decodeBody(parts.body);
  return body ? { verdict: 'genuine', kid: parts.kid, body } : { verdict: 'not-ours' };
}

/** The hex SHA-256 of a verification code: how the status list names a document. */
export async function codeDigest(code: string): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', new TextEncoder().encode(code)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
