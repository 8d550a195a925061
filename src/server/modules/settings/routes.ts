import type { FastifyInstance } from 'fastify';
import { marriageConfigsResource, marriageRoomsResource } from './marriage.js';
import { billablesResource, serviceCostsResource, taxHeadsResource } from './money.js';
import { countriesResource, diocesesResource, districtsResource, servicesResource } from './reference.js';
import { registerResource, type SettingsResource } from './resource.js';
import { serviceTaxHeadsResource } from './serviceTaxHeads.js';

/** The settings tables of the back office (domain section 8), one simple-rest resource each. */
export const SETTINGS_RESOURCES: readonly SettingsResource[] = [
  districtsResource,
  countriesResource,
  servicesResource,
  serviceCostsResource,
  billablesResource,
  taxHeadsResource,
  serviceTaxHeadsResource,
  diocesesResource,
  marriageRoomsResource,
  marriageConfigsResource,
];

export default async function settingsRoutes(app: FastifyInstance) {
  for (const resource of SETTINGS_RESOURCES) registerResource(app, resource);
}
