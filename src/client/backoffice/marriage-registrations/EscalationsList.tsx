import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Objection } from '../../../shared/contracts/notices.js';
import { OBJECTION_STATUSES } from '../../../shared/notices.js';
import { NoticeStatusChip } from './PublishedNotice.js';
import { useT } from './useT.js';
import { toDisplayDateTime } from '../../../shared/dates.js';

/** /backoffice/marriage-registrations/escalations: objections to published notices, the open ones first. */
export default function EscalationsList() {
  const t = useT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const open = (id: string) => `/backoffice/marriage-registrations/escalations/${id}`;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('objections.search')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={t('objections.status')}
      choices={OBJECTION_STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))}
      emptyText={t('objections.all')}
    />,
  ];
  return (
    <List<Objection>
      resource="objections"
      title={t('objections.title')}
      filters={filters}
      filterDefaultValues={{ status: 'OPEN' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      storeKey="marriage-registrations.escalations"
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      perPage={25}
      empty={false}
      exporter={false}
    >
      {small ? (
        <SimpleList<Objection>
          primaryText={(r) => `${r.reference} · ${r.noticeNumber}`}
          secondaryText={(r) => `${r.partyAName} & ${r.partyBName}`}
          tertiaryText={(r) => t(`statuses.${r.status}`)}
          linkType={false}
          rowClick={(id) => open(String(id))}
        />
      ) : (
        <DataTable<Objection>
          rowClick={(id) => {
            navigate(open(String(id)));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="reference" label={t('objections.reference')} />
          <DataTable.Col source="noticeNumber" label={t('notice.number')} disableSort />
          <DataTable.Col
            source="partyAName"
            label={t('objections.couple')}
            render={(r) => `${r.partyAName} & ${r.partyBName}`}
            disableSort
          />
          <DataTable.Col source="objectorName" label={t('objections.objector')} disableSort />
          <DataTable.Col
            source="status"
            label={t('objections.status')}
            render={(r) => <NoticeStatusChip status={r.status} />}
          />
          <DataTable.Col
            source="createdAt"
            label={t('objections.lodgedAt')}
            render={(r) => toDisplayDateTime(r.createdAt)}
          />
        </DataTable>
      )}
    </List>
  );
}
