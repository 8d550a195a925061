import { describe, expect, it } from 'vitest';
import { marriageNotice } from '../../../shared/services/marriage-notice.js';
import { publicPlaceLicence } from '../../../shared/services/public-place-licence.js';
import type { AnyLabel } from '../../../shared/services/labels.js';
import { displayValue, summaryRows } from './summary.js';
import { marriageReturn } from '../../../shared/services/marriage-return.js';

const lookup = (ref: string, code: string) =>
  ref === 'district' && code === '030' ? 'Kisumu' : ref === 'nationality' && code === 'KE' ? 'Kenyan' : code;
const labels = (l: object) => l as Record<string, AnyLabel>;

describe('the readable summary of a form', () => {
  const form = {
    partyA: {
      firstName: 'Amina',
      middleName: null,
      lastName: 'Otieno',
      idType: 'NATIONAL_ID',
      idNumber: '12345678',
      nationality: 'KE',
      dateOfBirth: '1994-03-02',
      sex: 'F',
      condition: 'NEVER_MARRIED',
      residenceDistrict: '030',
    },
    intendedDate: '2027-02-20',
    district: '030',
    venue: { type: 'REGISTRAR_OFFICE', name: 'Marriage Room 1', licenceReference: null },
    witnesses: [{ fullName: 'Wit One', idNumber: '34567890', phone: '+254722345678' }],
  };

  it('says codes in words, districts by name and dates as dd-mm-yyyy', () => {
    const rows = summaryRows(labels(marriageNotice.labels), form, lookup);
    expect(rows).toContainEqual(['Full name', 'Amina Otieno']);
    expect(rows).toContainEqual(['Identity document', 'National ID']);
    expect(rows).toContainEqual(['Nationality', 'Kenyan']);
    expect(rows).toContainEqual(['Date of birth', '02-03-1994']);
    expect(rows).toContainEqual(['District of residence', 'Kisumu']);
    expect(rows).toContainEqual(['District of the marriage', 'Kisumu']);
    expect(rows).toContainEqual(['Where', "At the registrar's office"]);
    expect(rows).toContainEqual(['Witness 1', 'Wit One · 34567890 · +254722345678']);
    expect(rows.flat().join(' ')).not.toMatch(/REGISTRAR_OFFICE|NATIONAL_ID|\b030\b|2027-02-20/);
  });

  it('shows only the fields asked for, and never a hidden one', () => {
    expect(summaryRows(labels(marriageNotice.labels), form, lookup, ['intendedDate'])).toEqual([
      ['Intended date of marriage', '20-02-2027'],
    ]);
    const outcome = {
      licenceId: '7f1c0a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      licenceNumber: 'PPL/2026/000001',
      validUntil: '2027-11-22T20:59:59.999Z',
      documentId: '8f1c0a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
    };
    expect(summaryRows(labels(publicPlaceLicence.outcomeLabels), outcome, lookup)).toEqual([
      ['Licence number', 'PPL/2026/000001'],
      ['Valid until', '22-11-2027 23:59'],
    ]);
  });

  it('reads timestamps as a date and a time', () => {
    expect(displayValue('2027-02-20T21:48:26Z')).toBe('21-02-2027 00:48');
  });

  it("reads a month (a return's) in words, and each reconciled line of a return as one line", () => {
    expect(displayValue('2026-10')).toBe('October 2026');
    expect(displayValue('2026-13')).toBe('2026-13');
    const outcome = {
      acknowledgementNumber: 'MRA/2026/000001',
      documentId: '8f1c0a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      matched: 0,
      entered: 0,
      mismatched: 1,
      lines: [
        {
          result: 'MISMATCHED',
          registrationNumber: 'MC/047/2026/000009',
          parties: 'A B and C D',
          marriedOn: '2026-07-21',
          differences: 'Date: the return says 20-07-2026, the register says 21-07-2026',
        },
      ],
    };
    expect(summaryRows(labels(marriageReturn.outcomeLabels), outcome, lookup)).toEqual([
      ['Acknowledgement', 'MRA/2026/000001'],
      ['Matched with the register', '0'],
      ['Entered into the register', '0'],
      ['Flagged as mismatched', '1'],
      [
        'Marriage 1',
        'Mismatched · MC/047/2026/000009 · A B and C D · 21-07-2026 · Date: the return says 20-07-2026, the register says 21-07-2026',
      ],
    ]);
  });
});
