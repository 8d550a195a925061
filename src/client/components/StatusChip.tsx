import { Chip, type ChipProps } from '@mui/material';
import { useComponentsTranslate } from './useComponentsTranslate.js';
import { statusStyle, type ApplicationStatus, type StatusStyle } from '../../shared/statuses.js';

export interface StatusChipColours {
  background: string;
  text: string;
  /** Outline with at least 3:1 against white and the page background (WCAG 1.4.11). */
  border: string;
}

/**
 * One colour family per display style; text on background is at least 4.5:1 (WCAG AA),
 * and the word itself carries the meaning, never the colour alone.
 */
export const STATUS_CHIP_COLOURS: Record<StatusStyle, StatusChipColours> = {
  pending: { background: '#fff1c2', text: '#6b4500', border: '#b07800' },
  approved: { background: '#dff3e4', text: '#14532d', border: '#2e7d32' },
  rejected: { background: '#fde7e6', text: '#9b1c14', border: '#c62828' },
  correction: { background: '#f1e6fb', text: '#5b1f8a', border: '#7b3fb0' },
  submitted: { background: '#e1ecfd', text: '#0842a0', border: '#1e63d0' },
  draft: { background: '#ececec', text: '#3d3d3d', border: '#757575' },
};

export interface StatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  /** An application status of seed section 4; an unknown one is shown as is, in the draft style. */
  status: ApplicationStatus | (string & {});
}

/** An application's status as a coloured chip (seed section 4). */
export function StatusChip({ status, className, sx, ...props }: StatusChipProps) {
  const translate = useComponentsTranslate();
  const style = statusStyle(status);
  const colours = STATUS_CHIP_COLOURS[style];
  return (
    <Chip
      size="small"
      {...props}
      label={translate(`components.status.${status}`, { _: status.replace(/_/g, ' ') })}
      data-style={style}
      className={[`status-${style}`, className].filter(Boolean).join(' ')}
      sx={[
        {
          backgroundColor: colours.background,
          color: colours.text,
          border: `1px solid ${colours.border}`,
          fontWeight: 600,
          maxWidth: '100%',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
