import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dashboardSchema } from '../../shared/contracts/dashboard.js';
import { AreaHeader } from '../areas/AreaHeader.js';
import { getData } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';
import { areaMenu } from '../../shared/routes.js';
import { TodayPanel } from './TodayPanel.js';
import { useDistricts } from '../components/reference.js';
import { AccountsBlock } from './dashboard/AccountsBlock.js';
import { ApprovalsBlock } from './dashboard/ApprovalsBlock.js';
import { EscalationsBlock } from './dashboard/EscalationsBlock.js';
import { FailedPaymentsBlock } from './dashboard/FailedPaymentsBlock.js';
import { LicencesBlock } from './dashboard/LicencesBlock.js';
import { OverdueBlock } from './dashboard/OverdueBlock.js';
import { QueuesBlock } from './dashboard/QueuesBlock.js';
import { RevenueBlock } from './dashboard/RevenueBlock.js';
import { SettingsChangesBlock } from './dashboard/SettingsChangesBlock.js';
import { TrendBlock } from './dashboard/TrendBlock.js';

const half = { xs: 12, md: 6 } as const;

/** /backoffice/dashboard: the staff member, then the figures of their role (GET /api/dashboard), block by block. */
export default function Dashboard() {
  const translate = useTranslate();
  const profile = getStoredProfile();
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => getData('/dashboard', dashboardSchema) });
  const data = dashboard.data ?? null;
  const failed = dashboard.isError;
  const districts = useDistricts();
  if (!profile) return null;
  const districtName = profile.district
    ? districts.data?.find((d) => d.code === profile.district)?.name
    : translate('backoffice.national');
  const links = new Map<string, string>(
    // Each section's entry of the menu: its task queue where the caller works it, else its list.
    areaMenu('backoffice', { accountType: 'BACKOFFICE', staffRole: profile.staffRole })
      .filter((route) => route.props.section)
      .map((route) => [route.props.section!, route.path]),
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={translate('backoffice.dashboardTitle')} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('backoffice.welcome', { name: profile.firstName })}
          </Typography>
          <Typography data-testid="staff-role">
            {translate('backoffice.role', {
              role: profile.staffRole ? translate(`backoffice.roles.${profile.staffRole}`) : '—',
            })}
          </Typography>
          {/* The district by its name (its code never shows): said once the names have loaded. */}
          {districtName ? (
            <Typography data-testid="staff-district">
              {translate('backoffice.district', { district: districtName })}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      {failed ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {translate('dashboard.loadFailed')}
        </Alert>
      ) : null}
      <TodayPanel />
      {data?.queues ? <QueuesBlock queues={data.queues} links={links} /> : null}
      {data ? (
        <Grid container spacing={2} sx={{ mb: 3 }} data-testid="dashboard-blocks">
          {data.revenue ? (
            <Grid size={{ xs: 12, lg: 7 }}>
              <RevenueBlock revenue={data.revenue} today={data.today} />
            </Grid>
          ) : null}
          {data.failedPayments ? (
            <Grid size={{ xs: 12, lg: 5 }}>
              <FailedPaymentsBlock failed={data.failedPayments} today={data.today} />
            </Grid>
          ) : null}
          {data.approvals ? (
            <Grid size={half}>
              <ApprovalsBlock approvals={data.approvals} links={links} />
            </Grid>
          ) : null}
          {data.licences ? (
            <Grid size={half}>
              <LicencesBlock licences={data.licences} />
            </Grid>
          ) : null}
          {data.trend ? (
            <Grid size={12}>
              <TrendBlock trend={data.trend} />
            </Grid>
          ) : null}
          {data.overdue ? (
            <Grid size={half}>
              <OverdueBlock overdue={data.overdue} />
            </Grid>
          ) : null}
          {data.escalations ? (
            <Grid size={half}>
              <EscalationsBlock escalations={data.escalations} />
            </Grid>
          ) : null}
          {data.accounts ? (
            <Grid size={half}>
              <AccountsBlock accounts={data.accounts} />
            </Grid>
          ) : null}
          {data.settingsChanges ? (
            <Grid size={half}>
              <SettingsChangesBlock changes={data.settingsChanges} />
            </Grid>
          ) : null}
        </Grid>
      ) : null}
    </Box>
  );
}
