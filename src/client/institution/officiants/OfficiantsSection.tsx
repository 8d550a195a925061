import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  officiantBody,
  officiantSchema,
  type OfficiantInput,
  type OfficiantRecord,
} from '../../../shared/contracts/officiants.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { errorMessage, sendData } from '../../providers/httpClient.js';
import { OFFICIANTS_KEY, useOfficiants } from '../../services/institution-marriage/api.js';

const t = (translate: ReturnType<typeof useTranslate>) => (key: string, params?: object) =>
  translate(`officiants.${key}`, params);

async function saveOfficiant(officiant: OfficiantRecord | null, values: OfficiantInput & { active?: boolean }) {
  const url = officiant ? `/officiants/${officiant.id}` : '/officiants';
  const body = officiant ? { ...values, active: values.active ?? officiant.active } : values;
  return sendData(url, officiant ? 'PUT' : 'POST', body, officiantSchema);
}

/** The add / edit form of one officiant, in a dialog: the shared schema the server checks. */
function OfficiantDialog({
  officiant,
  open,
  onClose,
}: {
  officiant: OfficiantRecord | null;
  open: boolean;
  onClose(): void;
}) {
  const words = t(useTranslate());
  const queryClient = useQueryClient();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<OfficiantInput>({
    resolver: zodResolver(officiantBody),
    defaultValues: { fullName: officiant?.fullName ?? '', licenceNumber: officiant?.licenceNumber ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: OfficiantInput) => saveOfficiant(officiant, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OFFICIANTS_KEY });
      onClose();
    },
    onError: (error) => setProblem(applyServerErrors(error, form.setError)),
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setProblem(null);
          save.mutate(values);
        })}
      >
        <DialogTitle id={titleId}>
          {officiant ? words('editTitle', { name: officiant.fullName }) : words('addTitle')}
        </DialogTitle>
        <DialogContent>
          {problem ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          ) : null}
          <TextFieldControl
            control={form.control}
            name="fullName"
            label={words('fullName')}
            required
            autoComplete="off"
            helperText={words('fullNameHint')}
          />
          <TextFieldControl
            control={form.control}
            name="licenceNumber"
            label={words('licenceNumber')}
            required
            autoComplete="off"
            helperText={words('licenceNumberHint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{words('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {words('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** One officiant: name, licence number, whether active, and the institution's actions on them. */
function OfficiantCard({ officiant, onEdit }: { officiant: OfficiantRecord; onEdit(): void }) {
  const words = t(useTranslate());
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      saveOfficiant(officiant, {
        fullName: officiant.fullName,
        licenceNumber: officiant.licenceNumber,
        active: !officiant.active,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICIANTS_KEY }),
  });
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="officiant">
      <CardContent
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {officiant.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {words('licenceLine', { number: officiant.licenceNumber })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={officiant.active ? words('active') : words('inactive')}
            color={officiant.active ? 'success' : 'default'}
            variant={officiant.active ? 'filled' : 'outlined'}
          />
          <Button size="small" onClick={onEdit} aria-label={words('editLabel', { name: officiant.fullName })}>
            {words('edit')}
          </Button>
          <Button
            size="small"
            color={officiant.active ? 'warning' : 'primary'}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={words(officiant.active ? 'deactivateLabel' : 'reactivateLabel', { name: officiant.fullName })}
          >
            {officiant.active ? words('deactivate') : words('reactivate')}
          </Button>
        </Stack>
        {toggle.error ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {errorMessage(toggle.error)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The institution's officiants list (domain section 12): who celebrates its marriages, with their
 * officiant licence numbers. The institution adds and edits them, and deactivates one who no longer
 * serves (kept, so the marriages they registered keep their name). Self-contained: it reads and
 * writes /api/officiants itself.
 */
export function OfficiantsSection() {
  const words = t(useTranslate());
  const officiants = useOfficiants();
  const headingId = useId();
  const [editing, setEditing] = useState<{ officiant: OfficiantRecord | null } | null>(null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {words('title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ officiant: null })}>
          {words('add')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {words('lead')}
      </Typography>
      {officiants.isPending ? (
        <Typography component="output" variant="body2">
          {words('loading')}
        </Typography>
      ) : null}
      {officiants.error ? (
        <Alert severity="error">{words('loadError', { message: errorMessage(officiants.error) })}</Alert>
      ) : null}
      {officiants.data && !officiants.data.length ? <Alert severity="info">{words('empty')}</Alert> : null}
      {officiants.data?.length ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {officiants.data.map((o) => (
            <OfficiantCard key={o.id} officiant={o} onEdit={() => setEditing({ officiant: o })} />
          ))}
        </Stack>
      ) : null}
      {editing ? (
        <OfficiantDialog
          key={editing.officiant?.id ?? 'new'}
          officiant={editing.officiant}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
