import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceCode } from '../../shared/services.js';
import { CONTRACTS } from '../../shared/services/index.js';
import type { AnyLabel } from '../../shared/services/labels.js';
import { SummaryList, useStepSections } from '../components/service-form/FormReview.js';
import { summaryRows } from '../components/service-form/summary.js';
import { useRefLookup } from '../components/reference.lookup.js';
import { useSayLabel } from '../i18n/useSayLabel.js';

const contractFor = (code: string) => (CONTRACTS as Record<string, (typeof CONTRACTS)[ServiceCode] | undefined>)[code];

/** The form an applicant filled in, step by step, in the service's words: codes, districts and dates read as people say them. */
export function ApplicationFormView({
  serviceCode,
  formData,
}: {
  serviceCode: string;
  formData: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const contract = contractFor(serviceCode);
  const sections = useStepSections(contract ?? ({ steps: [], labels: {} } as never), formData).filter((s) =>
    s.rows.some(([, value]) => value),
  );
  if (!contract || sections.length === 0) return <Typography>{translate('applications.emptyForm')}</Typography>;
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.step} sx={{ '& + &': { mt: 2 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {section.title}
          </Typography>
          <SummaryList rows={section.rows} />
        </Box>
      ))}
    </>
  );
}

/** What approval kept (a notice number, a licence number…), labelled by the service's outcome labels. */
export function OutcomeView({ serviceCode, outcome }: { serviceCode: string; outcome: Record<string, unknown> }) {
  const lookup = useRefLookup();
  const say = useSayLabel();
  const labels = contractFor(serviceCode)?.outcomeLabels as Record<string, AnyLabel> | null | undefined;
  if (!labels) return null;
  return <SummaryList rows={summaryRows(labels, outcome, lookup, undefined, say).filter(([, value]) => value)} />;
}
