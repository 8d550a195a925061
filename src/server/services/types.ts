import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CONTRACTS } from '../../shared/services/index.js';
import type { ServiceCode } from '../../shared/services.js';
import type { HookContext, SubmitCheck } from '../modules/applications/outcomes.js';
import type { Db } from '../db/client.js';
import type { FileStore } from '../storage/files.js';
import type { DuplicateSubjects } from '../modules/duplicates/subjects.js';

/** The outcome a service's contract declares, or null when it keeps none. */
export type OutcomeOf<C extends ServiceCode> = (typeof CONTRACTS)[C]['outcome'] extends infer O
  ? O extends z.ZodObject
    ? z.infer<O>
    : null
  : never;

/**
 * The server part of a service: the checks submit adds to the form's, the outcome carried out in
 * the approving transaction (its answer has the contract's outcome shape), and the kinds of document
 * it issues then.
 */
export interface ServerService<C extends ServiceCode> {
  submitChecks: readonly SubmitCheck[];
  onApproved: OutcomeOf<C> extends null ? null : (ctx: HookContext) => Promise<OutcomeOf<C>>;
  documents: readonly string[];
  /**
   * The marriages its form asks the registry to record, screened for possible duplicates before the
   * officer's queue (issue 24); a service without it is not screened.
   */
  duplicates?: DuplicateSubjects;
  /**
   * The API module of its own (routes and services beside the applications engine's), registered
   * under /api with the others: src/server/modules/index.ts adds every service's.
   */
  module?: (app: FastifyInstance) => Promise<void>;
  /** Its demo records, seeded after the register, notices and licences (in the catalogue's order). */
  demo?: (ctx: DemoContext) => Promise<void>;
  /** Its share of the demo's year of finished work (of every hundred applications) and the form of one. */
  history?: { weight: number; form: (ctx: HistoryFormContext) => Record<string, unknown> };
}

/** What a service's demo seed works with. */
export interface DemoContext {
  db: Db;
  files: FileStore;
  now: Date;
  publicUrl: string;
}

/** The people, places and days a history application of the demo is made of (src/server/db/seed/demo-history-data.ts). */
export interface HistoryFormContext {
  k: number;
  district: string;
  created: Date;
  couple: { partyA: Record<string, unknown>; partyB: Record<string, unknown> };
  /** The couple's two people (a woman, a man). */
  a: { firstName: string; lastName: string };
  b: { firstName: string; lastName: string };
  witnesses: { fullName: string; idNumber: string; phone: string }[];
  /** 35 days after the application, and 20 days before it (yyyy-mm-dd). */
  ahead: string;
  before: string;
  /** A register entry of the district three years earlier. */
  entry: string;
  reason: string;
  purpose: string;
  /** A minister who officiated ("Rev. …"). */
  officiant: string;
  /** The day `days` after the application (yyyy-mm-dd). */
  dayAt: (days: number) => string;
}

/** A service that checks nothing beyond its form and carries out nothing yet when approved. */
export const NOTHING_YET = { submitChecks: [], onApproved: null, documents: [] } as const;
