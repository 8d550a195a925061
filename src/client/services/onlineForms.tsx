import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountType } from '../../shared/accounts.js';
import { refusalFor, serviceByCode, SERVICES, type ServiceCode } from '../../shared/services.js';
import { ServiceForm } from '../components/service-form/ServiceForm.js';
import { getStoredProfile } from '../providers/session.js';
import { CLIENT_SERVICES } from './index.js';
import type { ClientService } from './types.js';
import { translateMessage } from '../../shared/i18n/translate.js';
import { currentLocale } from '../i18n/locale.js';

type Area = 'user' | 'institution';
const AUDIENCE: Record<Area, AccountType> = { user: 'INDIVIDUAL', institution: 'ORGANIZATION' };

/** The services an area offers as an online form: a client form declared, and the area in the audience. */
export function onlineFormsIn(area: Area): { code: ServiceCode; path: string }[] {
  return SERVICES.filter((s) => {
    const client = CLIENT_SERVICES[s.code] as ClientService;
    return (
      s.formPath &&
      s.audience.includes(AUDIENCE[area] as never) &&
      client.form &&
      (client.areas ?? ['user', 'institution']).includes(area)
    );
  }).map((s) => ({ code: s.code, path: `/${area}/${s.formPath}` }));
}

/** The area's routes of its online forms (a new draft, and a draft by id). */
export function onlineFormRoutes(area: Area): { path: string; element: ReactNode }[] {
  return onlineFormsIn(area).flatMap(({ code, path }) => {
    const online = CLIENT_SERVICES[code].form!;
    const relative = path.slice(area.length + 2);
    const element = (
      <Refusal code={code} area={area}>
        <ServiceForm key={code} code={code} area={area} online={online} />
      </Refusal>
    );
    return [
      { path: relative, element },
      { path: `${relative}/:id`, element },
    ];
  });
}

/**
 * The form, or why the account cannot apply (the server's own rule, e.g. "Only a court can file a
 * divorce return"), so that nobody fills a form the server would refuse.
 */
function Refusal({ code, area, children }: { code: ServiceCode; area: Area; children: ReactNode }) {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const refusal = profile
    ? refusalFor(
        {
          accountType: AUDIENCE[area],
          organisationType: profile.organisation?.type ?? null,
          organisationVerification: profile.organisation?.verification ?? null,
        },
        serviceByCode(code)!,
      )
    : null;
  if (!refusal) return <>{children}</>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`services.${code}.name`)} />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translateMessage(refusal, currentLocale())}
      </Alert>
      <Button component={RouterLink} to={`/${area}/services/list`} variant="outlined">
        {translate('portal.nav.myServices')}
      </Button>
    </Box>
  );
}
