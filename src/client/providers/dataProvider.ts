import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.js';

/** ra-data-simple-rest over the shared httpClient (domain section 10: lists follow its protocol). */
export const dataProvider = simpleRestProvider('/api', httpClient);
export type DataProvider = typeof dataProvider;
