import { serviceByCode } from '../../shared/services.js';
import { AccessReason } from '../components/access/AccessReason.js';
import { AccessLogSection } from '../components/access/AccessLogSection.js';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { acceptedAttachmentKinds, attachmentsEditable } from '../../shared/forms/attachments.js';
import { requiredAttachments } from '../../shared/services/index.js';
import type { ServiceCode } from '../../shared/services.js';
import { DownloadDocumentButton } from '../components/documents/DownloadDocumentButton.js';
import { PayButton } from '../components/payments/PayButton.js';
import { AttachmentsPanel } from '../components/uploads/AttachmentsPanel.js';
import { clientServiceOf } from '../services/index.js';
import { onlineFormsIn } from '../services/onlineForms.js';
import type { ApplicationRecord } from './ApplicationDetail.js';
import type { IssuedDocument } from '../../shared/contracts/documents.js';
import { toDisplayDate, toDisplayDateTime } from '../../shared/dates.js';
import { DRAFT_KEPT_DAYS, draftRemovalAt } from '../../shared/retention.js';

/** Documents the registry issued for this application (receipts, licences, certificates…). */
export function IssuedDocuments({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const { data } = useGetList<IssuedDocument>('documents', {
    filter: { applicationId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'issuedAt', order: 'DESC' },
  });
  if (!data?.length) return null;
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('applications.documents')}
        </Typography>
        <List dense>
          {data.map((doc) => (
            <ListItem
              key={doc.id}
              divider
              secondaryAction={
                <DownloadDocumentButton
                  documentId={doc.id}
                  fileName={doc.fileName}
                  label={translate('applications.download')}
                  variant="outlined"
                />
              }
            >
              <ListItemText
                primary={`${doc.title} · ${doc.number}`}
                secondary={`${toDisplayDateTime(doc.issuedAt)}${doc.revokedAt ? ` · ${translate('applications.revoked')}` : doc.supersededAt ? ` · ${translate('applications.superseded', { date: toDisplayDate(doc.supersededAt) })}` : ''}`}
                sx={{ pr: 14 }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** What the applicant needs to do next on their application: pay, attach documents, read documents. */
export function ApplicantExtras({ application }: { application: ApplicationRecord }) {
  const translate = useTranslate();
  const code = application.serviceCode as ServiceCode;
  const kinds = acceptedAttachmentKinds(code, application.formData);
  const needsPayment = application.status === 'Payment_Confirmation' && application.invoice?.status === 'UNPAID';
  const required = requiredAttachments(code, application.formData);
  const showDocuments =
    required.length > 0 || attachmentsEditable(application.status) || application.attachmentKinds.length > 0;
  const Panel = clientServiceOf(code)?.ApplicantPanel;
  // A draft, or one sent back for corrections: the way back into its stepped form (issue 20 #6).
  const area = useLocation().pathname.startsWith('/institution') ? 'institution' : 'user';
  const form = onlineFormsIn(area).find((f) => f.code === code);
  const editing = application.status === 'Draft' || application.status === 'Corrections_Requested';
  return (
    <>
      {editing && form ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              component={RouterLink}
              to={`${form.path}/${application.id}?step=1`}
            >
              {translate('applications.continueForm')}
            </Button>
          }
        >
          {translate(application.status === 'Draft' ? 'applications.draftLead' : 'applications.correctionsLead')}
          {application.status === 'Draft' && application.updatedAt
            ? ` ${translate('applications.draftKept', {
                days: DRAFT_KEPT_DAYS,
                date: toDisplayDate(draftRemovalAt(new Date(application.updatedAt), null)),
              })}`
            : null}
        </Alert>
      ) : null}
      {Panel ? <Panel application={application} /> : null}
      {needsPayment ? (
        <Alert severity="info" sx={{ mb: 2 }} action={<PayButton applicationId={application.id} />}>
          {translate('applications.payNow')}
        </Alert>
      ) : null}
      {kinds.length > 0 && showDocuments ? (
        <Card variant="outlined" component="section" sx={{ mb: 2 }}>
          <CardContent>
            {/* The panel heads itself ("Documents"): one heading, not two (issue 20 #24). */}
            <AttachmentsPanel
              applicationId={application.id}
              kinds={kinds}
              required={required}
              editable={attachmentsEditable(application.status)}
              onChange={() => undefined}
            />
          </CardContent>
        </Card>
      ) : null}
      <IssuedDocuments applicationId={application.id} key={application.version} />
      <AccessLogSection kind="application" subjectId={application.id} />
    </>
  );
}

/** What staff see beside the form: the service's staff panel (or the documents attached), and those issued. */
export function StaffExtras({ application }: { application: ApplicationRecord }) {
  const code = application.serviceCode as ServiceCode;
  const kinds = acceptedAttachmentKinds(code, application.formData);
  const shown = requiredAttachments(code, application.formData).length > 0 || application.attachmentKinds.length > 0;
  const Panel = clientServiceOf(code)?.StaffPanel;
  const section = serviceByCode(code)?.section;
  return (
    <>
      {section ? (
        <AccessReason
          path={`/applications/${encodeURIComponent(application.id)}`}
          record={{ section, district: application.district }}
        />
      ) : null}
      {Panel ? <Panel application={application} /> : null}
      {!Panel && kinds.length > 0 && shown ? (
        <Card variant="outlined" component="section" sx={{ mb: 2 }}>
          <CardContent>
            <AttachmentsPanel
              applicationId={application.id}
              kinds={kinds}
              required={requiredAttachments(code, application.formData)}
              editable={false}
            />
          </CardContent>
        </Card>
      ) : null}
      <IssuedDocuments applicationId={application.id} key={application.version} />
    </>
  );
}
