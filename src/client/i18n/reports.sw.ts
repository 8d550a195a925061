import type { reportsEn } from './reports.en.js';
import type { Translation } from './types.js';

/** Swahili of /backoffice/reports (mirror of reports.en.ts). */
export const reportsSw: Translation<typeof reportsEn> = {
  menu: 'Ripoti',
  title: 'Ripoti',
  lead: 'Kazi, muda, ndoa na fedha katika kipindi cha siku. Kila takwimu huhesabu siku nzima kwa saa za Nairobi.',
  forbidden: 'Jukumu lako la kazi halijumuishi ripoti.',
  filters: {
    title: 'Ripoti ihusu nini',
    from: 'Kuanzia',
    to: 'Hadi',
    district: 'Wilaya',
    allDistricts: 'Wilaya zote',
    period: 'Panga kwa',
    periods: { month: 'Mwezi', week: 'Wiki', day: 'Siku' },
  },
  errors: {
    fromAfterTo: 'Mwanzo wa kipindi usiwe baada ya mwisho wake',
    tooLong: 'Chagua kipindi kisichozidi siku %{days} (miaka mitatu)',
  },
  loading: 'Inahesabu…',
  failed: 'Ripoti haikuweza kutengenezwa: %{message}',
  empty: 'Hakuna kitu katika kipindi hiki.',
  download: 'Pakua CSV',
  downloadLabel: 'Pakua ripoti ya %{report} kama CSV',
  tableCaption: '%{report}: takwimu',
  chartLabel: '%{report}: chati',
  total: 'Jumla',
  week: 'Wiki ya %{day}',
  month: '%{month} %{year}',
  months: {
    1: 'Januari', 2: 'Februari', 3: 'Machi', 4: 'Aprili', 5: 'Mei', 6: 'Juni', 7: 'Julai', 8: 'Agosti', 9: 'Septemba', 10: 'Oktoba', 11: 'Novemba', 12: 'Desemba',
  },
  applications: {
    title: 'Maombi kwa huduma na hali',
    lead: 'Maombi yaliyowasilishwa katika kipindi (rasimu ambazo hazikuwasilishwa hazihesabiwi), kwa kipindi yalipowasilishwa.',
    summary: 'Ombi %{smart_count} |||| Maombi %{smart_count}',
    columns: { service: 'Huduma', period: 'Kipindi', status: 'Hali', count: 'Maombi' },
  },
  processing: {
    title: 'Muda wa kushughulikia kwa kila hatua',
    lead: 'Kila mara ombi lilipopita katika hatua na kuiacha ndani ya kipindi: muda uliochukuliwa, ukilinganishwa na siku lengwa za hatua hiyo.',
    summary: 'Mapito %{completed} katika hatua, %{over} yamezidi lengo',
    within: 'Ndani ya lengo',
    over: 'Zaidi ya lengo',
    columns: { service: 'Huduma', stage: 'Hatua', completed: 'Mapito', averageDays: 'Wastani wa siku', slaDays: 'Siku lengwa', overSla: 'Zaidi ya lengo' },
  },
  marriages: {
    title: 'Ndoa zilizosajiliwa kwa kila wilaya',
    lead: 'Maingizo ya sajili kwa siku ya ndoa.',
    summary: 'Ndoa %{smart_count} |||| Ndoa %{smart_count}',
    series: 'Ndoa',
    columns: { district: 'Wilaya', period: 'Kipindi', count: 'Ndoa' },
  },
  revenue: {
    title: 'Mapato kwa kifungu cha kodi na kwa huduma',
    lead: 'Malipo ya kadi yaliyofaulu katika kipindi, yakigawanywa katika vifungu vya kodi vya ankara zake.',
    summary: '%{amount} kutoka malipo %{payments} (%{failed} yalishindwa)',
    series: 'Kiasi kilichopokelewa',
    byTaxHead: 'Kwa kifungu cha kodi',
    byService: 'Kwa huduma',
    columns: { taxHead: 'Kifungu cha kodi', service: 'Huduma', period: 'Kipindi', payments: 'Malipo', amount: 'Kiasi', currency: 'Sarafu' },
  },
};
