import { Alert, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { AccessKind, AccessRecordRow } from '../../../shared/contracts/audit.js';
import { canReadAccessLog } from '../../../shared/permissions.js';
import { getStoredProfile } from '../../providers/session.js';
import { Section } from '../../backoffice/marriage-registrations/Section.js';
import { AccessLogTable } from './AccessLogTable.js';

/**
 * A record's access log on its back-office page, for those who read the audit log (the shared rule
 * `canReadAccessLog`): who opened it, when, in which role, and why.
 */
export function AccessLogSection({ kind, subjectId }: { kind: AccessKind; subjectId: string }) {
  const profile = getStoredProfile();
  if (!profile || !canReadAccessLog(profile)) return null;
  return <AccessLog kind={kind} subjectId={subjectId} />;
}

function AccessLog({ kind, subjectId }: { kind: AccessKind; subjectId: string }) {
  const translate = useTranslate();
  const { data, error, isPending } = useGetList<AccessRecordRow>('access-records', {
    filter: { kind, subjectId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'at', order: 'DESC' },
  });
  return (
    <Section title={translate('accessLog.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('accessLog.lead')}
      </Typography>
      {error ? (
        <Alert severity="error">
          {translate('accessLog.failed', { message: error instanceof Error ? error.message : String(error) })}
        </Alert>
      ) : isPending ? null : data?.length ? (
        <AccessLogTable rows={data} withNames />
      ) : (
        <Typography>{translate('accessLog.none')}</Typography>
      )}
    </Section>
  );
}
