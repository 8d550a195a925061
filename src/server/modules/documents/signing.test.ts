import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  base64url,
  checkSeal,
  fromBase64url,
  MAX_PARTICULARS,
  parseSeal,
  sealIn,
  type SealBody,
} from '../../../shared/documentSeal.js';
import { ConfigError } from '../../config.js';
import type { DocumentContent } from './content.js';
import { loadDocumentKeys, sealBodyOf, sealedVerifyUrl, sealOf } from './signing.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'document-keys-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A keyring in its own folder: the signing key generated there (as a first start does), the retired keys given. */
function keyring(retired: string[] = []) {
  const dir = path.join(work, String(++n));
  const retiredFile = path.join(dir, 'retired.pem');
  const keys = loadDocumentKeys({
    DOCUMENT_SIGNING_KEY_FILE: path.join(dir, 'signing.pem'),
    DOCUMENT_RETIRED_KEYS_FILE: retiredFile,
    documentSigningKeyGiven: false,
  });
  if (!retired.length) return { keys, dir };
  writeFileSync(retiredFile, retired.join('\n'));
  return {
    keys: loadDocumentKeys({
      DOCUMENT_SIGNING_KEY_FILE: path.join(dir, 'signing.pem'),
      DOCUMENT_RETIRED_KEYS_FILE: retiredFile,
      documentSigningKeyGiven: false,
    }),
    dir,
  };
}

const body: SealBody = {
  kind: 'MARRIAGE_CERTIFICATE',
  number: 'MC/047/2026/000001',
  title: 'Certificate of marriage',
  issuedOn: '27-11-2026',
  code: 'ABCDEFGHJKLMNPQRSTUV',
  particulars: [
    { label: 'Name', value: 'Wanjiku Kamau' },
    { label: 'Name', value: 'Otieno Odhiambo' },
  ],
};

/** The seal with one byte of its particulars changed (a name's letter, as a forger would). */
function tampered(seal: string): string {
  const bytes = fromBase64url(seal)!;
  const at = bytes.length - 64 - 3;
  bytes[at] = bytes[at] === 0x61 ? 0x62 : 0x61;
  return base64url(bytes);
}

describe("a document's seal: its particulars signed with the registry's key", () => {
  it('verifies with the published key and gives back the particulars', async () => {
    const { keys } = keyring();
    const seal = sealOf(keys, body);
    expect(parseSeal(seal)?.kid).toBe(keys.kid);
    expect(await checkSeal(seal, keys.published)).toEqual({ verdict: 'genuine', kid: keys.kid, body });
    // As the QR code holds it: the verify page's address, the seal after `#`.
    const url = `https://marriages.example/verify#${seal}`;
    expect(sealIn(url)).toBe(seal);
    expect((await checkSeal(url, keys.published)).verdict).toBe('genuine');
  });

  it('is the same every time for the same particulars and key (a document drawn again carries the same code)', () => {
    const { keys } = keyring();
    expect(sealOf(keys, body)).toBe(sealOf(keys, { ...body, particulars: [...body.particulars] }));
    expect(sealOf(keys, body)).not.toBe(sealOf(keys, { ...body, number: 'MC/047/2026/000002' }));
  });

  it('says altered when a byte of the particulars or of the signature was changed', async () => {
    const { keys } = keyring();
    const seal = sealOf(keys, body);
    expect(await checkSeal(tampered(seal), keys.published)).toEqual({ verdict: 'altered', kid: keys.kid });
    const bytes = fromBase64url(seal)!;
    bytes[bytes.length - 1] ^= 0x01;
    expect((await checkSeal(base64url(bytes), keys.published)).verdict).toBe('altered');
  });

  it('says not ours for a key the registry never published, another format or no seal at all', async () => {
    const ours = keyring().keys;
    const theirs = keyring().keys;
    expect(await checkSeal(sealOf(theirs, body), ours.published)).toEqual({ verdict: 'not-ours' });
    const other = fromBase64url(sealOf(ours, body))!;
    other[0] = 2;
    expect(await checkSeal(base64url(other), ours.published)).toEqual({ verdict: 'not-ours' });
    expect(await checkSeal('https://example.com/some/page', ours.published)).toEqual({ verdict: 'not-ours' });
    expect(await checkSeal('ABCD EFGH JKLM NPQR STUV', ours.published)).toEqual({ verdict: 'not-ours' });
    expect(await checkSeal('', ours.published)).toEqual({ verdict: 'not-ours' });
  });

  it('still verifies what a retired key signed after a rotation; the new key signs from then on', async () => {
    const before = keyring();
    const old = sealOf(before.keys, body);
    const oldPublic = createPublicKey(readFileSync(path.join(before.dir, 'signing.pem'), 'utf8')).export({
      format: 'pem',
      type: 'spki',
    }) as string;
    const after = keyring([oldPublic]);
    expect(after.keys.kid).not.toBe(before.keys.kid);
    expect(after.keys.published.map((k) => [k.kid, k.status])).toEqual([
      [after.keys.kid, 'active'],
      [before.keys.kid, 'retired'],
    ]);
    expect(await checkSeal(old, after.keys.published)).toMatchObject({ verdict: 'genuine', kid: before.keys.kid });
    expect(await checkSeal(sealOf(after.keys, body), after.keys.published)).toMatchObject({
      verdict: 'genuine',
      kid: after.keys.kid,
    });
    // Without the retired key, the old document is no longer known.
    expect((await checkSeal(old, keyring().keys.published)).verdict).toBe('not-ours');
  });

  it('keeps the key it generated: a second start reads the same one', () => {
    const { keys, dir } = keyring();
    const again = loadDocumentKeys({
      DOCUMENT_SIGNING_KEY_FILE: path.join(dir, 'signing.pem'),
      DOCUMENT_RETIRED_KEYS_FILE: path.join(dir, 'none.pem'),
      documentSigningKeyGiven: false,
    });
    expect(again.kid).toBe(keys.kid);
  });

  it('refuses a start whose key setting names no file or a key of another kind', () => {
    const missing = path.join(work, 'missing.pem');
    expect(() =>
      loadDocumentKeys({
        DOCUMENT_SIGNING_KEY_FILE: missing,
        DOCUMENT_RETIRED_KEYS_FILE: missing,
        documentSigningKeyGiven: true,
      }),
    ).toThrow(ConfigError);
    const rsa = path.join(work, 'rsa.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(rsa, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    expect(() =>
      loadDocumentKeys({
        DOCUMENT_SIGNING_KEY_FILE: rsa,
        DOCUMENT_RETIRED_KEYS_FILE: missing,
        documentSigningKeyGiven: true,
      }),
    ).toThrow('is not an Ed25519 key');
  });
});

describe('what each document seals', () => {
  const content = (lines: DocumentContent['lines'], locale: 'en' | 'sw' = 'en'): DocumentContent => ({
    office: 'Office of the Registrar of Marriages',
    title: 'Payment receipt',
    number: 'RCT-2026-000001',
    issuedOn: '27-11-2026',
    issuedByName: null,
    lines,
    verifyUrl: 'https://marriages.example/verify/ABCDEFGHJKLMNPQRSTUV',
    code: 'ABCDEFGHJKLMNPQRSTUV',
    stamp: null,
    locale,
  });

  it('the lines printed in bold (not the number again), at most four, in the language of the paper', () => {
    const lines = [
      { label: 'Receipt number', value: 'RCT-2026-000001', strong: true },
      { label: 'Received from', value: 'Wanjiku Kamau' },
      { label: 'Total paid', value: 'KES 3,500.00', strong: true },
      ...Array.from({ length: 6 }, (_, i) => ({ label: 'Name', value: `Person ${i}`, strong: true })),
    ];
    const sealed = sealBodyOf('RECEIPT', content(lines));
    expect(sealed).toMatchObject({ kind: 'RECEIPT', number: 'RCT-2026-000001', issuedOn: '27-11-2026' });
    expect(sealed.particulars).toHaveLength(MAX_PARTICULARS);
    expect(sealed.particulars[0]).toEqual({ label: 'Total paid', value: 'KES 3,500.00' });
    expect(sealBodyOf('RECEIPT', content(lines, 'sw')).title).toBe('Risiti ya Malipo');
  });

  it('puts the seal after # in the verify address, which never reaches the server', () => {
    expect(sealedVerifyUrl(content([]), 'SEAL')).toBe('https://marriages.example/verify#SEAL');
  });
});
