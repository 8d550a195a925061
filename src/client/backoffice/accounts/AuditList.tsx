import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import { AUDIT_ENTITIES, type AccountRecord, type AuditRecord } from '../../../shared/contracts/accounts-admin.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { ListLead } from './ListLead.js';
import { canAccess } from '../../../shared/permissions.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { getStoredProfile } from '../../providers/session.js';
import { actionWords, changeLine, entityWords, fullName } from './words.js';

/** The changes the log names in words, offered as a filter. */
const AUDIT_ACTIONS = [
  'settings.created',
  'settings.updated',
  'settings.deleted',
  'certificate-stamp.uploaded',
  'account.staff-created',
  'account.role-changed',
  'account.district-changed',
  'account.disabled',
  'account.enabled',
  'account.unlocked',
  'account.reset-sent',
  'account.password-set',
  'account.contacts-updated',
  'auth.login',
  'auth.logout',
  'auth.login-failed',
  'auth.account-locked',
  'auth.password-reset',
];

/** Staff who may have changed something, by name: only for those who may read the accounts. */
function ActorFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<AccountRecord>('accounts', {
    filter: { accountType: 'BACKOFFICE' },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SelectInput
      source={source}
      label={label}
      choices={(data ?? []).map((a) => ({ id: a.id, name: fullName(a) }))}
      isPending={isPending}
    />
  );
}

/** /backoffice/audit: who changed the settings and the accounts, when, and the fields changed (read-only). */
export default function AuditList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const profile = getStoredProfile();
  if (!profile || !canAccess(profile, { action: 'read', resource: 'audit' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{translate('audit.forbidden')}</Alert>
      </Box>
    );
  }
  const t = (key: string) => translate(`audit.${key}`);
  const who = (r: AuditRecord) => r.actorName ?? t('system');
  const what = (r: AuditRecord) =>
    [entityWords(translate, r.entity), actionWords(translate, r.action), r.subjectName].filter(Boolean).join(' · ');
  const changes = (r: AuditRecord) =>
    r.changes.length ? r.changes.map((c) => changeLine(translate, c)) : [t('noChanges')];
  const filters = [
    <SelectInput
      key="entity"
      source="entity"
      label={t('filters.entity')}
      choices={AUDIT_ENTITIES.map((id) => ({ id, name: entityWords(translate, id) }))}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label={t('filters.action')}
      choices={AUDIT_ACTIONS.map((id) => ({ id, name: actionWords(translate, id) }))}
    />,
    ...(canAccess(profile, { action: 'read', resource: 'accounts' })
      ? [<ActorFilter key="actorId" source="actorId" label={t('filters.actor')} />]
      : []),
    <DayInput key="from" source="from" label={t('filters.from')} />,
    <DayInput key="to" source="to" label={t('filters.to')} />,
  ];
  return (
    <List<AuditRecord>
      resource="audit-events"
      title={t('title')}
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      storeKey="backoffice.audit"
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      perPage={25}
      exporter={false}
      empty={false}
      // The page checks the audit permission itself (above).
      disableAuthentication
    >
      <ListLead
        text={t('lead')}
        link={
          canAccess(profile, { action: 'read', resource: 'accounts' })
            ? { to: '/backoffice/accounts', label: translate('accountsAdmin.title') }
            : null
        }
      />
      {small ? (
        <SimpleList<AuditRecord>
          primaryText={(r) => what(r)}
          secondaryText={(r) => `${toDisplayDateTime(r.at)} · ${who(r)}`}
          tertiaryText={(r) => changes(r).join('; ')}
          rowClick={false}
        />
      ) : (
        <DataTable<AuditRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="at" label={t('fields.at')} render={(r) => toDisplayDateTime(r.at)} />
          <DataTable.Col source="actorName" label={t('fields.actor')} render={who} disableSort />
          <DataTable.Col source="action" label={t('fields.what')} render={what} disableSort />
          <DataTable.Col
            source="changes"
            label={t('fields.changes')}
            disableSort
            render={(r: AuditRecord) => (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {changes(r).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
