import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { AnyServiceContract } from '../../../shared/services/index.js';
import type { AnyLabel } from '../../../shared/services/labels.js';
import { useSayLabel } from '../../i18n/useSayLabel.js';
import { useRefLookup } from '../reference.lookup.js';
import { summaryRows, type SummaryRow } from './summary.js';

/** Labelled rows as a description list: two columns from 600 px, stacked below. */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'fit-content(40%) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value], index) => (
        <Box key={`${label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Section {
  title: string;
  rows: SummaryRow[];
  step: number;
}

/** The form's answers step by step, each with its title, from the service's labels. */
export function useStepSections(contract: AnyServiceContract, values: Record<string, unknown>): Section[] {
  const lookup = useRefLookup();
  const say = useSayLabel();
  const labels = contract.labels as Record<string, AnyLabel>;
  return contract.steps.map((step, index) => ({
    title: say(step.title),
    step: index,
    rows: summaryRows(labels, values, lookup, step.fields, say),
  }));
}

interface ReviewProps {
  contract: AnyServiceContract;
  values: Record<string, unknown>;
  onEdit: (step: number) => void;
  /** null for a service that takes no documents. */
  documents: { step: number; title: string; label: string; text: string } | null;
  t: (key: string, params?: object) => string;
}

function ReviewCard({
  title,
  rows,
  onEdit,
  t,
}: {
  title: string;
  rows: SummaryRow[];
  onEdit: () => void;
  t: ReviewProps['t'];
}) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Button size="small" onClick={onEdit} aria-label={t('editSection', { section: title })}>
            {t('edit')}
          </Button>
        </Stack>
        <SummaryList rows={rows} />
      </CardContent>
    </Card>
  );
}

/** The review step: every step's answers with a link back to edit them, and the documents' state. */
export function FormReview({ contract, values, onEdit, documents, t }: ReviewProps) {
  const sections = useStepSections(contract, values);
  return (
    <>
      {sections.map((section) => (
        <ReviewCard
          key={section.step}
          title={section.title}
          rows={section.rows}
          onEdit={() => onEdit(section.step)}
          t={t}
        />
      ))}
      {documents ? (
        <ReviewCard
          title={documents.title}
          rows={[[documents.label, documents.text]]}
          onEdit={() => onEdit(documents.step)}
          t={t}
        />
      ) : null}
    </>
  );
}
