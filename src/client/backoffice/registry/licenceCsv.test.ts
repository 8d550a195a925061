import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider.js';
import { toCsv } from '../../format/csv.js';
import { licenceCsvColumns, placeCsvColumns } from './licenceCsv.js';
import { licence } from './licenceFixtures.js';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(`registryPages.${key}`, options);
const table = (csv: string) => csv.split('\n').map((line) => line.slice(1, -1).split('","'));

describe('the licence registries’ CSV', () => {
  it('heads its columns in words and writes kinds, statuses, districts and days as people read them', () => {
    const [head, row] = table(
      toCsv(
        [
          licence({
            status: 'USED',
            usedAt: '2026-12-01T21:30:00.000Z',
            usedByRegistrationNumber: 'MC/047/2026/000010',
          }),
        ],
        licenceCsvColumns(t),
      ),
    );
    const cells = Object.fromEntries(head!.map((name, i) => [name, row![i]]));
    expect(cells).toMatchObject({
      'Licence number': 'SLW/2026/000001',
      'Kind of licence': 'Special licence (notice waiver)',
      'Party A': 'Amina Otieno',
      District: 'Nairobi',
      'Issued on': '23-11-2026',
      'Valid until': '20-02-2027',
      Status: 'Used',
      'Used by marriage': 'MC/047/2026/000010',
      'Used on': '02-12-2026',
    });
    expect(row!.join(' ')).not.toMatch(/NOTICE_WAIVER|USED|\d{4}-\d{2}-\d{2}|T\d{2}:/);
  });

  it('writes a licensed place with its kind of place and status in words', () => {
    const place = {
      id: 'p',
      licenceId: 'l',
      licenceNumber: 'PPL/2026/000003',
      status: 'REVOKED',
      name: 'Masjid Noor',
      placeType: 'MOSQUE',
      denomination: null,
      district: '001',
      districtName: 'Mombasa',
      address: 'Old Town',
      capacity: 500,
      licensedOn: '2026-03-01T07:00:00.000Z',
      validUntil: '2027-03-01T07:00:00.000Z',
    } as const;
    const [head, row] = table(toCsv([place], placeCsvColumns(t)));
    expect(head).toEqual([
      'Name',
      'Kind of place',
      'Denomination',
      'District',
      'Address',
      'Capacity (people)',
      'Licence number',
      'Licensed on',
      'Valid until',
      'Status',
    ]);
    expect(row).toEqual([
      'Masjid Noor',
      'Mosque',
      '',
      'Mombasa',
      'Old Town',
      '500',
      'PPL/2026/000003',
      '01-03-2026',
      '01-03-2027',
      'Revoked',
    ]);
  });
});
