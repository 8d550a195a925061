import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useComponentsTranslate } from './useComponentsTranslate.js';
import { useToast } from './toasts/useToast.js';

/** How long "Session Reloaded" shows before the page reloads. */
export const SESSION_RELOAD_DELAY_MS = 1500;

export interface SessionExpiredDialogProps {
  open: boolean;
  /** Signs in again; rejects with an error carrying `status` (401 for wrong credentials). */
  onLogin: (username: string, password: string) => Promise<void>;
  /** The app logs out and goes to /sign-in. */
  onCancel: () => void;
  /** After a successful sign-in; default reloads the page (seed section 8). */
  onReloaded?: () => void;
}

function reloadPage() {
  window.location.reload();
}

function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 401
  );
}

/** Seed sections 2 and 8: signs the user in again without leaving the page. */
export function SessionExpiredDialog({ open, ...props }: SessionExpiredDialogProps) {
  const ids = useId();
  return (
    <Dialog
      open={open}
      // No onClose: neither Escape nor a click outside may leave the app without a session.
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-lead`}
    >
      {/* Unmounted with the dialog: reopening starts with empty fields and no message. */}
      <SessionLoginForm ids={ids} {...props} />
    </Dialog>
  );
}

function SessionLoginForm({
  ids,
  onLogin,
  onCancel,
  onReloaded = reloadPage,
}: Omit<SessionExpiredDialogProps, 'open'> & { ids: string }) {
  const translate = useComponentsTranslate();
  const toast = useToast();
  const usernameRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // A modal dialog puts focus on its first field (WAI-ARIA dialog pattern).
  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  const usernameMissing = attempted && !username.trim();
  const passwordMissing = attempted && !password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (!username.trim() || !password) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onLogin(username.trim(), password);
    } catch (error) {
      setFailure(translate(isUnauthorized(error) ? 'components.session.unauthorized' : 'components.session.network'));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    toast.success(translate('components.session.reloaded'));
    // Long enough to read the notice before the page reloads.
    setTimeout(onReloaded, SESSION_RELOAD_DELAY_MS);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <DialogTitle id={`${ids}-title`}>{translate('components.session.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${ids}-lead`}>{translate('components.session.lead')}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          id={`${ids}-username`}
          name="username"
          label={translate('components.session.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          inputRef={usernameRef}
          required
          fullWidth
          margin="normal"
          error={usernameMissing}
          helperText={
            usernameMissing ? translate('components.session.required') : translate('components.session.usernameHint')
          }
        />
        <TextField
          id={`${ids}-password`}
          name="password"
          label={translate('components.session.password')}
          type={showPassword ? 'text' : 'password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          error={passwordMissing}
          helperText={passwordMissing ? translate('components.session.required') : undefined}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(
                      showPassword ? 'components.session.hidePassword' : 'components.session.showPassword',
                    )}
                    aria-controls={`${ids}-password`}
                    onClick={() => setShowPassword((visible) => !visible)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} color="inherit">
          {translate('components.session.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {translate('components.session.login')}
        </Button>
      </DialogActions>
    </Box>
  );
}
