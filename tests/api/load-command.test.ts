import { describe, expect, it } from 'vitest';
import { runCommand } from './command-support.js';

describe('npm run load', () => {
  it('drives a portal on this machine only: another host is refused before any request', async () => {
    for (const url of ['http://portal.example:8080', 'http://10.0.0.5:8080', 'http://127.0.0.1.example:80']) {
      const run = await runCommand('scripts/load.ts', ['--url', url, '--duration', '3'], {});
      expect(run.code).toBe(2);
      expect(run.output).toContain('drives a portal on this machine only');
    }
  }, 60_000);
});
