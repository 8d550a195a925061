import { describe, expect, it } from 'vitest';
import { marriageRoomInput, serviceTaxHeadsInput } from '../../../shared/contracts/settings.js';
import { zodValidator } from './SettingsForm.js';

describe('zodValidator', () => {
  it('answers nothing for a valid record', () => {
    const validate = zodValidator(marriageRoomInput);
    expect(
      validate({
        name: 'Room',
        district: '047',
        capacity: 10,
        opensAt: '09:00',
        closesAt: '12:00',
        slotMinutes: 30,
        weekdays: [1],
        active: true,
        id: 'x',
      }),
    ).toEqual({});
  });
  it('answers the shared rules as nested field errors, first message per field', () => {
    const validate = zodValidator(marriageRoomInput);
    expect(
      validate({
        name: '',
        district: '047',
        capacity: 10,
        opensAt: '12:00',
        closesAt: '09:00',
        slotMinutes: 30,
        weekdays: [1, 9],
      }),
    ).toEqual({
      name: 'This field is required',
      weekdays: { 1: 'Weekdays run from 1 (Monday) to 7 (Sunday)' },
      closesAt: 'The room must close after it opens',
    });
    const split = zodValidator(serviceTaxHeadsInput)({
      serviceCode: 'MARRIAGE_NOTICE',
      heads: [{ taxHeadId: '00000000-0000-4000-8000-000000000000', percentage: 90 }],
    });
    expect(split).toEqual({ heads: 'The percentages of a service must add up to 100% (now 90%)' });
  });
});
