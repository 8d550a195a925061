import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DivorceEntry } from '../../../shared/contracts/divorces.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { DateControl } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { errorMessage } from '../../providers/httpClient.js';
import type { StepProps } from '../types.js';
import { findDivorceEntries } from './entries.js';
import type { DivorceValues } from './values.js';

export const DIVORCE_MESSAGES_KEY = 'services.DIVORCE_RETURN.form';

/** One entry in words: number, parties, date, district and standing. */
export function useEntryWords() {
  const translate = useTranslate();
  return (e: DivorceEntry) => ({
    line: translate(`${DIVORCE_MESSAGES_KEY}.decreeStep.entryLine`, {
      number: e.registrationNumber,
      a: e.partyAName,
      b: e.partyBName,
      date: toDisplayDate(e.celebratedOn),
      district: e.districtName,
    }),
    standing:
      e.status === 'DISSOLVED'
        ? translate(`${DIVORCE_MESSAGES_KEY}.decreeStep.dissolved`, { date: toDisplayDate(e.dissolvedOn) })
        : translate(`${DIVORCE_MESSAGES_KEY}.decreeStep.subsisting`),
  });
}

/** The decree (case, court, date absolute) and the register entry it dissolves, found by number or by names. */
export function DecreeStep({ form }: StepProps<DivorceValues>) {
  const { control, setValue } = form;
  const translate = useTranslate();
  const words = useEntryWords();
  const t = (key: string) => translate(`${DIVORCE_MESSAGES_KEY}.decreeStep.${key}`);
  const chosen = useWatch({ control, name: 'registrationNumber' });
  const [names, setNames] = useState({ partyName: '', otherPartyName: '' });
  const [found, setFound] = useState<DivorceEntry[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function find(q: { registrationNumber?: string; partyName?: string; otherPartyName?: string }) {
    setBusy(true);
    setProblem(null);
    try {
      setFound(await findDivorceEntries(q));
    } catch (error) {
      setFound(null);
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <TextFieldControl
        control={control}
        name="caseNumber"
        label={t('caseNumber')}
        required
        helperText={t('caseNumberHint')}
      />
      <TextFieldControl control={control} name="court" label={t('court')} required helperText={t('courtHint')} />
      <DateControl
        control={control}
        name="decreeAbsoluteDate"
        label={t('decreeAbsoluteDate')}
        required
        disableFuture
        helperText={t('decreeAbsoluteDateHint')}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('entryTitle')}
      </Typography>
      <TextFieldControl
        control={control}
        name="registrationNumber"
        label={t('registrationNumber')}
        required
        helperText={t('registrationNumberHint')}
      />
      <Button
        variant="outlined"
        disabled={busy || !chosen?.trim()}
        onClick={() => find({ registrationNumber: chosen })}
      >
        {t('lookUp')}
      </Button>
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, p: 2, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {t('byNames')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextFieldLite
            id="divorce-party-name"
            label={t('partyName')}
            value={names.partyName}
            onChange={(v) => setNames({ ...names, partyName: v })}
          />
          <TextFieldLite
            id="divorce-other-party-name"
            label={t('otherPartyName')}
            value={names.otherPartyName}
            onChange={(v) => setNames({ ...names, otherPartyName: v })}
          />
          <Button variant="outlined" disabled={busy || names.partyName.trim().length < 3} onClick={() => find(names)}>
            {busy ? t('searching') : t('search')}
          </Button>
        </Box>
      </Box>
      {problem ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {found && !found.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('noMatch')}
        </Alert>
      ) : null}
      {found?.length ? (
        <Box component="section" aria-label={t('results')} sx={{ mt: 1 }}>
          <List dense data-testid="divorce-entries">
            {found.map((e) => {
              const w = words(e);
              const isChosen = chosen?.trim().toUpperCase() === e.registrationNumber.toUpperCase();
              return (
                <ListItem key={e.registrationNumber} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={w.line}
                    secondary={w.standing}
                    sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' }}
                  />
                  <Button
                    size="small"
                    variant={isChosen ? 'contained' : 'outlined'}
                    disabled={e.status === 'DISSOLVED'}
                    aria-label={`${t('choose')}: ${e.registrationNumber}`}
                    onClick={() =>
                      setValue('registrationNumber', e.registrationNumber, { shouldDirty: true, shouldValidate: true })
                    }
                  >
                    {isChosen ? t('chosen') : t('choose')}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ) : null}
    </>
  );
}

function TextFieldLite({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ flex: '1 1 14rem', minWidth: 0 }}
    />
  );
}
