import { Alert, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { duplicateReviewSchema, type DuplicateReview } from '../../shared/contracts/duplicates.js';
import { canAccess } from '../../shared/permissions.js';
import { getData } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';
import { SectionCard } from './SectionCard.js';

type Review = DuplicateReview['reviews'][number];
const SEVERITY = { OPEN: 'info', DUPLICATE: 'warning', NOT_DUPLICATE: 'success', SETTLED: 'info' } as const;

/**
 * Where an application stands on possible duplicates (issue 24), for its submitter and for staff:
 * held for a check, found a duplicate (declined, or a return's marriage not entered) or not, each
 * with what happens next and the registry's reason; staff who read the queue open the comparison.
 */
export function DuplicateReviewCard({ applicationId, version }: { applicationId: string; version: number }) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`duplicates.submitter.${key}`, params);
  const query = useQuery({
    queryKey: ['duplicate-review', applicationId, version],
    queryFn: () =>
      getData(`/applications/${encodeURIComponent(applicationId)}/duplicate-review`, duplicateReviewSchema),
  });
  const reviews = query.data?.reviews ?? [];
  if (!reviews.length) return null;
  const profile = getStoredProfile();
  const staff = Boolean(
    profile &&
      canAccess(
        { accountType: profile.accountType, staffRole: profile.staffRole ?? null },
        { action: 'read', resource: 'duplicates' },
      ),
  );
  const earlier = (r: Review) =>
    r.earlierOwnReference
      ? t('ownApplication', { reference: r.earlierOwnReference })
      : r.earlierKind === 'REGISTER_ENTRY'
        ? t('registerEntry')
        : t('otherApplication');
  return (
    <SectionCard title={t('heading')}>
      <Stack spacing={1}>
        {reviews.map((r) => (
          <Alert key={r.id} severity={SEVERITY[r.status]} data-testid="duplicate-review">
            {r.lineNumber ? (
              <Typography variant="subtitle2" component="p">
                {t('line', { n: r.lineNumber, couple: r.couple })}
              </Typography>
            ) : null}
            <Typography variant="body2">
              {t(r.lineNumber && r.status === 'DUPLICATE' ? 'LINE_DUPLICATE' : r.status, { earlier: earlier(r) })}
            </Typography>
            {r.reason ? <Typography variant="body2">{t('reason', { reason: r.reason })}</Typography> : null}
            {staff ? (
              <Link component={RouterLink} to={`/backoffice/duplicates/${encodeURIComponent(r.id)}`} variant="body2">
                {translate('duplicates.compare.heading')}
              </Link>
            ) : null}
          </Alert>
        ))}
      </Stack>
    </SectionCard>
  );
}
