import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountType } from '../../shared/accounts.js';
import { AREA_ACCOUNT, areaRoutes } from '../../shared/routes.js';
import { refusalFor, serviceByCode, type ServiceCode } from '../../shared/services.js';
import { ServiceForm } from '../components/service-form/ServiceForm.js';
import { getStoredProfile } from '../providers/session.js';
import { CLIENT_SERVICES } from './index.js';
import { translateMessage } from '../../shared/i18n/translate.js';
import { currentLocale } from '../i18n/locale.js';

type Area = 'user' | 'institution';

/**
 * The services an area offers as an online form, from the route table (src/shared/routes.ts): each
 * service with a form path whose audience holds the area's accounts (a draft opens at its path/:id).
 */
export function onlineFormsIn(area: Area): { code: ServiceCode; path: string }[] {
  return areaRoutes(area, { accountType: AREA_ACCOUNT[area], staffRole: null })
    .filter((route) => route.page === 'form' && !route.path.endsWith('/:id'))
    .map((route) => ({ code: route.props.serviceCode!, path: route.path }));
}

/** A service's online form in an area (a new draft, or a draft by id), or why the account cannot apply. */
export function OnlineForm({ code, area }: { code: ServiceCode; area: Area }) {
  const online = CLIENT_SERVICES[code].form;
  if (!online) throw new Error(`${code} has no online form`);
  return (
    <Refusal code={code} area={area}>
      <ServiceForm key={code} code={code} area={area} online={online} />
    </Refusal>
  );
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
          accountType: AREA_ACCOUNT[area] as AccountType,
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
