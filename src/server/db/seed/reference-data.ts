/** Reference data every installation starts with (not demo data): counties, countries, fees… */
import { COURIER_WORDS } from '../../../shared/i18n/billables.js';
import { MARRIAGE_CONFIG_DESCRIPTIONS } from '../../../shared/i18n/words.js';
import { COURIER_BILLABLE } from '../../../shared/services/extras.js';
import { SERVICES } from '../../../shared/services.js';

export const COUNTIES: [string, string][] = [
  ['001', 'Mombasa'],
  ['002', 'Kwale'],
  ['003', 'Kilifi'],
  ['004', 'Tana River'],
  ['005', 'Lamu'],
  ['006', 'Taita-Taveta'],
  ['007', 'Garissa'],
  ['008', 'Wajir'],
  ['009', 'Mandera'],
  ['010', 'Marsabit'],
  ['011', 'Isiolo'],
  ['012', 'Meru'],
  ['013', 'Tharaka-Nithi'],
  ['014', 'Embu'],
  ['015', 'Kitui'],
  ['016', 'Machakos'],
  ['017', 'Makueni'],
  ['018', 'Nyandarua'],
  ['019', 'Nyeri'],
  ['020', 'Kirinyaga'],
  ['021', "Murang'a"],
  ['022', 'Kiambu'],
  ['023', 'Turkana'],
  ['024', 'West Pokot'],
  ['025', 'Samburu'],
  ['026', 'Trans Nzoia'],
  ['027', 'Uasin Gishu'],
  ['028', 'Elgeyo-Marakwet'],
  ['029', 'Nandi'],
  ['030', 'Baringo'],
  ['031', 'Laikipia'],
  ['032', 'Nakuru'],
  ['033', 'Narok'],
  ['034', 'Kajiado'],
  ['035', 'Kericho'],
  ['036', 'Bomet'],
  ['037', 'Kakamega'],
  ['038', 'Vihiga'],
  ['039', 'Bungoma'],
  ['040', 'Busia'],
  ['041', 'Siaya'],
  ['042', 'Kisumu'],
  ['043', 'Homa Bay'],
  ['044', 'Migori'],
  ['045', 'Kisii'],
  ['046', 'Nyamira'],
  ['047', 'Nairobi'],
];

/** The counties' populations at the 2019 Kenya Population and Housing Census (KNBS), for the vital statistics' rates. */
export const CENSUS_YEAR = 2019;
export const COUNTY_POPULATIONS: Record<string, number> = {
  '001': 1_208_333,
  '002': 866_820,
  '003': 1_453_787,
  '004': 315_943,
  '005': 143_920,
  '006': 340_671,
  '007': 841_353,
  '008': 781_263,
  '009': 867_457,
  '010': 459_785,
  '011': 268_002,
  '012': 1_545_714,
  '013': 393_177,
  '014': 608_599,
  '015': 1_136_187,
  '016': 1_421_932,
  '017': 987_653,
  '018': 638_289,
  '019': 759_164,
  '020': 610_411,
  '021': 1_056_640,
  '022': 2_417_735,
  '023': 926_976,
  '024': 621_241,
  '025': 310_327,
  '026': 990_341,
  '027': 1_163_186,
  '028': 454_480,
  '029': 885_711,
  '030': 666_763,
  '031': 518_560,
  '032': 2_162_202,
  '033': 1_157_873,
  '034': 1_117_840,
  '035': 901_777,
  '036': 875_689,
  '037': 1_867_579,
  '038': 590_013,
  '039': 1_670_570,
  '040': 893_681,
  '041': 993_183,
  '042': 1_155_574,
  '043': 1_131_950,
  '044': 1_116_436,
  '045': 1_266_860,
  '046': 605_576,
  '047': 4_397_073,
};

/** ISO code, name, dial code, nationality. */
export const COUNTRIES: [string, string, string, string][] = [
  ['KE', 'Kenya', '+254', 'Kenyan'],
  ['UG', 'Uganda', '+256', 'Ugandan'],
  ['TZ', 'Tanzania', '+255', 'Tanzanian'],
  ['RW', 'Rwanda', '+250', 'Rwandan'],
  ['BI', 'Burundi', '+257', 'Burundian'],
  ['SS', 'South Sudan', '+211', 'South Sudanese'],
  ['ET', 'Ethiopia', '+251', 'Ethiopian'],
  ['SO', 'Somalia', '+252', 'Somali'],
  ['CD', 'DR Congo', '+243', 'Congolese'],
  ['NG', 'Nigeria', '+234', 'Nigerian'],
  ['GH', 'Ghana', '+233', 'Ghanaian'],
  ['ZA', 'South Africa', '+27', 'South African'],
  ['EG', 'Egypt', '+20', 'Egyptian'],
  ['ZM', 'Zambia', '+260', 'Zambian'],
  ['ZW', 'Zimbabwe', '+263', 'Zimbabwean'],
  ['MW', 'Malawi', '+265', 'Malawian'],
  ['MZ', 'Mozambique', '+258', 'Mozambican'],
  ['SD', 'Sudan', '+249', 'Sudanese'],
  ['GB', 'United Kingdom', '+44', 'British'],
  ['US', 'United States', '+1', 'American'],
  ['CA', 'Canada', '+1', 'Canadian'],
  ['DE', 'Germany', '+49', 'German'],
  ['FR', 'France', '+33', 'French'],
  ['IT', 'Italy', '+39', 'Italian'],
  ['NL', 'Netherlands', '+31', 'Dutch'],
  ['SE', 'Sweden', '+46', 'Swedish'],
  ['NO', 'Norway', '+47', 'Norwegian'],
  ['CH', 'Switzerland', '+41', 'Swiss'],
  ['IE', 'Ireland', '+353', 'Irish'],
  ['IN', 'India', '+91', 'Indian'],
  ['PK', 'Pakistan', '+92', 'Pakistani'],
  ['CN', 'China', '+86', 'Chinese'],
  ['JP', 'Japan', '+81', 'Japanese'],
  ['AE', 'United Arab Emirates', '+971', 'Emirati'],
  ['SA', 'Saudi Arabia', '+966', 'Saudi'],
  ['AU', 'Australia', '+61', 'Australian'],
  ['BR', 'Brazil', '+55', 'Brazilian'],
  ['QA', 'Qatar', '+974', 'Qatari'],
  ['TR', 'Turkey', '+90', 'Turkish'],
  ['IL', 'Israel', '+972', 'Israeli'],
];

/** Fees in KES as first set up: [service, amount, tax head code] (the catalogue's). */
export const FEES: [string, number, string][] = SERVICES.map((s) => [s.code, s.fee.amount, s.fee.taxHead]);

export const TAX_HEADS: [string, string, string][] = [
  ['MARRIAGE_FEES', 'Marriage fees', 'Fees for notices and registration of marriages (Marriage Act, 2014)'],
  ['LICENCE_FEES', 'Licence fees', 'Fees for special licences and licences of places of worship'],
  ['CERTIFICATION_FEES', 'Certification fees', 'Fees for letters, certified copies and rectifications'],
  ['SEARCH_FEES', 'Search fees', 'Fees for searches of the marriage register'],
  ['CONVENIENCE_FEE', 'Convenience fee', 'Online processing fee'],
];

/** The convenience fee's share of each paid service's fee, in percent. */
export const CONVENIENCE_SHARE = 5;

/** The extras as first set up: [code, name, service (null: every service), amount, most per application]. */
export const BILLABLES: [string, string, string | null, number, number][] = [
  ...SERVICES.flatMap((s) =>
    (s.extras ?? []).map((e): [string, string, string, number, number] => [
      e.code,
      e.words.en,
      s.code,
      e.amount,
      e.maxQuantity,
    ]),
  ),
  [COURIER_BILLABLE, COURIER_WORDS.en, null, 600, 1],
];

export const SLA_DAYS: Record<string, number> = { OFFICER: 3, DIRECTOR: 3, REGISTRAR_GENERAL: 5, MINISTER: 7 };

export const MARRIAGE_CONFIGS: [string, unknown, string][] = [
  ['notice_period_days', 21, MARRIAGE_CONFIG_DESCRIPTIONS.notice_period_days],
  ['validity_days', 90, MARRIAGE_CONFIG_DESCRIPTIONS.validity_days],
  ['minimum_age', 18, MARRIAGE_CONFIG_DESCRIPTIONS.minimum_age],
  ['sla_days', SLA_DAYS, MARRIAGE_CONFIG_DESCRIPTIONS.sla_days],
  ['booking_horizon_days', 120, MARRIAGE_CONFIG_DESCRIPTIONS.booking_horizon_days],
  ['max_witnesses', 2, MARRIAGE_CONFIG_DESCRIPTIONS.max_witnesses],
];

export const DIOCESES: [string, string, string][] = [
  ['Archdiocese of Nairobi', 'Catholic', '047'],
  ['Archdiocese of Mombasa', 'Catholic', '001'],
  ['Archdiocese of Kisumu', 'Catholic', '042'],
  ['Anglican Diocese of All Saints Cathedral', 'Anglican Church of Kenya', '047'],
  ['Anglican Diocese of Mombasa', 'Anglican Church of Kenya', '001'],
  ['PCEA Nairobi Presbytery', 'Presbyterian Church of East Africa', '047'],
  ['Methodist Church Nyeri Synod', 'Methodist Church in Kenya', '019'],
  ['Diocese of Nakuru', 'Catholic', '032'],
];

/** [name, county, capacity, opens, closes, slot minutes, weekdays]. */
export const MARRIAGE_ROOMS: [string, string, number, string, string, number, number[]][] = [
  ['Sheria House Marriage Room 1', '047', 40, '09:00', '16:00', 60, [1, 2, 3, 4, 5]],
  ['Sheria House Marriage Room 2', '047', 25, '09:00', '16:00', 60, [1, 2, 3, 4, 5, 6]],
  ['Mombasa Registrar Marriage Hall', '001', 30, '09:00', '15:00', 60, [1, 2, 3, 4, 5]],
  ['Kisumu Huduma Centre Marriage Room', '042', 20, '09:00', '15:00', 90, [1, 3, 5]],
  ['Nakuru Registrar Marriage Room', '032', 20, '09:00', '15:00', 60, [2, 4]],
];
