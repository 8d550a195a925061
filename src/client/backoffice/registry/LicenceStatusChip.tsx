import { Chip } from '@mui/material';
import type { LicenceStatus } from '../../../shared/licences.js';
import { useRegistryT } from './useRegistryT.js';

const COLOUR = { VALID: 'success', USED: 'primary', EXPIRED: 'default', REVOKED: 'error' } as const;

/** A licence's standing as a chip in words: Valid, Used, Expired, Revoked. */
export function LicenceStatusChip({ status }: { status: LicenceStatus }) {
  const t = useRegistryT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOUR[status]}
      label={t(`licences.statuses.${status}`)}
      data-status={status}
    />
  );
}
