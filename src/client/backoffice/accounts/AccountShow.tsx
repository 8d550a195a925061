import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LinearProgress, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { STAFF_ROLES } from '../../../shared/accounts.js';
import type { AccountAction, AccountRecord } from '../../../shared/contracts/accounts-admin.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { canAccess } from '../../../shared/permissions.js';
import { useDistricts } from '../../components/reference.js';
import { errorMessage, postData } from '../../providers/httpClient.js';
import { accountRecord } from '../../../shared/contracts/accounts-admin.js';
import { getStoredProfile } from '../../providers/session.js';
import { fullName, roleWords, statusWords, typeWords } from './words.js';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The confirm dialog of one action; role and district ask for the new value first. */
function ActionDialog({
  action,
  account,
  onClose,
  onDone,
}: {
  action: AccountAction;
  account: AccountRecord;
  onClose(): void;
  onDone(updated: AccountRecord): void;
}) {
  const translate = useTranslate();
  const districts = useDistricts();
  const [role, setRole] = useState<string>(account.staffRole ?? '');
  const [district, setDistrict] = useState<string>(account.district ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`accountsAdmin.actions.${key}`, options);
  const name = fullName(account);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = { version: account.version };
      if (action === 'role') body.staffRole = role;
      if (action === 'district') body.district = district || null;
      onDone(await postData(`/accounts/${encodeURIComponent(account.id)}/${action}`, body, accountRecord));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `account-${action}-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(`confirmTitle.${action}`, { name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`confirmText.${action}`, { email: account.email })}</DialogContentText>
        {action === 'role' ? (
          <TextField
            select
            id="account-new-role"
            label={t('newRole')}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleWords(translate, r)}
              </option>
            ))}
          </TextField>
        ) : null}
        {action === 'district' ? (
          <TextField
            select
            id="account-new-district"
            label={t('newDistrict')}
            value={district}
            onChange={(e) => setDistrict(e.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('accountsAdmin.national')}</option>
            {(districts.data ?? []).map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </TextField>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button onClick={submit} variant="contained" color={action === 'disable' ? 'error' : 'primary'} disabled={busy}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /backoffice/accounts/:id: one account, its sign-in state and the administrator's changes, each confirmed. */
export default function AccountShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const profile = getStoredProfile();
  const {
    data: account,
    isPending,
    error,
    refetch,
  } = useGetOne<AccountRecord>(
    'accounts',
    { id },
    { enabled: Boolean(profile && canAccess(profile, { action: 'read', resource: 'accounts' })) },
  );
  const [action, setAction] = useState<AccountAction | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`accountsAdmin.${key}`, options);
  if (!profile || !canAccess(profile, { action: 'read', resource: 'accounts' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('forbidden')}</Alert>
      </Box>
    );
  }
  if (isPending) return <LinearProgress />;
  if (error || !account) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title={t('title')} />
        <Alert severity="error">{errorMessage(error)}</Alert>
      </Box>
    );
  }
  const name = fullName(account);
  const own = account.id === profile.userId;
  const staff = account.accountType === 'BACKOFFICE';
  const mayWrite = canAccess(profile, { action: 'write', resource: 'accounts' });
  const available: AccountAction[] = [];
  if (mayWrite) {
    if (staff && !own) available.push('role');
    if (staff) available.push('district');
    if (account.status !== 'DISABLED' && !own) available.push('disable');
    if (account.status === 'DISABLED') available.push('enable');
    if (account.locked) available.push('unlock');
    if (account.status !== 'DISABLED') available.push('reset-password');
    if (account.secondFactor) available.push('reset-second-factor');
  }
  const done = () => {
    notify(translate(`accountsAdmin.actions.done.${action}`), { type: 'success' });
    setAction(null);
    void refetch();
  };
  const history = `/backoffice/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'user', about: account.id }))}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={t('show.title', { name })} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/backoffice/accounts">
          {t('show.back')}
        </Link>
        {canAccess(profile, { action: 'read', resource: 'audit' }) ? (
          <Link component={RouterLink} to={history}>
            {t('show.history')}
          </Link>
        ) : null}
      </Stack>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('show.details')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('fields.name')} value={name} />
            <Row label={t('fields.email')} value={account.email} />
            <Row label={t('fields.phone')} value={account.phone} />
            <Row label={t('fields.accountType')} value={typeWords(translate, account.accountType)} />
            {staff ? (
              <Row
                label={t('fields.staffRole')}
                value={roleWords(translate, account.staffRole)}
                testId="account-role"
              />
            ) : null}
            {staff ? (
              <Row
                label={t('fields.district')}
                value={account.districtName ?? t('national')}
                testId="account-district"
              />
            ) : null}
            {account.organisationName ? (
              <Row label={t('fields.organisation')} value={account.organisationName} />
            ) : null}
            {account.idNumber ? (
              <Row
                label={t('fields.idNumber')}
                value={`${translate(`accountsAdmin.idTypes.${account.idType ?? 'NATIONAL_ID'}`)} ${account.idNumber}`}
              />
            ) : null}
            <Row label={t('fields.createdAt')} value={toDisplayDateTime(account.createdAt)} />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('show.security')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('fields.status')} value={statusWords(translate, account.status)} testId="account-status" />
            <Row label={t('fields.passwordSet')} value={t(account.passwordSet ? 'yes' : 'no')} />
            <Row
              label={t('fields.secondFactor')}
              value={t(account.secondFactor ? 'yes' : 'no')}
              testId="account-second-factor"
            />
            <Row
              label={t('fields.lockedUntil')}
              value={account.lockedUntil ? toDisplayDateTime(account.lockedUntil) : t('no')}
              testId="account-locked"
            />
            <Row label={t('fields.failedLoginCount')} value={String(account.failedLoginCount)} />
            <Row label={t('fields.activeSessions')} value={String(account.activeSessions)} testId="account-sessions" />
          </Box>
        </CardContent>
      </Card>
      {mayWrite ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('show.actions')}
            </Typography>
            {own ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('show.ownAccount')}
              </Alert>
            ) : null}
            {!staff ? (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('show.notStaff')}
              </Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {available.map((a) => (
                <Button
                  key={a}
                  variant={a === 'disable' ? 'outlined' : 'contained'}
                  color={a === 'disable' ? 'error' : 'primary'}
                  onClick={() => setAction(a)}
                >
                  {t(`actions.${a}`)}
                </Button>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {action ? <ActionDialog action={action} account={account} onClose={() => setAction(null)} onDone={done} /> : null}
    </Box>
  );
}
