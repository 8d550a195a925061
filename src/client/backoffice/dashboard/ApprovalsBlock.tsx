import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import { SERVICES } from '../../../shared/services.js';
import { BlockCard, LinkTo, useDashboardTranslate } from './parts.js';

/** Per service, what waits at the Registrar General's or the Minister's level, each opening its queue. */
export function ApprovalsBlock({
  approvals,
  links,
}: {
  approvals: NonNullable<DashboardData['approvals']>;
  links: Map<string, string>;
}) {
  const t = useDashboardTranslate();
  const translate = useTranslate();
  return (
    <BlockCard id="approvals" title={t('approvals.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('approvals.lead', { level: translate(`services.levels.${approvals.stage}`, { _: '' }) })}
      </Typography>
      <Table size="small" data-testid="approvals-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('approvals.service')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('approvals.waiting')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('approvals.overdue')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {approvals.services.map((row) => {
            const section = SERVICES.find((s) => s.code === row.serviceCode)?.section ?? '';
            const name = translate(`services.${row.serviceCode}.name`, { _: row.serviceCode });
            const to = links.get(section);
            return (
              <TableRow key={row.serviceCode}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {to ? <LinkTo to={to}>{name}</LinkTo> : name}
                </TableCell>
                <TableCell align="right" data-testid={`approvals-${row.serviceCode}`}>
                  {row.waiting}
                </TableCell>
                <TableCell align="right">{row.overdue}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </BlockCard>
  );
}
