import { beforeAll } from 'vitest';
import { testContext } from '../api/helpers.js';

// The shared database is migrated and the demo seeded once, before the first test file's tests, under
// a hook's time limit rather than a test's: on a busy machine the seed alone can outlast a test's 30 s.
beforeAll(async () => {
  await testContext();
}, 240_000);
