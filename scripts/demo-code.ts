// The code an authenticator app holding the demo's published key shows now (README, "Demo accounts"):
// for a person trying the demo's staff accounts without adding the key to an app. It reads no server
// and no database: the key is the demo's, and production refuses to serve demo accounts.
import { codeAt, DEMO_SECOND_FACTOR_KEY } from '../src/server/modules/accounts/secondFactor.js';

const now = new Date();
const code = codeAt(DEMO_SECOND_FACTOR_KEY, now);
const left = 30 - (Math.floor(now.getTime() / 1000) % 30);
console.info(
  `${code.slice(0, 3)} ${code.slice(3)}  (the demo staff's code for ${left} more seconds; then the next one)`,
);
