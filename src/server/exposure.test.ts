import { describe, expect, it } from 'vitest';
import { exposureDecision, isLoopback } from './exposure.js';

describe('the demo accounts and the network', () => {
  const demo = { host: '127.0.0.1', demoPublic: false, isProduction: false, demoAccounts: true };

  it('knows the loopback from the network', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.0.2.2', 'fd00::2', 'portal.example', '10.0.0.1'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('serves the demo on the loopback, as a default start does', () => {
    expect(exposureDecision(demo)).toEqual({});
  });

  it('refuses the demo on another interface unless DEMO_PUBLIC=on says so, then warns', () => {
    const refused = exposureDecision({ ...demo, host: '0.0.0.0' });
    expect(refused).toEqual({
      refusal: expect.stringContaining(
        'HOST=0.0.0.0 would put the demo accounts, whose password is published, on the network',
      ),
    });
    expect(exposureDecision({ ...demo, host: '0.0.0.0', demoPublic: true })).toEqual({
      warning: expect.stringContaining(
        'DEMO_PUBLIC=on: the demo accounts, whose password is published, are reachable on 0.0.0.0',
      ),
    });
  });

  it('refuses the demo accounts in production, on any interface', () => {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      expect(exposureDecision({ ...demo, host, isProduction: true })).toEqual({
        refusal: expect.stringContaining('production refuses to serve them'),
      });
    }
  });

  it('listens wherever HOST says when there is no demo account', () => {
    expect(exposureDecision({ ...demo, demoAccounts: false, host: '0.0.0.0' })).toEqual({});
    expect(exposureDecision({ ...demo, demoAccounts: false, host: '0.0.0.0', isProduction: true })).toEqual({});
  });
});
