import { Button, Grid } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import type { z } from 'zod';
import { requiredAttachments } from '../../../shared/services/index.js';
import type { marriageNoticeSchema } from '../../../shared/services/marriage-notice.js';
import type { ApplicationRecord } from '../../applications/ApplicationDetail.js';
import { useRefLookup } from '../../components/reference.lookup.js';
import { AttachmentViewerList } from './AttachmentViewer.js';
import { NoticeChecks } from './NoticeChecks.js';
import { NoticeParties } from './NoticeParties.js';
import { PublishedNotice } from './PublishedNotice.js';
import { Facts, Section } from './Section.js';
import { useT } from './useT.js';
import { DeclarationsCard } from '../../declarations/DeclarationsCard.js';

/** A form as a draft may hold it: any field, at any depth, may be missing. */
type Draft<T> = {
  [K in keyof T]?: T[K] extends readonly (infer U)[] ? Draft<U>[] : T[K] extends object ? Draft<T[K]> : T[K];
};
/** The notice's form data (the service's form schema; a notice in corrections may be incomplete). */
type NoticeForm = Draft<z.output<typeof marriageNoticeSchema>>;

/** What staff read on a MARRIAGE_NOTICE: the parties side by side, venue, witnesses, attachments, checks and the notice. */
export function NoticeBlock({ application }: { application: ApplicationRecord }) {
  const t = useT();
  const lookup = useRefLookup();
  const form = application.formData as NoticeForm;
  return (
    <div data-testid="notice-block">
      {/* Both parties' declarations with their dates (issue 24): the registry publishes only a notice both declared. */}
      <DeclarationsCard applicationId={application.id} readOnly />
      <Section
        title={t('parties')}
        action={
          <Button
            component={RouterLink}
            to={`/backoffice/marriage-registrations/notice-preview/${application.id}`}
            startIcon={<Visibility />}
            variant="outlined"
            size="small"
          >
            {t('preview.open')}
          </Button>
        }
      >
        <NoticeParties partyA={form.partyA} partyB={form.partyB} intendedDate={form.intendedDate} />
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('venue.title')}>
            <Facts
              rows={[
                [t('venue.intendedDate'), toDisplayDate(form.intendedDate) || '—'],
                [t('venue.district'), form.district ? lookup('district', form.district) : '—'],
                [t('venue.type'), form.venue?.type ? t(`venueTypes.${form.venue.type}`, { _: form.venue.type }) : '—'],
                [t('venue.name'), form.venue?.name ?? '—'],
                ...(form.venue?.licenceReference
                  ? [[t('venue.licence'), form.venue.licenceReference] as [string, string]]
                  : []),
                ...(form.specialLicenceReference
                  ? [[t('venue.specialLicence'), form.specialLicenceReference] as [string, string]]
                  : []),
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('witnesses')}>
            <Facts
              rows={(form.witnesses ?? []).map((w, i) => [
                t('witness', { n: i + 1 }),
                `${w.fullName ?? '—'} · ${w.idNumber ?? ''}${w.phone ? ` · ${w.phone}` : ''}`,
              ])}
            />
          </Section>
        </Grid>
      </Grid>
      <NoticeChecks applicationId={application.id} />
      <Section title={t('attachments.title')}>
        <AttachmentViewerList
          applicationId={application.id}
          required={requiredAttachments('MARRIAGE_NOTICE', application.formData)}
        />
      </Section>
      {/* Published on approval: before it there is no notice to ask for (each such page logged a 404, issue 20 #19). */}
      {application.status === 'Approved' ? (
        <PublishedNotice applicationId={application.id} key={application.version} />
      ) : null}
    </div>
  );
}
