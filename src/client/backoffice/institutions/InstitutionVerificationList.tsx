import { Button, useMediaQuery, type Theme } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { getStoredProfile } from '../../providers/session.js';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { VerificationRow } from '../../../shared/contracts/institution-verification.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { organisationTypeWords } from '../../../shared/i18n/words.js';
import { canVerifyInstitutions, VERIFICATION_STATUSES } from '../../../shared/institutions.js';
import { ORGANISATION_TYPES } from '../../../shared/accounts.js';
import { ListLead } from '../accounts/ListLead.js';
import { currentLocale } from '../../i18n/locale.js';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * /backoffice/institutions: the registry's verification queue (GET /api/institution-verifications),
 * waiting ones first, oldest first; every status can be listed.
 */
export default function InstitutionVerificationList() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`verification.${key}`, params);
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const types = organisationTypeWords(currentLocale());
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('queue.search')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={t('queue.columns.status')}
      choices={VERIFICATION_STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))}
    />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      label={t('queue.columns.type')}
      choices={ORGANISATION_TYPES.map((type) => ({ id: type, name: types[type] }))}
    />,
  ];
  const profile = getStoredProfile();
  const mayCreate = canVerifyInstitutions({
    accountType: profile?.accountType ?? 'INDIVIDUAL',
    staffRole: profile?.staffRole ?? null,
  });
  const open = (row: VerificationRow) => `/backoffice/institutions/${encodeURIComponent(row.id)}`;
  const sent = (row: VerificationRow) => (row.submittedAt ? toDisplayDate(row.submittedAt) : t('queue.notSent'));
  return (
    <List<VerificationRow>
      resource="institution-verifications"
      title={t('queue.title')}
      filters={filters}
      filterDefaultValues={{ status: 'SUBMITTED' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      storeKey="institutions.verification"
      actions={
        mayCreate ? (
          <TopToolbar>
            <Button component={RouterLink} to="/backoffice/institutions/create" size="small" startIcon={<Add />}>
              {t('queue.create')}
            </Button>
          </TopToolbar>
        ) : (
          false
        )
      }
      exporter={false}
      perPage={25}
      empty={false}
    >
      <ListLead text={t('queue.lead')} link={null} />
      {small ? (
        <SimpleList<VerificationRow>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${types[r.type]} · ${r.registrationNumber} · ${sent(r)}`}
          tertiaryText={(r) => t(`statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => open(r as VerificationRow)}
        />
      ) : (
        <DataTable<VerificationRow>
          rowClick={(_, __, r) => {
            navigate(open(r as VerificationRow));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="name" label={t('queue.columns.name')} />
          <DataTable.Col
            source="type"
            label={t('queue.columns.type')}
            render={(r: VerificationRow) => types[r.type]}
            disableSort
          />
          <DataTable.Col
            source="registrationNumber"
            label={t('queue.columns.registrationNumber')}
            disableSort
            cellSx={noWrap}
          />
          <DataTable.Col source="applicantName" label={t('queue.columns.applicant')} disableSort />
          <DataTable.Col source="submittedAt" label={t('queue.columns.submittedAt')} render={sent} cellSx={noWrap} />
          <DataTable.Col source="evidenceCount" label={t('queue.columns.evidence')} disableSort />
          <DataTable.Col source="status" label={t('queue.columns.status')} render={(r) => t(`statuses.${r.status}`)} />
        </DataTable>
      )}
    </List>
  );
}
