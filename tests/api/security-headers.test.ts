import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { attachments } from '../../src/server/db/schema/index.js';
import { testContext } from './helpers.js';
import { createDraft, FORMS, newCitizen } from './app-support.js';

function directives(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers (helmet)', () => {
  it('every API answer carries the CSP, frame denial, nosniff and a referrer policy; no HSTS over plain HTTP', async () => {
    const { app } = await testContext();
    for (const url of ['/api/health', '/api/services', '/api/users/me', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['frame-ancestors'], url).toBe("'none'");
      expect(csp['script-src'], url).toBe("'self'");
      expect(csp['object-src'], url).toBe("'none'");
      expect(csp['default-src'], url).toBe("'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS when the request came over HTTPS through a trusted proxy, and only then', async () => {
    const { app, database, clock } = await testContext();
    const behindProxy = await buildApp({
      config: { ...app.config, TRUST_PROXY_HOPS: 1 },
      database,
      clock,
      lapsingSweepMs: null,
    });
    await behindProxy.ready();
    try {
      const https = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy a client cannot claim HTTPS.
      const spoofed = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('the portal page itself is served with the same CSP and never framed', async () => {
    const { app, database, clock } = await testContext();
    const clientDir = path.join(os.tmpdir(), `marriages-client-${process.pid}`);
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
    );
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
    const withClient = await buildApp({ config: app.config, database, clock, clientDir, lapsingSweepMs: null });
    await withClient.ready();
    try {
      for (const url of ['/', '/notices', '/backoffice/dashboard']) {
        const page = await withClient.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        const csp = directives(page.headers['content-security-policy']);
        expect(csp['script-src'], url).toBe("'self'");
        expect(csp['frame-ancestors'], url).toBe("'none'");
        expect(page.headers['x-frame-options'], url).toBe('DENY');
        // A page is asked for afresh each time: it names the build's assets.
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      // The build's assets are named by their content: a browser keeps them for good, asking nothing.
      const asset = await withClient.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Any other file keeps a short life.
      expect((await withClient.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control']).toBe(
        'public, max-age=0',
      );
    } finally {
      await withClient.close();
    }
  });

  it('an uploaded file is sent with Content-Disposition, nosniff and a sandboxing CSP', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const { id } = await createDraft(app, owner.token, 'PUBLIC_PLACE_LICENCE', FORMS.PUBLIC_PLACE_LICENCE);
    const stored = await app.files.put(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'));
    const [file] = await database.db
      .insert(attachments)
      .values({
        applicationId: id,
        kind: 'OWNERSHIP_EVIDENCE',
        fileName: 'title deed.pdf',
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        uploadedBy: owner.userId,
      })
      .returning();
    const response = await app.inject({
      method: 'GET',
      url: `/api/attachments/${file.id}/content`,
      headers: { authorization: owner.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="title deed\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(response.headers['content-security-policy']);
    expect(Object.keys(csp)).toContain('sandbox');
    expect(csp['default-src']).toBe("'none'");
  });
});
