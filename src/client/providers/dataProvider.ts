import simpleRestProvider from 'ra-data-simple-rest';
import type { ApplicationAction } from '../../shared/lifecycle.js';
import { httpClient } from './httpClient.js';

const base = simpleRestProvider('/api', httpClient);

/**
 * ra-data-simple-rest over the shared httpClient (domain section 10: lists follow its protocol),
 * plus the workflow steps of the applications engine.
 */
export const dataProvider = {
  ...base,
  async applicationStep(id: string, action: ApplicationAction, params: { version: number; comment?: string | null }) {
    const { json } = await httpClient(`/api/applications/${id}/${action}`, {
      method: 'POST',
      body: JSON.stringify(params),
    });
    return { data: json as { id: string; status: string; stage: string | null; version: number } };
  },
  /** Staff record that an application's documents left by courier (issue 20 #4). */
  async recordDispatch(id: string, params: { courier: string; trackingNumber: string; version: number }) {
    const { json } = await httpClient(`/api/applications/${id}/dispatch`, {
      method: 'POST',
      body: JSON.stringify(params),
    });
    return { data: json as { id: string; version: number } };
  },
};
export type DataProvider = typeof dataProvider;
