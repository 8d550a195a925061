import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PossibleDuplicateRow } from '../../../shared/contracts/duplicates.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { DUPLICATE_STATUSES } from '../../../shared/duplicates.js';
import { serviceName } from '../../../shared/i18n/words.js';
import { currentLocale } from '../../i18n/locale.js';
import { ListLead } from '../accounts/ListLead.js';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * /backoffice/duplicates: the submissions held as possible duplicates (GET /api/possible-duplicates),
 * the waiting ones first by default, oldest first; a district's staff see their district's.
 */
export default function DuplicatesList() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`duplicates.${key}`, params);
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const locale = currentLocale();
  const open = (row: PossibleDuplicateRow) => `/backoffice/duplicates/${encodeURIComponent(row.id)}`;
  const what = (r: PossibleDuplicateRow) =>
    `${r.reference} · ${serviceName(r.serviceCode, locale)}${r.lineNumber ? ` (${t('lineOf', { n: r.lineNumber })})` : ''}`;
  const earlier = (r: PossibleDuplicateRow) => `${t(`kinds.${r.earlierKind}`)} ${r.earlierReference}`;
  const rules = (r: PossibleDuplicateRow) => r.rules.map((rule) => t(`rules.${rule}`)).join('; ');
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={t('filters.status')}
      choices={DUPLICATE_STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))}
    />,
  ];
  return (
    <List<PossibleDuplicateRow>
      resource="possible-duplicates"
      title={t('title')}
      filters={filters}
      filterDefaultValues={{ status: 'OPEN' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      storeKey="duplicates.queue"
      actions={false}
      exporter={false}
      perPage={25}
      empty={false}
    >
      <ListLead text={t('lead')} link={null} />
      {small ? (
        <SimpleList<PossibleDuplicateRow>
          primaryText={(r) => r.couple}
          secondaryText={(r) => `${what(r)} · ${earlier(r)}`}
          tertiaryText={(r) => t(`statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => open(r as PossibleDuplicateRow)}
        />
      ) : (
        <DataTable<PossibleDuplicateRow>
          rowClick={(_, __, r) => {
            navigate(open(r as PossibleDuplicateRow));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="reference" label={t('columns.reference')} render={what} disableSort />
          <DataTable.Col source="couple" label={t('columns.couple')} disableSort />
          <DataTable.Col source="earlierReference" label={t('columns.earlier')} render={earlier} disableSort />
          <DataTable.Col source="rules" label={t('columns.rules')} render={rules} disableSort />
          <DataTable.Col
            source="districtName"
            label={t('columns.district')}
            render={(r: PossibleDuplicateRow) => r.districtName ?? ''}
            disableSort
          />
          <DataTable.Col
            source="createdAt"
            label={t('columns.createdAt')}
            render={(r: PossibleDuplicateRow) => toDisplayDate(r.createdAt)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="status"
            label={t('columns.status')}
            render={(r: PossibleDuplicateRow) => t(`statuses.${r.status}`)}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
