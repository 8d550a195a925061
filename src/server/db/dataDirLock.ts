import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded database (PGlite) is used by one process at a time: two processes over one data folder
 * corrupt it. Every process that opens DATA_DIR/pglite (the server, admin:create, seed:demo, backup,
 * restore) holds this lock while it does, and any other is refused with a message naming the holder.
 *
 * The lock is a Unix socket, DATA_DIR/pglite.sock, on which the holder listens (a named pipe on
 * Windows). The kernel answers a connection to it only while the holder's process lives, so a crash
 * leaves no false lock behind (its socket file refuses connections and the next holder replaces it),
 * a busy holder is still seen (the kernel accepts the connection, not the event loop), and there is
 * no clock and no process id to trust. A process asks "who?" by connecting; the holder answers with
 * its pid and command.
 */
export const LOCK_FILE = 'pglite.sock';

/** The longest socket path every Unix accepts (macOS: 104 bytes with the final NUL). */
const MAX_SOCKET_PATH = 100;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid?: number; command?: string },
  ) {
    const who = holder.pid ? `process ${holder.pid}${holder.command ? ` (${holder.command})` : ''}` : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}: PGlite is used by one process at a time. Stop the server (or that command) first, then run this again.`,
    );
  }
}

/** Where the lock of `dataDir` listens; the same answer in every process on this machine. */
export function lockAddress(dataDir: string): string {
  let folder = path.resolve(dataDir);
  try {
    folder = realpathSync(folder);
  } catch {
    // Not there yet: the lock makes it.
  }
  const key = createHash('sha256').update(folder).digest('hex').slice(0, 32);
  if (process.platform === 'win32') return `\\\\.\\pipe\\marriages-portal-${key}`;
  const inside = path.join(folder, LOCK_FILE);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  // A data folder too deep for a socket path: the lock lives in /tmp, named after the folder.
  return path.join('/tmp', `marriages-portal-${key}.sock`);
}

interface Held {
  server: net.Server;
  count: number;
}

/** Locks held by this process, by address: one process may open its own data folder again. */
const held = new Map<string, Held>();

/** What the holder answers: its pid and the command it runs. */
function describeSelf(): string {
  const script = process.argv[1] ?? '';
  const command = /[\\/]main\.(ts|mjs)$/.test(script)
    ? 'the portal server'
    : process.env.npm_lifecycle_event
      ? `npm run ${process.env.npm_lifecycle_event}`
      : path.basename(script);
  return JSON.stringify({ pid: process.pid, command });
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(describeSelf());
    });
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // Like everything in the data folder, the lock is the portal user's only (a socket is created 0755).
      if (process.platform !== 'win32') {
        try {
          chmodSync(address, 0o600);
        } catch {
          // Gone already: the next holder replaces it.
        }
      }
      server.on('error', () => {});
      // The lock never keeps a process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a process listens at `address`, and what it says of itself. */
export function probe(
  address: string,
): Promise<{ alive: false; stale: boolean } | { alive: true; pid?: number; command?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let connected = false;
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      let said: { pid?: number; command?: string } = {};
      try {
        said = JSON.parse(answer) as { pid?: number; command?: string };
      } catch {
        // A busy holder may not answer in time: it is alive all the same.
      }
      resolve({
        alive: true,
        pid: typeof said.pid === 'number' ? said.pid : undefined,
        command: typeof said.command === 'string' ? said.command : undefined,
      });
    };
    const timer = setTimeout(() => (connected ? done() : socket.destroy(new Error('timeout'))), 2000);
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return done();
      clearTimeout(timer);
      resolve({ alive: false, stale: error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK' });
    });
  });
}

/**
 * Takes the lock of the embedded database in `dataDir` (made if missing), or throws DataDirInUseError
 * naming the process that holds it. Resolves to the function that gives it back (once).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const mine = held.get(address);
  if (mine) mine.count += 1;
  else {
    let server: net.Server | undefined;
    for (let attempt = 0; !server; attempt += 1) {
      try {
        server = await listen(address);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 2) throw error;
        const found = await probe(address);
        if (found.alive) throw new DataDirInUseError(path.resolve(dataDir), found);
        // The socket of a process that ended without giving the lock back: nobody answers there.
        if (found.stale && process.platform !== 'win32') rmSync(address, { force: true });
      }
    }
    held.set(address, { server, count: 1 });
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const entry = held.get(address);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    held.delete(address);
    // Closing removes the socket file.
    await new Promise<void>((resolve) => entry.server.close(() => resolve()));
  };
}
