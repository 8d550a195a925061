import { codeAt, DEMO_SECOND_FACTOR_KEY } from '../../modules/accounts/secondFactor.js';

/** What a sign-in sends besides the identifier and the password. */
export interface SecondFactorFields {
  code?: string;
  trustDevice?: boolean;
  trustedDevices?: string[];
}

/**
 * How the portal's own tools (the tests, the bench, the load test) sign in as the demo's and the bulk
 * data's staff, who share the published authenticator key: the first sign-in of an account gives the
 * key's code of that moment and asks for a device trust; every later one sends that trust instead, as
 * a person's browser does after "do not ask again on this device". A code is taken once per 30-second
 * step, so a tool that signed in with a code each time would have to wait for the next step; with the
 * trust it never waits. An account without a second factor ignores both.
 */
export class DemoStaffSignIn {
  private readonly trusts = new Map<string, string>();

  /** The fields of a sign-in as `account` at `now` (the server's clock): its trust, else a code. */
  fields(account: string, now: Date): SecondFactorFields {
    const trust = this.trusts.get(account.toLowerCase());
    return trust ? { trustedDevices: [trust] } : { code: codeAt(DEMO_SECOND_FACTOR_KEY, now), trustDevice: true };
  }

  /** Keeps the trust a sign-in answered (a sign-in with the trust answers none and keeps the old one). */
  took(account: string, answer: { deviceTrust?: string } | undefined): void {
    if (answer?.deviceTrust) this.trusts.set(account.toLowerCase(), answer.deviceTrust);
  }

  /** The account's trust was refused (it ended, or its second factor was reset): the next sign-in gives a code. */
  forget(account: string): boolean {
    return this.trusts.delete(account.toLowerCase());
  }

  /** The trust kept for the account, if any (what a browser of the tests is given to hold). */
  trustOf(account: string): string | undefined {
    return this.trusts.get(account.toLowerCase());
  }
}
