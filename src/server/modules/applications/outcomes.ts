import type { ServiceCode } from '../../../shared/services.js';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../../plugins/auth.js';
import type { DocumentDeps } from '../documents/service.js';
import type { ApplicationRow } from './access.js';
import type { NotifiedUser } from '../notices/common.js';
import { recordSubmission, screenSubmission } from '../duplicates/screening.js';
import type { DuplicateSubjects } from '../duplicates/subjects.js';

export interface HookContext {
  tx: Tx;
  application: ApplicationRow;
  actor: Caller;
  now: Date;
  /** Where an outcome's documents are issued (PDF store, the portal's address, the clock). */
  documents: DocumentDeps;
  /** The applicant's contacts, as the step already read them (notifyUser need not read them again). */
  applicant?: NotifiedUser | null;
  /** The applicant's account as the step read it with the application (names, ID, kind of account). */
  applicantAccount?: ApplicantAccount | null;
}

/** What an outcome may need of the applicant's account (a letter states its holder's identity). */
export interface ApplicantAccount {
  firstName: string;
  middleName: string | null;
  lastName: string;
  idType: string | null;
  idNumber: string | null;
  accountType: string;
  email: string;
  phone: string;
}

/** Carried out in the approving transaction; what it answers is kept as the application's outcome. */
export type OutcomeHook = (ctx: HookContext) => Promise<Record<string, unknown> | void>;

/** Checks a service adds to submit (ages, bigamy…): field path → message. */
export type SubmitCheck = (ctx: Omit<HookContext, 'documents'>) => Promise<Record<string, string>>;

/** The engine's view of the services' server parts: it runs their submit checks and outcomes. */
export class ServiceHooks {
  private readonly outcomes = new Map<ServiceCode, OutcomeHook>();
  private readonly checks = new Map<ServiceCode, SubmitCheck[]>();
  /** The services whose marriages are screened for possible duplicates before their queue (issue 24). */
  private readonly duplicates = new Map<ServiceCode, DuplicateSubjects>();

  onApproved(code: ServiceCode, hook: OutcomeHook): void {
    if (this.outcomes.has(code)) throw new Error(`An outcome for ${code} is already registered`);
    this.outcomes.set(code, hook);
  }

  onSubmit(code: ServiceCode, check: SubmitCheck): void {
    this.checks.set(code, [...(this.checks.get(code) ?? []), check]);
  }

  /** Plugs in the server part of each service given (src/server/services); an outcome already set here (a test's) stays. */
  registerServices(
    services: Partial<
      Record<
        ServiceCode,
        { submitChecks: readonly SubmitCheck[]; onApproved: OutcomeHook | null; duplicates?: DuplicateSubjects }
      >
    >,
  ): this {
    for (const [code, service] of Object.entries(services) as [
      ServiceCode,
      NonNullable<(typeof services)[ServiceCode]>,
    ][]) {
      for (const check of service.submitChecks) this.onSubmit(code, check);
      if (service.onApproved && !this.outcomes.has(code)) this.onApproved(code, service.onApproved);
      if (service.duplicates) this.duplicates.set(code, service.duplicates);
    }
    return this;
  }

  async runOutcome(ctx: HookContext): Promise<Record<string, unknown> | null> {
    const hook = this.outcomes.get(ctx.application.serviceCode as ServiceCode);
    return hook ? ((await hook(ctx)) ?? null) : null;
  }

  async runChecks(ctx: Omit<HookContext, 'documents'>): Promise<Record<string, string>> {
    const errors: Record<string, string> = {};
    for (const check of this.checks.get(ctx.application.serviceCode as ServiceCode) ?? [])
      Object.assign(errors, await check(ctx));
    return errors;
  }

  /** At submit and resubmit: the application's marriages kept for later submissions to be compared with. */
  async recordSubmission(ctx: { tx: Tx; application: ApplicationRow; now: Date }): Promise<void> {
    const subjects = this.duplicates.get(ctx.application.serviceCode as ServiceCode);
    if (subjects) await recordSubmission(ctx.tx, ctx.application, subjects, ctx.application.submittedAt ?? ctx.now);
  }

  /** As it enters the officer's queue: true when a possible duplicate holds it for the officer's decision. */
  async heldAsPossibleDuplicate(ctx: {
    tx: Tx;
    application: ApplicationRow;
    actorId: string | null;
    now: Date;
  }): Promise<boolean> {
    const subjects = this.duplicates.get(ctx.application.serviceCode as ServiceCode);
    return subjects ? screenSubmission(ctx.tx, ctx.application, subjects, ctx.actorId, ctx.now) : false;
  }
}
