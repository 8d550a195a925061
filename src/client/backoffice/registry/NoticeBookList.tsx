import { useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import type { Notice } from '../../../shared/contracts/notices.js';
import { NOTICE_STATUSES } from '../../../shared/notices.js';
import { NoticeStatusChip } from '../marriage-registrations/PublishedNotice.js';
import { useDistricts } from '../../components/reference.js';
import { DistrictFilterInput } from './DistrictFilterInput.js';
import { exportCsv } from '../../format/csv.js';
import { useRegistryT } from './useRegistryT.js';

/** /backoffice/registry/notices: the notice book, every published notice. */
export default function NoticeBookList() {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const open = (r: Notice) => `/backoffice/registry/details/${r.applicationId}`;
  const districts = useDistricts();
  const districtName = (code: string) => districts.data?.find((d) => d.code === code)?.name ?? '';
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} />,
    <SelectInput
      key="status"
      source="status"
      label={t('columns.status')}
      choices={NOTICE_STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))}
    />,
    <DistrictFilterInput key="district" source="district" label={t('columns.district')} />,
  ];
  return (
    <List<Notice>
      resource="notices"
      title={t('notices')}
      filters={filters}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      storeKey="registry.notices"
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      exporter={exportCsv<Notice>('notice-book', [
        [t('columns.noticeNumber'), (r) => r.noticeNumber],
        [t('columns.partyA'), (r) => r.partyAName],
        [t('columns.partyB'), (r) => r.partyBName],
        [t('columns.district'), (r) => districtName(r.district)],
        [t('columns.intendedDate'), (r) => toDisplayDate(r.intendedDate)],
        [t('columns.venue'), (r) => r.venueName],
        [t('columns.publishedAt'), (r) => toDisplayDateTime(r.publishedAt)],
        [t('columns.noticeEndsAt'), (r) => toDisplayDateTime(r.noticeEndsAt)],
        [t('columns.status'), (r) => t(`statuses.${r.status}`)],
        [t('columns.cleared'), (r) => (r.cleared ? t('yes') : t('no'))],
        [t('columns.openObjections'), (r) => r.openObjections],
        [t('columns.waiverLicence'), (r) => r.waiverLicenceNumber],
        [t('columns.venueLicence'), (r) => r.venueLicenceNumber],
      ])}
      perPage={25}
      empty={false}
    >
      {small ? (
        <SimpleList<Notice>
          primaryText={(r) => r.noticeNumber}
          secondaryText={(r) => `${r.partyAName} & ${r.partyBName}`}
          tertiaryText={(r) => t(`statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => open(r as Notice)}
        />
      ) : (
        <DataTable<Notice>
          rowClick={(_, __, r) => {
            navigate(open(r as Notice));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="noticeNumber" label={t('columns.noticeNumber')} />
          <DataTable.Col
            source="partyAName"
            label={t('columns.couple')}
            render={(r) => `${r.partyAName} & ${r.partyBName}`}
            disableSort
          />
          <DataTable.Col source="district" label={t('columns.district')} render={(r) => districtName(r.district)} />
          <DataTable.Col
            source="intendedDate"
            label={t('columns.intendedDate')}
            render={(r) => toDisplayDate(r.intendedDate)}
          />
          <DataTable.Col
            source="publishedAt"
            label={t('columns.publishedAt')}
            render={(r) => toDisplayDate(r.publishedAt)}
          />
          <DataTable.Col
            source="noticeEndsAt"
            label={t('columns.noticeEndsAt')}
            render={(r) => toDisplayDate(r.noticeEndsAt)}
          />
          <DataTable.Col
            source="status"
            label={t('columns.status')}
            render={(r) => <NoticeStatusChip status={r.status} />}
          />
          <DataTable.Col source="openObjections" label={t('columns.openObjections')} disableSort />
        </DataTable>
      )}
    </List>
  );
}
