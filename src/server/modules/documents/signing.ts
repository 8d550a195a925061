import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import {
  base64url,
  fromBase64url,
  KID_BYTES,
  MAX_PARTICULARS,
  sealMessage,
  sealText,
  type SealBody,
  type SealPublicKey,
} from '../../../shared/documentSeal.js';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { DocumentKind } from '../../../shared/documents.js';
import type { DocumentContent } from './content.js';
import { sayDocument } from './words.sw.js';

/**
 * The registry's keys for the documents' seals (docs/security.md, "Signed documents"): the one that
 * signs (DOCUMENT_SIGNING_KEY_FILE) and the retired public keys kept so that what they signed still
 * verifies (DOCUMENT_RETIRED_KEYS_FILE). Kept outside the database, in files every API process reads.
 */
export interface DocumentKeyring {
  /** The key id (base64url) of the signing key. */
  kid: string;
  /** Signs the seals of the documents drawn now. */
  privateKey: KeyObject;
  /** The signing key's public half, then the retired ones: what GET /api/verify/keys publishes. */
  published: SealPublicKey[];
}

type KeySettings = Pick<Config, 'DOCUMENT_SIGNING_KEY_FILE' | 'DOCUMENT_RETIRED_KEYS_FILE' | 'documentSigningKeyGiven'>;

/** A public key's id: the first 6 bytes of the SHA-256 of its raw 32 bytes. */
export function keyIdOf(publicKey: KeyObject): Uint8Array {
  const raw = fromBase64url(publicKey.export({ format: 'jwk' }).x as string)!;
  return new Uint8Array(createHash('sha256').update(raw).digest().subarray(0, KID_BYTES));
}

function publishedKey(publicKey: KeyObject, status: 'active' | 'retired'): SealPublicKey {
  return {
    kty: 'OKP',
    crv: 'Ed25519',
    x: publicKey.export({ format: 'jwk' }).x as string,
    kid: base64url(keyIdOf(publicKey)),
    use: 'sig',
    status,
  };
}

/**
 * Writes a new Ed25519 private key to `file` unless one is there: created exclusively (`wx`), so
 * that of processes starting at once one writes it and the others read it.
 */
function generateKeyFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    writeSync(fd, pem);
  } finally {
    closeSync(fd);
  }
}

/** Reads a file the other process may still be writing (a few tries, a moment apart). */
function readWhole(file: string): string {
  for (let attempt = 0; ; attempt++) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('-----END') || attempt >= 20) return text;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
  }
}

/**
 * The keyring of the settings: the signing key read from its file (generated there on a first start
 * when the setting was not given, i.e. DATA_DIR's default outside production), and the retired keys.
 * A key that cannot be read stops the start with a ConfigError.
 */
export function loadDocumentKeys(settings: KeySettings): DocumentKeyring {
  const file = settings.DOCUMENT_SIGNING_KEY_FILE;
  if (!existsSync(file)) {
    if (settings.documentSigningKeyGiven)
      throw new ConfigError(
        `Invalid configuration:\n  DOCUMENT_SIGNING_KEY_FILE: ${file} does not exist (openssl genpkey -algorithm ed25519 -out ${file})`,
      );
    generateKeyFile(file);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(readWhole(file));
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  DOCUMENT_SIGNING_KEY_FILE: ${file} is not a PEM private key (openssl genpkey -algorithm ed25519)`,
    );
  }
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new ConfigError(`Invalid configuration:\n  DOCUMENT_SIGNING_KEY_FILE: ${file} is not an Ed25519 key`);
  const active = publishedKey(createPublicKey(privateKey), 'active');
  const retired: SealPublicKey[] = [];
  const retiredFile = settings.DOCUMENT_RETIRED_KEYS_FILE;
  if (existsSync(retiredFile)) {
    const blocks = readFileSync(retiredFile, 'utf8').match(
      /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g,
    );
    for (const block of blocks ?? []) {
      let key: KeyObject;
      try {
        key = createPublicKey(block);
      } catch {
        throw new ConfigError(
          `Invalid configuration:\n  DOCUMENT_RETIRED_KEYS_FILE: ${retiredFile} holds a key that cannot be read`,
        );
      }
      if (key.asymmetricKeyType !== 'ed25519')
        throw new ConfigError(
          `Invalid configuration:\n  DOCUMENT_RETIRED_KEYS_FILE: ${retiredFile} holds a key that is not Ed25519`,
        );
      const published = publishedKey(key, 'retired');
      if (published.kid !== active.kid && !retired.some((k) => k.kid === published.kid)) retired.push(published);
    }
  }
  return { kid: active.kid, privateKey, published: [active, ...retired] };
}

/** A seal of these particulars, signed with the keyring's signing key (Ed25519: the same bytes every time). */
export function sealOf(keys: DocumentKeyring, body: SealBody): string {
  const message = sealMessage(fromBase64url(keys.kid)!, body);
  return sealText(message, new Uint8Array(sign(null, message, keys.privateKey)));
}

/**
 * The particulars a document's seal carries, from the content fixed at its issue (so a document drawn
 * again later carries the same seal): its kind, number, title and date as printed, its verification
 * code, and the values the document prints in bold (the parties' names on a certificate, a copy or a
 * licence, the holder and the entry on a letter, the case and the entry on a divorce acknowledgement,
 * the institution on a return's acknowledgement, the receipt's amount…), at most four, each with its
 * label as printed.
 */
export function sealBodyOf(kind: DocumentKind | string, content: DocumentContent): SealBody {
  const locale = content.locale ?? 'en';
  const say = (text: string) => sayDocument(text, locale);
  const particulars: SealBody['particulars'] = [];
  for (const line of content.lines) {
    if (particulars.length >= MAX_PARTICULARS) break;
    if (typeof line !== 'object' || !('label' in line) || !line.strong || line.value === content.number) continue;
    const particular = { label: say(line.label), value: say(line.value) };
    if (!particulars.some((p) => p.label === particular.label && p.value === particular.value))
      particulars.push(particular);
  }
  return {
    kind,
    number: content.number,
    title: say(content.title),
    issuedOn: content.issuedOn,
    code: content.code,
    particulars,
  };
}

/** The address a document's QR code holds: the verify page, with the seal after `#` (never sent to the server). */
export function sealedVerifyUrl(content: Pick<DocumentContent, 'verifyUrl' | 'code'>, seal: string): string {
  const page = content.verifyUrl.endsWith(`/${content.code}`)
    ? content.verifyUrl.slice(0, -(content.code.length + 1))
    : content.verifyUrl;
  return `${page}#${seal}`;
}
