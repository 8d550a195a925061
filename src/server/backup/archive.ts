import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup is one gzip-compressed tar file (`tar tzf` lists it): plain regular files, written and
 * read here without a dependency. Only what the backup writes is read back: names up to 100 bytes,
 * regular files, no links, no extended headers.
 */

export interface ArchiveEntry {
  path: string;
  size: number;
  sha256: string;
}

/** The archive cannot be read: damaged, truncated, or not a backup at all. */
export class ArchiveError extends Error {}

const BLOCK = 512;
/** The ustar size field holds 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`Archive entry too large: ${name}`);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  block.write(name, 0, 'utf8');
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes `entries`, then the entry `last` makes from the list of those written (the manifest with
 * their checksums), into a new gzip-compressed tar file at `target`, readable by its owner only.
 * Refuses a file that exists.
 */
export async function writeArchive(
  target: string,
  entries: AsyncIterable<{ path: string; content: Buffer }>,
  last: (written: ArchiveEntry[]) => { path: string; content: Buffer },
): Promise<ArchiveEntry[]> {
  const written: ArchiveEntry[] = [];
  const now = new Date();
  async function* blocks(): AsyncGenerator<Buffer> {
    const one = function* (path: string, content: Buffer) {
      written.push({ path, size: content.length, sha256: createHash('sha256').update(content).digest('hex') });
      yield header(path, content.length, now);
      if (content.length > 0) yield content;
      if (content.length % BLOCK) yield padding(content.length);
    };
    for await (const { path, content } of entries) yield* one(path, content);
    const closing = last([...written]);
    yield* one(closing.path, closing.content);
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  return written;
}

/** Where the bytes of one entry go while it is read. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

/** Bytes of a stream taken a given number at a time. */
class Bytes {
  private chunks: Buffer[] = [];
  private length = 0;
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.chunks.push(next.value);
    this.length += next.value.length;
    return true;
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** `n` bytes, or fewer where the stream ends. */
  async exactly(n: number): Promise<Buffer> {
    while (this.length < n && (await this.more()));
    return this.take(Math.min(n, this.length));
  }

  /** Up to `n` bytes, at least one unless the stream has ended. */
  async some(n: number): Promise<Buffer> {
    if (this.length === 0) await this.more();
    return this.take(Math.min(n, this.length));
  }

  /** Reads to the end (so that gzip checks its trailer), keeping nothing. */
  async drain(): Promise<void> {
    this.chunks = [];
    this.length = 0;
    while (await this.more()) {
      this.chunks = [];
      this.length = 0;
    }
  }
}

function field(block: Buffer, offset: number, width: number): string {
  const raw = block.subarray(offset, offset + width);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? width : end).toString('utf8');
}

function octalField(block: Buffer, offset: number, width: number, what: string): number {
  const text = field(block, offset, width).trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError(`a damaged entry header (${what})`);
  return Number.parseInt(text, 8);
}

/**
 * Reads the archive at `source` entry by entry: `open` says where each entry's bytes go (it may
 * throw to refuse an entry). Resolves to every entry read, with its size and SHA-256 as read. A
 * damaged, truncated or foreign file is an ArchiveError.
 */
export async function readArchive(
  source: string,
  open: (path: string, size: number) => Promise<EntrySink> | EntrySink,
): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  try {
    await pipeline(createReadStream(source), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
      const bytes = new Bytes(chunks[Symbol.asyncIterator]());
      for (;;) {
        const block = await bytes.exactly(BLOCK);
        if (block.length < BLOCK) throw new ArchiveError('it ends before its last entry (truncated)');
        if (block.every((byte) => byte === 0)) break;
        const stored = octalField(block, 148, 8, 'checksum');
        let sum = 0;
        for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
        if (sum !== stored) throw new ArchiveError('a damaged entry header (its checksum does not match)');
        const type = String.fromCharCode(block[156]);
        const prefix = field(block, 345, 155);
        const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
        const size = octalField(block, 124, 12, 'size');
        if (type !== '0' && type !== '\0') throw new ArchiveError(`an entry that is not a plain file (${name})`);
        const sink = await open(name, size);
        const hash = createHash('sha256');
        let left = size;
        while (left > 0) {
          const piece = await bytes.some(left);
          if (piece.length === 0) throw new ArchiveError(`it ends inside ${name} (truncated)`);
          hash.update(piece);
          await sink.write(piece);
          left -= piece.length;
        }
        await sink.end();
        const pad = (BLOCK - (size % BLOCK)) % BLOCK;
        if ((await bytes.exactly(pad)).length < pad) throw new ArchiveError(`it ends after ${name} (truncated)`);
        entries.push({ path: name, size, sha256: hash.digest('hex') });
      }
      await bytes.drain();
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_'))
      throw new ArchiveError(`it is not an intact gzip file (${(error as Error).message})`);
    throw error;
  }
  return entries;
}
