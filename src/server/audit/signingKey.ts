import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

/** The Ed25519 key that signs the audit chain's daily heads. It is kept outside the database. */
export interface AuditSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SHA-256 of the public key (SPKI DER), hex: which key signed a head. */
  keyId: string;
  /** The public key as PEM (SPKI), published with the heads. */
  publicKeyPem: string;
}

/** The file the embedded and development default generates on first start. */
export const DEFAULT_KEY_FILE = 'audit-signing-key.pem';

export function auditKeyFrom(privateKey: KeyObject): AuditSigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new ConfigError('The audit signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(der).digest('hex'),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A new Ed25519 private key as PKCS#8 PEM (what AUDIT_SIGNING_KEY_FILE holds). */
export function newAuditKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The audit signing key: AUDIT_SIGNING_KEY_FILE when set (required in production, config.ts refuses
 * to start without it), else DATA_DIR/audit-signing-key.pem, generated (0600) on first start.
 */
export function loadAuditSigningKey(config: { AUDIT_SIGNING_KEY_FILE?: string; DATA_DIR: string }): AuditSigningKey {
  const file = config.AUDIT_SIGNING_KEY_FILE ?? path.join(config.DATA_DIR, DEFAULT_KEY_FILE);
  if (!existsSync(file)) {
    if (config.AUDIT_SIGNING_KEY_FILE)
      throw new ConfigError(`AUDIT_SIGNING_KEY_FILE: no file at ${file} (an Ed25519 private key, PKCS#8 PEM)`);
    mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, newAuditKeyPem(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of this data folder made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(file));
  } catch {
    throw new ConfigError(`AUDIT_SIGNING_KEY_FILE: ${file} is not a private key (an Ed25519 private key, PKCS#8 PEM)`);
  }
  return auditKeyFrom(key);
}
