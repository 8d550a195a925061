import './unit-zone.js';

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A wait (findBy…, waitFor) ends as soon as what it waits for is on the page; its limit only ends a
// test whose page never gets there. Testing Library's default limit (one second) made a wait a
// race with the machine's load: a form re-rendering after a refused submit took longer on a busy
// CI machine (docs/testing.md). The limit is the test's own.
configure({ asyncUtilTimeout: 20_000 });

// The files of a worker share one page (isolate: false in vite.config.ts): each test leaves it as it
// found it, its storage empty and the real clock back, whatever the next file is.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
