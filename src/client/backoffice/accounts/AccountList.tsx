import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_TYPES, STAFF_ROLES } from '../../../shared/accounts.js';
import { ACCOUNT_STATUSES, type AccountRecord } from '../../../shared/contracts/accounts-admin.js';
import { ListLead } from './ListLead.js';
import { canAccess } from '../../../shared/permissions.js';
import { getStoredProfile } from '../../providers/session.js';
import { DistrictFilterInput } from '../registry/DistrictFilterInput.js';
import { fullName, roleWords, statusWords, typeWords } from './words.js';

const showPath = (id: string | number) => `/backoffice/accounts/${id}`;

/** /backoffice/accounts: every account, searched and filtered; a phone shows a simple list. */
export default function AccountList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const profile = getStoredProfile();
  if (!profile || !canAccess(profile, { action: 'read', resource: 'accounts' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{translate('accountsAdmin.forbidden')}</Alert>
      </Box>
    );
  }
  const t = (key: string, options?: Record<string, unknown>) => translate(`accountsAdmin.${key}`, options);
  const district = (r: AccountRecord) =>
    r.accountType !== 'BACKOFFICE' ? t('none') : (r.districtName ?? t('national'));
  const status = (r: AccountRecord) =>
    r.locked ? `${statusWords(translate, r.status)} · ${t('lockedNow')}` : statusWords(translate, r.status);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} aria-label={t('search')} />,
    <SelectInput
      key="accountType"
      source="accountType"
      label={t('filters.accountType')}
      choices={ACCOUNT_TYPES.map((id) => ({ id, name: typeWords(translate, id) }))}
    />,
    <SelectInput
      key="staffRole"
      source="staffRole"
      label={t('filters.staffRole')}
      choices={STAFF_ROLES.map((id) => ({ id, name: roleWords(translate, id) }))}
    />,
    <DistrictFilterInput key="district" source="district" label={t('filters.district')} />,
    <SelectInput
      key="status"
      source="status"
      label={t('filters.status')}
      choices={ACCOUNT_STATUSES.map((id) => ({ id, name: statusWords(translate, id) }))}
    />,
    <SelectInput
      key="locked"
      source="locked"
      label={t('filters.locked')}
      choices={[
        { id: 'true', name: t('yes') },
        { id: 'false', name: t('no') },
      ]}
    />,
  ];
  const mayCreate = canAccess(profile, { action: 'write', resource: 'accounts' });
  return (
    <List<AccountRecord>
      resource="accounts"
      title={t('title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      storeKey="backoffice.accounts"
      actions={
        <TopToolbar>
          <FilterButton />
          {mayCreate ? (
            <Button component={RouterLink} to="/backoffice/accounts/create" size="small" startIcon={<Add />}>
              {t('create')}
            </Button>
          ) : null}
        </TopToolbar>
      }
      perPage={25}
      exporter={false}
      empty={false}
      // The page checks the accounts permission itself (above).
      disableAuthentication
    >
      <ListLead
        text={t('lead')}
        link={
          canAccess(profile, { action: 'read', resource: 'audit' })
            ? { to: '/backoffice/audit', label: t('auditLink') }
            : null
        }
      />
      {small ? (
        <SimpleList<AccountRecord>
          primaryText={(r) => fullName(r)}
          secondaryText={(r) =>
            `${r.accountType === 'BACKOFFICE' ? roleWords(translate, r.staffRole) : typeWords(translate, r.accountType)} · ${r.email}`
          }
          tertiaryText={(r) => status(r)}
          rowClick={(id) => showPath(id)}
        />
      ) : (
        <DataTable<AccountRecord> rowClick={(id) => showPath(id)} bulkActionButtons={false}>
          <DataTable.Col
            source="name"
            label={t('fields.name')}
            render={(r: AccountRecord) => <RouterLink to={showPath(r.id)}>{fullName(r)}</RouterLink>}
          />
          <DataTable.Col source="email" label={t('fields.email')} />
          <DataTable.Col source="phone" label={t('fields.phone')} disableSort />
          <DataTable.Col
            source="accountType"
            label={t('fields.accountType')}
            render={(r) => typeWords(translate, r.accountType)}
          />
          <DataTable.Col
            source="staffRole"
            label={t('fields.staffRole')}
            render={(r) => (r.accountType === 'BACKOFFICE' ? roleWords(translate, r.staffRole) : t('none'))}
          />
          <DataTable.Col source="district" label={t('fields.district')} render={district} />
          <DataTable.Col
            source="status"
            label={t('fields.status')}
            render={(r) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={statusWords(translate, r.status)}
                  color={r.status === 'ACTIVE' ? 'success' : 'default'}
                  variant="outlined"
                />
                {r.locked ? <Chip size="small" label={t('lockedNow')} color="error" variant="outlined" /> : null}
              </Stack>
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
