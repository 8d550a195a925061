import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { acceptedAttachmentKinds, attachmentsEditable } from '../../shared/forms/attachments.js';
import { requiredAttachments } from '../../shared/services/index.js';
import type { ApplicationRecord } from '../applications/ApplicationDetail.js';
import { StatusChip } from '../components/StatusChip.js';
import { AttachmentsPanel } from '../components/uploads/AttachmentsPanel.js';

/** /user/notice-attachment/:id: the documents of a notice, to add what is missing or corrected. */
export default function NoticeAttachments() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<ApplicationRecord>('applications', { id });
  if (isPending || (data && !data.allowedActions && !error))
    return (
      <Typography sx={{ p: 2, display: 'block' }} component="output">
        {translate('portal.loading')}
      </Typography>
    );
  if (error || !data)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('notices.attachmentsPage.notFound')}
      </Alert>
    );
  const code = 'MARRIAGE_NOTICE';
  const editable = attachmentsEditable(data.status);
  const title = translate('notices.attachmentsPage.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {translate('notices.attachmentsPage.reference', { reference: data.reference })}{' '}
        <StatusChip status={data.status} size="small" />
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {translate('notices.attachmentsPage.lead')}
      </Typography>
      {!editable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('notices.attachmentsPage.locked', {
            status: translate(`components.status.${data.status}`, { _: data.status }),
          })}
        </Alert>
      ) : null}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <AttachmentsPanel
            applicationId={data.id}
            kinds={acceptedAttachmentKinds(code, data.formData)}
            required={requiredAttachments(code, data.formData)}
            editable={editable}
            onChange={() => undefined}
          />
        </CardContent>
      </Card>
      <Button
        component={RouterLink}
        to={`/user/applications/${data.id}`}
        variant="outlined"
        onClick={() => void refetch()}
      >
        {translate('notices.attachmentsPage.back')}
      </Button>
    </Box>
  );
}
