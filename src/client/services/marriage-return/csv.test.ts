import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '../../../shared/services/marriage-return.js';
import { CSV_HEADERS, parseReturnCsv, returnTemplateCsv } from './csv.js';
import { emptyLine } from './values.js';

const districts = [
  { code: '047', name: 'Nairobi' },
  { code: '001', name: 'Mombasa' },
];
const MONTH = '2026-08';
const csv = (...rows: string[][]) =>
  [CSV_HEADERS, ...rows]
    .map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');
const registered = [
  'MC/047/2026/000123',
  'Daniel Kibet Langat',
  '23456789',
  '',
  'Joy Wairimu Ndungu',
  '24567890',
  '',
  '15/08/2026',
  '',
  '',
  '',
  '',
  '',
];
const unregistered = [
  '',
  'Eric Barasa Wekesa',
  '25678901',
  '31',
  'Lilian Moraa Nyaboke',
  '26789012',
  '28',
  '22-08-2026',
  'nairobi',
  "St. Andrew's Church",
  'Rev. Samuel Mwangi',
  'Mary Akinyi',
  'John Otieno',
];

describe('the marriage return CSV import', () => {
  it("the template names every column in the form's words and its example rows import without an error", () => {
    const template = returnTemplateCsv();
    expect(template.split('\r\n')[0]).toBe(CSV_HEADERS.join(','));
    expect(CSV_HEADERS).toContain("Party A's ID number");
    const result = parseReturnCsv(template, { month: MONTH, districts });
    expect(result.errors).toEqual([]);
    expect(result.lines).toHaveLength(2);
  });

  it('reads a registered line and an unregistered one: dates as typed become yyyy-mm-dd, a district by its name becomes its code', () => {
    const { lines, errors } = parseReturnCsv(csv(registered, unregistered), { month: MONTH, districts });
    expect(errors).toEqual([]);
    expect(lines[0]).toMatchObject({
      registrationNumber: 'MC/047/2026/000123',
      partyAIdNumber: '23456789',
      date: '2026-08-15',
      district: '',
    });
    expect(lines[1]).toMatchObject({
      registrationNumber: '',
      partyAAge: '31',
      date: '2026-08-22',
      district: '047',
      witness2: 'John Otieno',
    });
  });

  it("keeps the right rows and tells what is wrong with each other row by its row number, in the form's words", () => {
    const noVenue = [...unregistered];
    noVenue[9] = '';
    noVenue[2] = '27777777';
    const badDate = [...unregistered];
    badDate[7] = '31/02/2026';
    badDate[2] = '28888888';
    const outside = [...unregistered];
    outside[7] = '02/09/2026';
    outside[2] = '29999999';
    const unknownDistrict = [...unregistered];
    unknownDistrict[8] = 'Atlantis';
    unknownDistrict[2] = '21111111';
    const badId = [...registered];
    badId[2] = '12';
    const { lines, errors } = parseReturnCsv(
      csv(registered, noVenue, badDate, outside, unknownDistrict, badId, registered),
      { month: MONTH, districts },
    );
    expect(lines).toHaveLength(1);
    expect(errors).toEqual([
      { row: 3, messages: [`Venue: ${RETURN_MESSAGES.particular('the venue')}`] },
      { row: 4, messages: ['Date: write the date as dd/mm/yyyy'] },
      { row: 5, messages: [`Date: ${RETURN_MESSAGES.dateOutsideMonth(MONTH)}`] },
      { row: 6, messages: ['District: no district is called "Atlantis"'] },
      { row: 7, messages: ["Party A's ID number: Enter the ID number as printed"] },
      { row: 8, messages: [`Register entry number: ${RETURN_MESSAGES.repeated}`] },
    ]);
  });

  it('a marriage already in the form is "listed twice"; a file without the template\'s header is refused as a whole', () => {
    const existing = [
      {
        ...emptyLine(),
        registrationNumber: 'MC/047/2026/000123',
        partyAIdNumber: '23456789',
        partyBIdNumber: '24567890',
        date: '2026-08-15',
      },
    ];
    expect(parseReturnCsv(csv(registered), { month: MONTH, districts, existing }).errors).toEqual([
      { row: 2, messages: [`Register entry number: ${RETURN_MESSAGES.repeated}`] },
    ]);
    const headless = parseReturnCsv('a,b,c\n1,2,3', { month: MONTH, districts });
    expect(headless.lines).toEqual([]);
    expect(headless.errors[0].row).toBe(1);
    expect(headless.errors[0].messages[0]).toMatch(
      /^The file's first row must name the template's columns; missing: Register entry number, Party A,/,
    );
  });
});
