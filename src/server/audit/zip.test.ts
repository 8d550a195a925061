import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip, writeZip } from './zip.js';

const ENTRIES = [
  { name: 'my-data.json', data: Buffer.from(JSON.stringify({ name: 'Wanjikũ Kamau' })) },
  { name: 'documents/receipt-RCT-2026-000001.pdf', data: Buffer.from('%PDF-1.7\n'.repeat(200)) },
  { name: 'attachments/empty.txt', data: Buffer.alloc(0) },
];

describe('the ZIP writer', () => {
  it('writes entries that read back byte for byte, names in UTF-8', () => {
    const zip = writeZip(ENTRIES);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(readZip(zip).map((e) => [e.name, e.data.toString('hex')])).toEqual(
      ENTRIES.map((e) => [e.name, e.data.toString('hex')]),
    );
  });

  it('refuses a damaged entry', () => {
    const zip = writeZip([{ name: 'a.txt', data: Buffer.from('stored as it is, in deflate') }]);
    // The CRC-32 the directory keeps for the entry no longer matches its bytes.
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    zip[directory + 16] ^= 0xff;
    expect(() => readZip(zip)).toThrow('Damaged ZIP entry: a.txt');
  });

  it.skipIf(!existsSync('/usr/bin/unzip'))('is a ZIP that unzip tests sound', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marriages-zip-'));
    try {
      const file = path.join(dir, 'my-data.zip');
      writeFileSync(file, writeZip(ENTRIES));
      expect(execFileSync('/usr/bin/unzip', ['-t', file]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
