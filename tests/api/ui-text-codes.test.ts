import { describe, expect, it } from 'vitest';
import { findCodes } from '../e2e/ui-text.js';

/** The every-route sweep's check for codes on screen (issue 20, Done means 2), on texts of its own. */
const codes = (text: string) => findCodes([{ text, where: '<p>' }]).map((found) => found.code);

describe('findCodes', () => {
  it('finds an enum, a settings key, a bare district code and a yyyy-mm month', () => {
    expect(codes('Kind of document DIVORCE_ACKNOWLEDGEMENT')).toEqual(['DIVORCE_ACKNOWLEDGEMENT']);
    expect(codes('Setting notice_period_days changed')).toEqual(['notice_period_days']);
    expect(codes('District: 032')).toEqual(['032']);
    expect(codes('(047)')).toEqual(['047']);
    expect(codes('Marriages of 2026-10')).toEqual(['2026-10']);
  });

  it('leaves words, money, phone numbers, dates, times, references and addresses alone', () => {
    for (const text of [
      'KES 3,300.00',
      'KES 1,050.00',
      '+254 712 345 678',
      '0712 345 678',
      '27-11-2026 09:05',
      'MN-2026-000001',
      'MC/047/2016/000042',
      'locked.director@demo.test',
      'http://localhost:8191/api/docs',
      'scan_of_id.pdf',
      'Notisi ya ndoa',
      'Step 3 of 6',
      '100 %',
    ])
      expect(codes(text), text).toEqual([]);
  });
});
