import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { NoticeDeclarations } from '../../shared/contracts/declarations.js';
import { toDisplayDate, toDisplayDateTime } from '../../shared/dates.js';
import { PARTY_PARTICULARS, type PartyParticular } from '../../shared/declarations.js';
import type { Party } from '../../shared/forms/parts.js';
import type { NoticeParty } from '../../shared/notices.js';
import { PARTY_FIELD_LABELS } from '../../shared/services/common.js';
import type { AnyLabel } from '../../shared/services/labels.js';
import { labelText, leafText } from '../components/service-form/summary.js';
import { FactList } from '../components/FactList.js';
import { useRefLookup } from '../components/reference.lookup.js';
import { useSayLabel } from '../i18n/useSayLabel.js';
import { errorMessage, fieldErrors } from '../providers/httpClient.js';
import { useDeclarationStep, useMyDeclarations, useNoticeDeclarations } from './api.js';
import { DeclarationsCard } from './DeclarationsCard.js';

/** A reason asked for in a dialog (declining, withdrawing): the step runs on Confirm. */
function ReasonDialog({
  open,
  title,
  lead,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  lead: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setProblem(await onConfirm(reason));
    setBusy(false);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {lead}
        </Typography>
        <TextField
          label={translate('declarations.page.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('declarations.page.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy} aria-busy={busy}>
          {translate('declarations.page.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Declaration({ data, you }: { data: NoticeDeclarations; you: NoticeParty }) {
  const translate = useTranslate();
  const say = useSayLabel();
  const lookup = useRefLookup();
  const step = useDeclarationStep(data.applicationId);
  const mine = data.parties.find((p) => p.party === you)!;
  const other = data.parties.find((p) => p.party !== you)!;
  const party = (data.formData[you] ?? {}) as Partial<Party>;
  const form = data.formData as { intendedDate?: string; district?: string; venue?: { name?: string } };
  const [confirmed, setConfirmed] = useState<PartyParticular[]>([]);
  const [statements, setStatements] = useState({ noImpediment: false, particularsTrue: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'decline' | 'withdraw' | null>(null);
  const shown = PARTY_PARTICULARS.filter((key) => key !== 'middleName' || party.middleName);
  const value = (key: PartyParticular) => leafText(PARTY_FIELD_LABELS[key] as AnyLabel, party[key], lookup, say) || '—';
  const all = shown.every((key) => confirmed.includes(key)) && statements.noImpediment && statements.particularsTrue;
  const toggle = (key: PartyParticular) =>
    setConfirmed((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));

  const declare = async () => {
    setProblem(null);
    if (!all) {
      setProblem(translate('declarations.page.confirmAll'));
      return;
    }
    setBusy(true);
    try {
      await step('declare', {
        party: you,
        version: data.version,
        // Every particular: the middle name too when the notice gives none (there is nothing to contradict).
        confirmed: [...PARTY_PARTICULARS],
        noImpediment: true,
        particularsTrue: true,
      });
      setDone(translate('declarations.page.declared'));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const withReason = (action: 'decline' | 'withdraw') => async (reason: string) => {
    try {
      await step(action, { party: you, version: data.version, reason });
      setDialog(null);
      setDone(action === 'withdraw' ? translate('declarations.page.withdrawn') : null);
      return null;
    } catch (error) {
      return fieldErrors(error).reason ?? errorMessage(error);
    }
  };
  const date = (at: string | null) => (at ? toDisplayDateTime(at) : '');
  const standing =
    mine.state === 'DECLARED'
      ? translate(mine.current ? 'declarations.page.declaredOn' : 'declarations.page.declaredStale', {
          date: date(mine.declaredAt),
        })
      : mine.state === 'DECLINED'
        ? translate('declarations.page.declinedOn', { date: date(mine.declinedAt) })
        : mine.state === 'WITHDRAWN'
          ? translate('declarations.page.withdrawnOn', { date: date(mine.withdrawnAt) })
          : null;
  const open = data.actions.declare || data.actions.decline || data.actions.withdraw;
  return (
    <Stack spacing={2}>
      <Typography>
        {translate(data.isApplicant ? 'declarations.page.leadOwn' : 'declarations.page.lead', {
          applicant: data.applicantName,
          other: other.name,
          reference: data.reference,
        })}
      </Typography>
      {done ? (
        <Alert severity="success" component="output">
          {done}
        </Alert>
      ) : null}
      {standing ? <Alert severity={mine.current ? 'success' : 'info'}>{standing}</Alert> : null}
      {!open ? <Alert severity="info">{translate('declarations.page.closed')}</Alert> : null}
      <Card variant="outlined" component="section">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('declarations.page.marriage')}
          </Typography>
          <FactList
            rows={[
              [translate('declarations.page.otherParty'), other.name],
              [translate('declarations.page.intendedDate'), form.intendedDate ? toDisplayDate(form.intendedDate) : '—'],
              [translate('declarations.page.district'), form.district ? lookup('district', form.district) : '—'],
              [translate('declarations.page.venue'), form.venue?.name || '—'],
            ]}
          />
        </CardContent>
      </Card>
      {data.actions.declare ? (
        <Card variant="outlined" component="section">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('declarations.page.particulars')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('declarations.page.particularsLead')}
            </Typography>
            <FormGroup>
              {shown.map((key) => (
                <FormControlLabel
                  key={key}
                  control={<Checkbox checked={confirmed.includes(key)} onChange={() => toggle(key)} />}
                  label={translate('declarations.page.particularCorrect', {
                    label: say(labelText(PARTY_FIELD_LABELS[key] as AnyLabel)),
                    value: value(key),
                  })}
                />
              ))}
            </FormGroup>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
              {translate('declarations.page.statements')}
            </Typography>
            <FormGroup>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={statements.noImpediment}
                    onChange={(e) => setStatements((s) => ({ ...s, noImpediment: e.target.checked }))}
                  />
                }
                label={translate('declarations.page.noImpediment')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={statements.particularsTrue}
                    onChange={(e) => setStatements((s) => ({ ...s, particularsTrue: e.target.checked }))}
                  />
                }
                label={translate('declarations.page.particularsTrue')}
              />
            </FormGroup>
          </CardContent>
        </Card>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {data.actions.declare ? (
          <Button variant="contained" onClick={declare} disabled={busy} aria-busy={busy}>
            {translate('declarations.page.declare')}
          </Button>
        ) : null}
        {data.actions.decline ? (
          <Button variant="outlined" color="error" onClick={() => setDialog('decline')}>
            {translate('declarations.page.decline')}
          </Button>
        ) : null}
        {data.actions.withdraw ? (
          <Button variant="outlined" color="error" onClick={() => setDialog('withdraw')}>
            {translate('declarations.page.withdraw')}
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={data.isApplicant ? `/user/applications/${data.applicationId}` : '/user/declarations'}
        >
          {translate('declarations.page.back')}
        </Button>
      </Stack>
      <DeclarationsCard applicationId={data.applicationId} readOnly />
      <ReasonDialog
        key={dialog ?? 'closed'}
        open={dialog !== null}
        title={translate(dialog === 'withdraw' ? 'declarations.page.withdrawTitle' : 'declarations.page.declineTitle')}
        lead={translate(dialog === 'withdraw' ? 'declarations.page.withdrawLead' : 'declarations.page.declineLead')}
        onClose={() => setDialog(null)}
        onConfirm={withReason(dialog ?? 'decline')}
      />
    </Stack>
  );
}

/** /user/declarations/:id: a party reads the notice in their own language, confirms their particulars and declares, or declines. */
export function DeclarationPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, error, isPending } = useNoticeDeclarations(id);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('declarations.page.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('declarations.page.title')}
      </Typography>
      {error ? (
        <Alert severity="warning">{translate('declarations.page.notFound')}</Alert>
      ) : isPending || !data ? (
        <Typography component="output">{translate('portal.loading')}</Typography>
      ) : data.you ? (
        <Declaration data={data} you={data.you} />
      ) : (
        <Alert severity="warning">{translate('declarations.page.notFound')}</Alert>
      )}
    </Box>
  );
}

/** /user/declarations: the notices of marriage that name the citizen and ask for their declaration. */
export function MyDeclarationsPage() {
  const translate = useTranslate();
  const { data, error, isPending } = useMyDeclarations();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('declarations.list.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('declarations.list.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('declarations.list.lead')}</Typography>
      {error ? (
        <Alert severity="warning">{translate('declarations.failed', { message: errorMessage(error) })}</Alert>
      ) : isPending ? null : !data?.length ? (
        <Typography>{translate('declarations.list.none')}</Typography>
      ) : (
        <Stack spacing={1}>
          {data.map((item) => (
            <Card key={item.applicationId} variant="outlined" component="article">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {translate('declarations.list.item', {
                    other: item.otherPartyName,
                    date: item.intendedDate ? toDisplayDate(item.intendedDate) : '—',
                  })}
                </Typography>
                <Typography variant="body2">
                  {translate('declarations.list.by', { reference: item.reference, applicant: item.applicantName })}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {stateLine(translate, item)}
                </Typography>
                <Button
                  variant="contained"
                  size="small"
                  component={RouterLink}
                  to={`/user/declarations/${item.applicationId}`}
                >
                  {translate('declarations.list.open')}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Where the citizen's own declaration on a listed notice stands, in words. */
function stateLine(translate: ReturnType<typeof useTranslate>, item: { state: string; current: boolean }): string {
  const key = item.state === 'DECLARED' && !item.current ? 'DECLARED_STALE' : item.state;
  return translate(`declarations.list.states.${key}`);
}
