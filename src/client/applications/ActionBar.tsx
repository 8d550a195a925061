import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { transitionFor, type ApplicationAction } from '../../shared/lifecycle.js';
import type { DataProvider } from '../providers/dataProvider.js';
import { errorMessage } from '../providers/httpClient.js';

export interface ActionBarProps {
  application: { id: string; version: number; allowedActions: ApplicationAction[] };
  actor: 'APPLICANT' | 'STAFF';
  onDone(): void;
  /** Steps this page offers elsewhere (e.g. submit inside the form). */
  hide?: ApplicationAction[];
}

const PRIMARY: ApplicationAction[] = ['claim', 'approve', 'submit', 'resubmit'];

/** The steps the caller may take now; the server checks each again. */
export function ActionBar({ application, actor, onDone, hide = [] }: ActionBarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider>();
  const [asking, setAsking] = useState<ApplicationAction | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const actions = application.allowedActions.filter((a) => !hide.includes(a));

  const run = async (action: ApplicationAction, text?: string) => {
    setBusy(true);
    try {
      await dataProvider.applicationStep(application.id, action, {
        version: application.version,
        comment: text ?? null,
      });
      notify(translate(`applications.done.${action}`), { type: 'success' });
      setAsking(null);
      setComment('');
      onDone();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // Steps that ask first: those that need a reason, a withdrawal, and an approval (it passes the
  // application on or issues its outcome, and cannot be undone), with a note for the record.
  const asks = (action: ApplicationAction) =>
    Boolean(transitionFor(action, actor)?.needsComment) || action === 'withdraw' || action === 'approve';
  const needsText = asking !== null && Boolean(transitionFor(asking, actor)?.needsComment);
  const start = (action: ApplicationAction) => {
    if (asks(action)) setAsking(action);
    else void run(action);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
            color={action === 'decline' || action === 'withdraw' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => start(action)}
          >
            {translate(`applications.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="action-dialog-title"
      >
        <DialogTitle id="action-dialog-title">{asking ? translate(`applications.actions.${asking}`) : ''}</DialogTitle>
        <DialogContent>
          {asking === 'approve' ? (
            <DialogContentText sx={{ mb: 1 }}>{translate('applications.confirmApprove')}</DialogContentText>
          ) : null}
          <TextField
            id="action-comment"
            label={translate(
              asking === 'comment'
                ? 'applications.commentLabel'
                : needsText
                  ? 'applications.reasonLabel'
                  : 'applications.noteLabel',
            )}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            required={needsText}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || (needsText && comment.trim() === '')}
            onClick={() => asking && run(asking, comment.trim() || undefined)}
          >
            {asking === 'approve' ? translate('applications.actions.approve') : translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
