import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { APPLICATION_STATUSES, STATUS_STYLES } from '../../shared/statuses.js';
import { STATUS_CHIP_COLOURS, StatusChip } from './StatusChip.js';
import { renderWithProviders } from './testing.js';

/** Seed section 4, row by row. */
const SEED_TABLE = [
  { status: 'Pending', style: 'pending', label: 'Being reviewed' },
  { status: 'Payment_Confirmation', style: 'pending', label: 'Awaiting payment' },
  { status: 'Approved', style: 'approved', label: 'Approved' },
  { status: 'Declined', style: 'rejected', label: 'Declined' },
  { status: 'Corrections_Requested', style: 'correction', label: 'Corrections requested' },
  { status: 'Submitted', style: 'submitted', label: 'Submitted' },
  { status: 'Draft', style: 'draft', label: 'Draft' },
] as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('StatusChip', () => {
  it('covers every status of the shared list', () => {
    expect(SEED_TABLE.map((row) => row.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it.each(SEED_TABLE)('shows $status as "$label" in the $style style', ({ status, style, label }) => {
    expect(STATUS_STYLES[status]).toBe(style);
    renderWithProviders(<StatusChip status={status} />);
    const text = screen.getByText(label);
    const chip = text.closest('.MuiChip-root');
    expect(chip).not.toBeNull();
    expect(chip).toHaveAttribute('data-style', style);
    expect(chip).toHaveClass(`status-${style}`);
    const colours = STATUS_CHIP_COLOURS[style];
    expect(getComputedStyle(chip as Element).backgroundColor).toBe(rgb(colours.background));
    expect(getComputedStyle(chip as Element).color).toBe(rgb(colours.text));
  });

  it('gives each style its own colour with AA contrast', () => {
    const styles = Object.values(STATUS_CHIP_COLOURS);
    expect(new Set(styles.map((c) => c.background)).size).toBe(styles.length);
    expect(new Set(styles.map((c) => c.text)).size).toBe(styles.length);
    for (const colours of styles) {
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.border, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows an unknown status as is, in the draft style', () => {
    renderWithProviders(<StatusChip status="On_Hold" />);
    const chip = screen.getByText('On Hold').closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-style', 'draft');
    expect(chip).toHaveClass('status-draft');
  });

  it('keeps a className given by the caller', () => {
    renderWithProviders(<StatusChip status="Approved" className="extra" />);
    const chip = screen.getByText('Approved').closest('.MuiChip-root');
    expect(chip).toHaveClass('extra');
    expect(chip).toHaveClass('status-approved');
  });
});
