import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PortalStatus } from '../../shared/contracts/portal.js';
import { useComponentsTranslate } from './useComponentsTranslate.js';

export const PORTAL_STATUS_URL = '/api/portal';

async function portalStatus(): Promise<PortalStatus> {
  const response = await fetch(PORTAL_STATUS_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/portal answered ${response.status}`);
  return ((await response.json()) as { data: PortalStatus }).data;
}

/**
 * While the portal holds the demo accounts (published password), every area says so above its
 * page: nobody should mistake it for the registry or enter a real person's details in it.
 */
export function DemoBanner() {
  const translate = useComponentsTranslate();
  const { data } = useQuery({ queryKey: ['portal-status'], queryFn: portalStatus, staleTime: 5 * 60_000 });
  if (!data?.demo) return null;
  return (
    <Alert
      severity="warning"
      role="note"
      aria-label={translate('components.demo.label')}
      data-testid="demo-banner"
      sx={{ mb: 1, py: 0 }}
    >
      {translate('components.demo.text')}
    </Alert>
  );
}
