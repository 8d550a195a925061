import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The portal's commands, run as an operator runs them: a TypeScript file through tsx, in a process of its own. */
const root = path.resolve(import.meta.dirname, '../..');

export interface Run {
  code: number | null;
  output: string;
}

/**
 * What a command inherits besides its own settings: the path, the home, the zone, and the test's
 * clock (faketime's library and instant), so a command's "now" is the test's, as the operator's
 * command and server share one machine's clock.
 */
function inherited(): NodeJS.ProcessEnv {
  const clock = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name === 'LD_PRELOAD' || name.startsWith('FAKETIME')),
  );
  return { PATH: process.env.PATH, HOME: process.env.HOME, TZ: process.env.TZ, LOG_LEVEL: 'warn', ...clock };
}

/** Runs one of the portal's commands (a TypeScript file through tsx) to its end, with only this environment. */
export function runCommand(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, file), ...args], {
      cwd: root,
      env: { ...inherited(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Starts the server (src/server/main.ts) and answers once it says where it listens, or once it has
 * stopped (a refusal); `stop` ends a server that started.
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<Run & { stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: { ...inherited(), CLIENT_DIR: path.join(os.tmpdir(), 'no-client'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Marriages portal: ')) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output, stop }));
  });
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real server process (src/server/main.ts) over a PostgreSQL database, with a data folder of its own. */
export interface Machine {
  name: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  log: string;
}

/**
 * Starts the real server as one machine of a deployment over `databaseUrl` (its own data folder, its
 * own port, no demo seeding) and answers once it answers /api/health: the start is what a test waits for.
 */
export async function startMachine(name: string, databaseUrl: string, env: Record<string, string>): Promise<Machine> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `marriages-${name}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: process.env.TZ,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const machine: Machine = { name, port, dataDir, process: child, log: '' };
  child.stdout!.on('data', (chunk) => (machine.log += chunk));
  child.stderr!.on('data', (chunk) => (machine.log += chunk));
  await new Promise<void>((resolve, reject) => {
    const probe = () => {
      if (child.exitCode !== null) return reject(new Error(`${name} stopped (${child.exitCode}):\n${machine.log}`));
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => (response.ok ? resolve() : setTimeout(probe, 100)),
        () => setTimeout(probe, 100),
      );
    };
    probe();
  });
  return machine;
}
