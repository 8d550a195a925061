import { Alert, Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { institutionRegistrySchema } from '../../../shared/contracts/institutions.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { celebratesMarriages } from '../../../shared/services.js';
import { SectionCard } from '../../applications/SectionCard.js';
import { AreaHeader } from '../../areas/AreaHeader.js';
import { StatusChip } from '../../components/StatusChip.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { getStoredProfile } from '../../providers/session.js';
import { OfficiantsSection } from '../officiants/OfficiantsSection.js';
import { DetailRow as Row } from '../../components/DetailRow.js';

type Registry = z.input<typeof institutionRegistrySchema>;

const K = 'institutionRegistry';

/** What a return is about, in words: "Marriages of October 2026", "Case HCCC-E123-2025, register entry MC/047/…". */
export function returnAbout(
  translate: TranslateFunction,
  r: Pick<Registry['returns'][number], 'periodFrom' | 'periodTo' | 'caseNumber' | 'registrationNumber'>,
): string {
  const t = (key: string, params?: object) => translate(`${K}.returns.${key}`, params);
  if (r.caseNumber || r.registrationNumber) {
    return [
      r.caseNumber && t('divorceCase', { case: r.caseNumber }),
      r.registrationNumber && t('divorceEntry', { entry: r.registrationNumber }),
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (!r.periodFrom) return '';
  const month = /^(\d{4})-(\d{2})$/.exec(r.periodFrom);
  if (month) return t('marriagesOfMonth', { month: translate(`reports.months.${Number(month[2])}`), year: month[1] });
  if (r.periodTo && r.periodTo !== r.periodFrom)
    return t('marriagesBetween', { from: toDisplayDate(r.periodFrom), to: toDisplayDate(r.periodTo) });
  return t('marriagesOfDay', { day: toDisplayDate(r.periodFrom) });
}

/**
 * /institution/registry (domain section 12): the institution's details, its licence, its
 * officiants (their own section), the marriages it registered and the returns it filed.
 */
export default function InstitutionRegistry() {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${K}.${key}`, params);
  const registry = useQuery({
    queryKey: ['institution-registry'],
    queryFn: () => getData('/institution/registry', institutionRegistrySchema),
  });
  const data = registry.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <AreaHeader title={t('title')} lead={t('lead')} />
      {registry.isPending ? <Alert severity="info">{t('loading')}</Alert> : null}
      {registry.isError ? (
        <Alert severity="error">{t('failed', { message: errorMessage(registry.error) })}</Alert>
      ) : null}
      {data ? (
        <>
          <SectionCard title={t('details.title')}>
            <Box component="dl" sx={{ m: 0 }} data-testid="institution-details">
              <Row label={t('details.name')}>{data.organisation.name}</Row>
              <Row label={t('details.type')}>{t(`details.types.${data.organisation.type}`)}</Row>
              <Row label={t('details.registrationNumber')}>{data.organisation.registrationNumber}</Row>
              <Row label={t('details.licensed')}>{t(data.organisation.licensed ? 'details.yes' : 'details.no')}</Row>
            </Box>
          </SectionCard>

          <SectionCard title={t('licence.title')}>
            {data.licences.length === 0 ? <Typography>{t('licence.none')}</Typography> : null}
            <Stack spacing={2} data-testid="institution-licences">
              {data.licences.map((l) => (
                <Box key={l.id}>
                  <Box component="dl" sx={{ m: 0 }}>
                    <Row label={t('licence.number')}>{l.number}</Row>
                    <Row label={t('licence.kind')}>{t(`licence.kinds.${l.kind}`)}</Row>
                    <Row label={t('licence.validity')}>
                      {t('licence.validityValue', { from: toDisplayDate(l.issuedAt), to: toDisplayDate(l.validUntil) })}
                    </Row>
                    <Row label={t('licence.status')}>{t(`licence.statuses.${l.status}`)}</Row>
                  </Box>
                  {l.documentId ? (
                    <DownloadDocumentButton
                      documentId={l.documentId}
                      label={t('licence.download')}
                      variant="outlined"
                    />
                  ) : null}
                </Box>
              ))}
            </Stack>
          </SectionCard>

          {/* Officiants are kept by a verified institution that celebrates marriages (the API refuses the others). */}
          {celebratesMarriages(data.organisation.type) &&
          getStoredProfile()?.organisation?.verification === 'VERIFIED' ? (
            <OfficiantsSection />
          ) : null}

          <SectionCard title={t('marriages.title')}>
            {data.marriages.length === 0 ? (
              <Typography>{t('marriages.none')}</Typography>
            ) : (
              <List dense data-testid="institution-marriages">
                {data.marriages.map((m) => (
                  <ListItem
                    key={`${m.applicationId}-${m.entry?.registrationNumber ?? ''}`}
                    disableGutters
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                  >
                    <ListItemText
                      sx={{ minWidth: 0, flex: '1 1 16rem', overflowWrap: 'anywhere' }}
                      primary={
                        <Link component={RouterLink} to={`/institution/applications/${m.applicationId}`}>
                          {m.reference}
                        </Link>
                      }
                      secondary={[
                        m.entry
                          ? t('marriages.entry', {
                              number: m.entry.registrationNumber,
                              a: m.entry.partyAName,
                              b: m.entry.partyBName,
                              date: toDisplayDate(m.entry.celebratedOn),
                            })
                          : t('marriages.noEntry'),
                        m.entry?.status === 'DISSOLVED'
                          ? t('marriages.dissolved', { date: toDisplayDate(m.entry.dissolvedOn) })
                          : null,
                        m.submittedAt
                          ? t('marriages.submitted', { date: toDisplayDate(m.submittedAt) })
                          : t('marriages.notSubmitted'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <StatusChip status={m.status} />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>

          <SectionCard title={t('returns.title')}>
            {data.returns.length === 0 ? (
              <Typography>{t('returns.none')}</Typography>
            ) : (
              <List dense data-testid="institution-returns">
                {data.returns.map((r) => (
                  <ListItem key={r.applicationId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      sx={{ minWidth: 0, flex: '1 1 16rem', overflowWrap: 'anywhere' }}
                      primary={
                        <>
                          <Link
                            component={RouterLink}
                            to={`/institution/applications/${r.applicationId}`}
                            aria-label={t('returns.open', { reference: r.reference })}
                          >
                            {r.reference}
                          </Link>
                          {` · ${t(`returns.services.${r.serviceCode}`)}`}
                        </>
                      }
                      secondary={[
                        returnAbout(translate, r),
                        r.submittedAt
                          ? t('returns.submitted', { date: toDisplayDate(r.submittedAt) })
                          : t('returns.notSubmitted'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <StatusChip status={r.status} />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
        </>
      ) : null}
    </Box>
  );
}
