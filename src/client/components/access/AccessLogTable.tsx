import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccessRecordRow } from '../../../shared/contracts/audit.js';
import { toDisplayDateTime } from '../../../shared/dates.js';

const STAFF = (role: string) => role !== 'INDIVIDUAL' && role !== 'ORGANIZATION';

/**
 * Access records as a table: when (dd-mm-yyyy, Nairobi time), who (by name for the registry's
 * auditors; role and office only for a citizen), what, and the reason given where one is asked.
 */
export function AccessLogTable({ rows, withNames }: { rows: AccessRecordRow[]; withNames: boolean }) {
  const translate = useTranslate();
  const role = (r: AccessRecordRow) =>
    STAFF(r.role) ? translate(`backoffice.roles.${r.role}`) : translate(`accessLog.roles.${r.role}`);
  const office = (r: AccessRecordRow) => r.office ?? (STAFF(r.role) ? translate('accessLog.nationalOffice') : '');
  const what = (r: AccessRecordRow) =>
    [translate(`accessLog.kinds.${r.kind}`), r.reference].filter(Boolean).join(' · ');
  const reason = (r: AccessRecordRow) =>
    r.reason ?? (r.reasonRequired ? translate('accessLog.noReason') : translate('accessLog.notAsked'));
  return (
    <Table size="small" data-testid="access-log">
      <TableHead>
        <TableRow>
          <TableCell>{translate('accessLog.columns.at')}</TableCell>
          {withNames ? <TableCell>{translate('accessLog.columns.who')}</TableCell> : null}
          <TableCell>{translate('accessLog.columns.role')}</TableCell>
          <TableCell>{translate('accessLog.columns.office')}</TableCell>
          <TableCell>{translate('accessLog.columns.what')}</TableCell>
          {withNames ? <TableCell>{translate('accessLog.columns.reason')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{toDisplayDateTime(r.at)}</TableCell>
            {withNames ? <TableCell>{r.actorName ?? ''}</TableCell> : null}
            <TableCell>{role(r)}</TableCell>
            <TableCell>{office(r)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{what(r)}</TableCell>
            {withNames ? (
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {r.reasonRequired && !r.reason ? (
                  <Typography component="span" color="warning.main" variant="body2">
                    {reason(r)}
                  </Typography>
                ) : (
                  reason(r)
                )}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
