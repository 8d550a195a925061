import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ExportButton, FilterButton, List, SearchInput, SelectInput, SimpleList, TextInput, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import type { NoticeRecord } from '../marriage-registrations/noticeApi.js';
import { NoticeStatusChip } from '../marriage-registrations/PublishedNotice.js';
import { exportCsv } from './csv.js';
import { useRegistryT } from './useRegistryT.js';

const STATUSES = ['PUBLISHED', 'VOID', 'LAPSED', 'CELEBRATED'] as const;

/** /backoffice/registry/notices: the notice book, every published notice. */
export default function NoticeBookList() {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const open = (r: NoticeRecord) => `/backoffice/registry/details/${r.applicationId}`;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} />,
    <SelectInput key="status" source="status" label={t('columns.status')} choices={STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))} />,
    <TextInput key="district" source="district" label={t('columns.district')} />,
  ];
  return (
    <List<NoticeRecord>
      resource="notices"
      title={t('notices')}
      filters={filters}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      storeKey="registry.notices"
      actions={<TopToolbar><FilterButton /><ExportButton /></TopToolbar>}
      exporter={exportCsv<NoticeRecord>('notice-book', [
        ['noticeNumber', (r) => r.noticeNumber], ['partyA', (r) => r.partyAName], ['partyB', (r) => r.partyBName], ['district', (r) => r.district],
        ['intendedDate', (r) => toDisplayDate(r.intendedDate)], ['venue', (r) => r.venueName], ['publishedAt', (r) => toDisplayDateTime(r.publishedAt)], ['noticeEndsAt', (r) => toDisplayDateTime(r.noticeEndsAt)],
        ['status', (r) => r.status], ['cleared', (r) => r.cleared], ['openObjections', (r) => r.openObjections],
      ])}
      perPage={25}
      empty={false}
    >
      {small ? (
        <SimpleList<NoticeRecord>
          primaryText={(r) => r.noticeNumber}
          secondaryText={(r) => `${r.partyAName} & ${r.partyBName}`}
          tertiaryText={(r) => t(`statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => open(r as NoticeRecord)}
        />
      ) : (
        <DataTable<NoticeRecord> rowClick={(_, __, r) => { navigate(open(r as NoticeRecord)); return false; }} bulkActionButtons={false}>
          <DataTable.Col source="noticeNumber" label={t('columns.noticeNumber')} />
          <DataTable.Col source="partyAName" label={t('columns.couple')} render={(r) => `${r.partyAName} & ${r.partyBName}`} disableSort />
          <DataTable.Col source="district" label={t('columns.district')} />
          <DataTable.Col source="intendedDate" label={t('columns.intendedDate')} render={(r) => toDisplayDate(r.intendedDate)} />
          <DataTable.Col source="publishedAt" label={t('columns.publishedAt')} render={(r) => toDisplayDate(r.publishedAt)} />
          <DataTable.Col source="noticeEndsAt" label={t('columns.noticeEndsAt')} render={(r) => toDisplayDate(r.noticeEndsAt)} />
          <DataTable.Col source="status" label={t('columns.status')} render={(r) => <NoticeStatusChip status={r.status} />} />
          <DataTable.Col source="openObjections" label={t('columns.openObjections')} disableSort />
        </DataTable>
      )}
    </List>
  );
}
