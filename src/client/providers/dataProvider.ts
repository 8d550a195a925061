import simpleRestProvider from 'ra-data-simple-rest';
import type { ApplicationAction } from '../../shared/lifecycle.js';
import { applicationSchema } from '../../shared/contracts/applications.js';
import { httpClient, sendData } from './httpClient.js';

const base = simpleRestProvider('/api', httpClient);

/** What the pages read of the application a workflow step answers: its part of the contract. */
const stepAnswer = applicationSchema.pick({ id: true, status: true, stage: true, version: true });
const dispatchAnswer = applicationSchema.pick({ id: true, version: true });

/**
 * ra-data-simple-rest over the shared httpClient (domain section 10: lists follow its protocol),
 * plus the workflow steps of the applications engine.
 */
export const dataProvider = {
  ...base,
  async applicationStep(id: string, action: ApplicationAction, params: { version: number; comment?: string | null }) {
    return { data: await sendData(`/applications/${id}/${action}`, 'POST', params, stepAnswer, { bare: true }) };
  },
  /** Staff record that an application's documents left by courier (issue 20 #4). */
  async recordDispatch(id: string, params: { courier: string; trackingNumber: string; version: number }) {
    return { data: await sendData(`/applications/${id}/dispatch`, 'POST', params, dispatchAnswer, { bare: true }) };
  },
};
export type DataProvider = typeof dataProvider;
