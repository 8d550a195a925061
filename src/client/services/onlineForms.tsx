import type { ReactNode } from 'react';
import type { AccountType } from '../../shared/accounts.js';
import { SERVICES, type ServiceCode } from '../../shared/services.js';
import { ServiceForm } from '../components/service-form/ServiceForm.js';
import { CLIENT_SERVICES } from './index.js';
import type { ClientService } from './types.js';

type Area = 'user' | 'institution';
const AUDIENCE: Record<Area, AccountType> = { user: 'INDIVIDUAL', institution: 'ORGANIZATION' };

/** The services an area offers as an online form: a client form declared, and the area in the audience. */
export function onlineFormsIn(area: Area): { code: ServiceCode; path: string }[] {
  return SERVICES.filter((s) => {
    const client = CLIENT_SERVICES[s.code] as ClientService;
    return s.formPath && s.audience.includes(AUDIENCE[area] as never) && client.form && (client.areas ?? ['user', 'institution']).includes(area);
  }).map((s) => ({ code: s.code, path: `/${area}/${s.formPath}` }));
}

/** The area's routes of its online forms (a new draft, and a draft by id). */
export function onlineFormRoutes(area: Area): { path: string; element: ReactNode }[] {
  return onlineFormsIn(area).flatMap(({ code, path }) => {
    const online = CLIENT_SERVICES[code].form!;
    const relative = path.slice(area.length + 2);
    const element = <ServiceForm key={code} code={code} area={area} online={online} />;
    return [{ path: relative, element }, { path: `${relative}/:id`, element }];
  });
}
