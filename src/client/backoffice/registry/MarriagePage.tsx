import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { marriageEntrySchema } from '../../../shared/contracts/register.js';
import { errorMessage, getRecord } from '../../providers/httpClient.js';
import { Facts, Section } from '../marriage-registrations/Section.js';
import { partyName, witnessName, type RegisterParty } from './registryTypes.js';
import { EntryHistory } from './EntryHistory.js';
import { AccessLogSection } from '../../components/access/AccessLogSection.js';
import { AccessReason } from '../../components/access/AccessReason.js';
import { useRegistryT } from './useRegistryT.js';

function PartyEntry({ party, title }: { party: RegisterParty; title: string }) {
  const t = useRegistryT();
  const translate = useTranslate();
  return (
    <Section title={title} headingLevel="h3">
      <Facts
        rows={[
          [t('party.name'), partyName(party)],
          // The kind of document in words ("National ID 33981624"), never its code.
          [
            t('party.id'),
            [party.idType ? translate(`marriageOffice.idTypes.${party.idType}`, { _: '' }) : '', party.idNumber]
              .filter(Boolean)
              .join(' ') || '—',
          ],
          [t('party.age'), party.age == null ? '—' : String(party.age)],
          [t('party.condition'), party.condition ? t(`conditions.${party.condition}`, { _: party.condition }) : '—'],
          [t('party.occupation'), party.occupation ?? '—'],
          [t('party.residence'), party.residence ?? '—'],
          [t('party.father'), party.father ?? '—'],
          [t('party.mother'), party.mother ?? '—'],
        ]}
      />
    </Section>
  );
}

/** /backoffice/registry/marriages/:id — one entry of the marriage register, with its certificate. */
export default function MarriagePage() {
  const t = useRegistryT();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['civil-marriages', id],
    queryFn: () => getRecord(`/civil-marriages/${encodeURIComponent(id)}`, marriageEntrySchema),
  });
  const entry = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={entry ? entry.registrationNumber : t('marriage')} />
      <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {entry ? entry.registrationNumber : t('marriage')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!entry && !error ? <Typography>{t('loading')}</Typography> : null}
      {entry ? (
        <>
          <AccessReason
            path={`/civil-marriages/${encodeURIComponent(entry.id)}`}
            record={{ section: 'registry', district: entry.district }}
          />
          <Section title={t('entry')}>
            <Facts
              rows={[
                [t('columns.registrationNumber'), entry.registrationNumber],
                [t('columns.book'), entry.bookNumber],
                [t('columns.entryNumber'), String(entry.entryNumber)],
                [t('columns.district'), entry.districtName],
                [t('columns.celebratedAt'), toDisplayDateTime(entry.celebratedAt) || toDisplayDate(entry.celebratedAt)],
                [t('columns.venue'), entry.venueName],
                [t('officiant'), entry.officiantName],
                [t('witnesses'), (entry.witnesses ?? []).map(witnessName).join(', ')],
                [t('columns.status'), t(`statuses.${entry.status}`, { _: entry.status })],
                ...(entry.dissolvedOn
                  ? [[t('dissolvedOn'), toDisplayDate(entry.dissolvedOn)] as [string, string]]
                  : []),
                ...(entry.dissolutionDecree ? [[t('decree'), entry.dissolutionDecree] as [string, string]] : []),
              ]}
            />
            <Button component={RouterLink} to={`/backoffice/registry/details/${entry.applicationId}`} sx={{ mt: 1 }}>
              {t('openNotice')}
            </Button>
          </Section>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PartyEntry party={entry.partyA} title={t('party.a')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PartyEntry party={entry.partyB} title={t('party.b')} />
            </Grid>
          </Grid>
          <EntryHistory entryId={entry.id} />
          <AccessLogSection kind="marriage-entry" subjectId={entry.id} />
        </>
      ) : null}
    </Box>
  );
}
