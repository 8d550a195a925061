import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

type PickerView = 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds' | 'meridiem' | string;
const VIEWS: Record<string, string> = {
  year: 'mwaka',
  month: 'mwezi',
  day: 'siku',
  hours: 'saa',
  minutes: 'dakika',
  seconds: 'sekunde',
  meridiem: 'asubuhi/jioni',
};
const view = (name: PickerView) => VIEWS[name] ?? name;

/**
 * The date pickers' own words in Swahili (MUI ships no Swahili locale). The placeholders of the
 * fields stay DD-MM-YYYY, the portal's date format in both languages.
 */
export const pickersSw: Partial<PickersLocaleText> = {
  previousMonth: 'Mwezi uliopita',
  nextMonth: 'Mwezi ujao',
  openPreviousView: 'Fungua mwonekano uliotangulia',
  openNextView: 'Fungua mwonekano unaofuata',
  calendarViewSwitchingButtonAriaLabel: (current) =>
    current === 'year'
      ? 'mwonekano wa miaka umefunguliwa, badili kwenda kalenda'
      : 'mwonekano wa kalenda umefunguliwa, badili kwenda miaka',
  start: 'Mwanzo',
  end: 'Mwisho',
  startDate: 'Tarehe ya kuanza',
  startTime: 'Saa ya kuanza',
  endDate: 'Tarehe ya mwisho',
  endTime: 'Saa ya mwisho',
  cancelButtonLabel: 'Ghairi',
  clearButtonLabel: 'Futa',
  okButtonLabel: 'Sawa',
  todayButtonLabel: 'Leo',
  nextStepButtonLabel: 'Endelea',
  datePickerToolbarTitle: 'Chagua tarehe',
  dateTimePickerToolbarTitle: 'Chagua tarehe na saa',
  timePickerToolbarTitle: 'Chagua saa',
  dateRangePickerToolbarTitle: 'Chagua kipindi cha tarehe',
  timeRangePickerToolbarTitle: 'Chagua kipindi cha saa',
  clockLabelText: (name, formattedTime) =>
    `Chagua ${view(name)}. ${formattedTime ? `Saa iliyochaguliwa ni ${formattedTime}` : 'Hakuna saa iliyochaguliwa'}`,
  hoursClockNumberText: (hours) => `saa ${hours}`,
  minutesClockNumberText: (minutes) => `dakika ${minutes}`,
  secondsClockNumberText: (seconds) => `sekunde ${seconds}`,
  selectViewText: (name) => `Chagua ${view(name)}`,
  calendarWeekNumberHeaderLabel: 'Nambari ya wiki',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Wiki ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Chagua tarehe, tarehe iliyochaguliwa ni ${formattedDate}` : 'Chagua tarehe',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `Chagua saa, saa iliyochaguliwa ni ${formattedTime}` : 'Chagua saa',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `Chagua kipindi, kipindi kilichochaguliwa ni ${formattedRange}` : 'Chagua kipindi',
  fieldClearLabel: 'Futa',
  timeTableLabel: 'chagua saa',
  dateTableLabel: 'chagua tarehe',
  fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldDayPlaceholder: () => 'DD',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Mwaka',
  month: 'Mwezi',
  day: 'Siku',
  weekDay: 'Siku ya wiki',
  hours: 'Saa',
  minutes: 'Dakika',
  seconds: 'Sekunde',
  meridiem: 'Asubuhi/jioni',
  empty: 'Tupu',
};
