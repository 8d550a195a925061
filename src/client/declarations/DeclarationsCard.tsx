import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NoticeDeclarations, PartyDeclaration } from '../../shared/contracts/declarations.js';
import { toDisplayDateTime } from '../../shared/dates.js';
import { DECLARING_STATUSES, type InvitationChannel } from '../../shared/declarations.js';
import type { NoticeParty } from '../../shared/notices.js';
import { errorMessage } from '../providers/httpClient.js';
import { useDeclarationStep, useNoticeDeclarations } from './api.js';

/** Where a party's declaration stands, in words (with its date, its channel, its reason). */
export function useStateWords() {
  const translate = useTranslate();
  return (p: PartyDeclaration) => {
    const date = (at: string | null) => (at ? toDisplayDateTime(at) : '');
    switch (p.state) {
      case 'NOT_ASKED':
        return translate('declarations.states.NOT_ASKED');
      case 'INVITED':
        return `${translate('declarations.states.INVITED', { date: date(p.invitedAt) })}${
          p.invitedVia && p.invitedTo
            ? ` (${translate(`declarations.invitedVia.${p.invitedVia}`, { to: p.invitedTo })})`
            : ''
        }`;
      case 'DECLARED':
        return translate(p.current ? 'declarations.states.DECLARED' : 'declarations.states.DECLARED_STALE', {
          date: date(p.declaredAt),
        });
      case 'DECLINED':
        return translate('declarations.states.DECLINED', { date: date(p.declinedAt), reason: p.reason ?? '' });
      case 'WITHDRAWN':
        return translate('declarations.states.WITHDRAWN', { date: date(p.withdrawnAt), reason: p.reason ?? '' });
    }
  };
}

function InviteForm({
  data,
  party,
  onSent,
}: {
  data: NoticeDeclarations;
  party: PartyDeclaration;
  onSent: (message: string) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  const step = useDeclarationStep(data.applicationId);
  const form = data.formData[party.party] as { phone?: string; email?: string } | undefined;
  const [channel, setChannel] = useState<InvitationChannel>('SMS');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await step('invite', { party: party.party, channel, version: data.version });
      onSent(translate('declarations.invited', { name: party.name }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <FormControl>
        <FormLabel id={`${id}-legend`}>{translate('declarations.channelLegend', { name: party.name })}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-legend`}
          value={channel}
          onChange={(event) => setChannel(event.target.value as InvitationChannel)}
        >
          <FormControlLabel
            value="SMS"
            control={<Radio />}
            label={translate('declarations.channel.SMS', { to: form?.phone ?? '' })}
          />
          <FormControlLabel
            value="EMAIL"
            control={<Radio />}
            label={translate('declarations.channel.EMAIL', { to: form?.email ?? '' })}
          />
        </RadioGroup>
      </FormControl>
      <Box>
        <Button variant="outlined" onClick={send} disabled={busy} aria-busy={busy}>
          {translate(party.state === 'NOT_ASKED' ? 'declarations.invite' : 'declarations.inviteAgain')}
        </Button>
      </Box>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The applicant's (and the registry's) view of a notice's declarations: each party's state in words,
 * the invitations the applicant can send, the way to the applicant's own declaration, and what comes
 * next. `onReady` tells the form whether the notice can be submitted (both declared as it reads).
 */
export function DeclarationsCard({
  applicationId,
  onReady,
  readOnly = false,
}: {
  applicationId: string;
  onReady?: (ready: boolean) => void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const words = useStateWords();
  const { data, error, isPending } = useNoticeDeclarations(applicationId);
  const [sent, setSent] = useState<string | null>(null);
  const ready = data ? data.missing.length === 0 : false;
  useEffect(() => {
    if (data) onReady?.(ready);
  }, [data, ready, onReady]);
  const label = (party: NoticeParty) => translate(`declarations.partyLabel.${party}`);
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }} data-testid="declarations-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('declarations.cardTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('declarations.cardLead')}
        </Typography>
        {error ? (
          <Alert severity="warning">{translate('declarations.failed', { message: errorMessage(error) })}</Alert>
        ) : isPending || !data ? null : (
          <>
            <List dense disablePadding>
              {data.parties.map((party) => (
                <ListItem
                  key={party.party}
                  divider
                  sx={{ display: 'block', px: 0 }}
                  data-testid={`declaration-${party.party}`}
                >
                  <ListItemText
                    primary={`${label(party.party)} · ${party.name}${data.you === party.party ? ` (${translate('declarations.you')})` : ''}`}
                    secondary={words(party)}
                  />
                  {!readOnly && data.you === party.party && (data.actions.declare || data.actions.withdraw) ? (
                    <Button
                      component={RouterLink}
                      to={`/user/declarations/${data.applicationId}`}
                      variant={data.actions.declare ? 'contained' : 'outlined'}
                      size="small"
                    >
                      {translate(data.actions.declare ? 'declarations.declareOwn' : 'declarations.openOwn')}
                    </Button>
                  ) : null}
                  {!readOnly && data.actions.invite.includes(party.party) ? (
                    <InviteForm data={data} party={party} onSent={setSent} />
                  ) : null}
                </ListItem>
              ))}
            </List>
            {sent ? (
              <Alert severity="success" sx={{ mt: 1 }} component="output">
                {sent}
              </Alert>
            ) : null}
            {!readOnly && data.isApplicant && (DECLARING_STATUSES as readonly string[]).includes(data.status) ? (
              <Stack sx={{ mt: 1 }}>
                <Alert severity={ready ? 'success' : 'info'} data-testid="declarations-next">
                  {ready
                    ? translate('declarations.complete')
                    : translate('declarations.waiting', {
                        names: data.parties
                          .filter((p) => data.missing.includes(p.party))
                          .map((p) => p.name)
                          .join(', '),
                      })}
                </Alert>
              </Stack>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
