import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BODY_LIMIT } from '../../src/server/http/bodyLimits.js';
import { DEPTH_MESSAGE } from '../../src/server/http/storable.js';
import { call, extraApp, signIn, testContext, type TestContext } from './helpers.js';

/**
 * What a slow or greedy client cannot do: hold a connection open by sending nothing (or a byte at a
 * time), open more connections than a process keeps, or make the server parse deep or large JSON on
 * routes anyone may call. The timeouts here are short by configuration; the defaults are in
 * src/server/config.ts.
 */
let ctx: TestContext;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  ctx = await testContext();
  app = await extraApp({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', MAX_CONNECTIONS: '3' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

interface Ending {
  /** Everything the server wrote before it closed the connection. */
  answer: string;
}

/** A raw connection: `talk` writes on it; resolves with what the server wrote once it closes the connection. */
function connection(talk: (socket: net.Socket) => void = () => {}): { socket: net.Socket; closed: Promise<Ending> } {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  socket.once('connect', () => talk(socket));
  const closed = new Promise<Ending>((resolve) => socket.once('close', () => resolve({ answer })));
  return { socket, closed };
}

/** Writes `parts` one after another, each when the server has not closed the connection yet. */
function trickle(socket: net.Socket, parts: string[], everyMs: number) {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || next >= parts.length) return clearInterval(timer);
    socket.write(parts[next]);
    next += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  it('closes a connection that never finishes its headers, with 408', async () => {
    const { closed } = connection((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // One more header line every 300 ms, never the blank line that ends them.
      trickle(
        socket,
        Array.from({ length: 200 }, (_v, i) => `X-Slow-${i}: 1\r\n`),
        300,
      );
    });
    expect((await closed).answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a connection whose body arrives a byte at a time, with 408', async () => {
    const body = JSON.stringify({ phoneOrEmail: 'slow@example.test', password: 'x'.repeat(200) });
    const { closed } = connection((socket) => {
      socket.write(
        `POST /api/users/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      trickle(socket, [...body], 200);
    });
    expect((await closed).answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a connection that says nothing at all', async () => {
    const { closed } = connection();
    expect((await closed).answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
  }, 30_000);
});

describe('the connection cap', () => {
  it('closes connections beyond MAX_CONNECTIONS as they arrive, and takes new ones once others close', async () => {
    const held = [connection(), connection(), connection()];
    // The three are open once the server has answered on each.
    await Promise.all(
      held.map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            socket.once('data', () => resolve());
            socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
          }),
      ),
    );
    const fourth = connection((socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    expect((await fourth.closed).answer).toBe('');
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    // The server counts a closed connection out on its next turn; a new one is then answered.
    let answered = '';
    for (let attempt = 0; attempt < 50 && !answered.startsWith('HTTP/1.1 200'); attempt += 1) {
      const again = connection((socket) =>
        socket.end('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      answered = (await again.closed).answer;
    }
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);
});

describe('JSON bodies', () => {
  it('refuses nesting deeper than the limit before parsing: a deep body that is not even JSON says so', async () => {
    const deep = `${'['.repeat(40)}this is not JSON`;
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(DEPTH_MESSAGE);
  });

  it('counts only brackets outside strings, across any split of the body', async () => {
    const inString = JSON.stringify({ phoneOrEmail: `${'[{'.repeat(100)}@example.test`, password: '\\"[[[[' });
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: inString,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).not.toBe(500);
    expect(response.body.message).not.toBe(DEPTH_MESSAGE);
  });

  it("reads at most 64 KB on a route anyone may call, and the app's limit on signed-in routes", async () => {
    const big = JSON.stringify({ phoneOrEmail: 'someone@example.test', password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    const callback = await call(ctx.app, {
      method: 'POST',
      url: '/api/payments/callback',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(callback.status).toBe(413);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(login.status).toBe(413);
    const { token } = await signIn(ctx.app, 'citizen@demo.test');
    const signedIn = await call(ctx.app, {
      method: 'POST',
      url: '/api/applications',
      token,
      payload: { serviceCode: 'MARRIAGE_NOTICE', formData: { note: 'x'.repeat(PUBLIC_BODY_LIMIT) } },
    });
    expect(signedIn.status).not.toBe(413);
  });
});
