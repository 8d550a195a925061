/** Reference lists of the bulk seed (scripts/seed-bulk.ts): Kenyan names, weights, texts. */
import type { ServiceCode } from '../src/shared/services.js';

export const FEMALE_NAMES = [
  'Wanjiku', 'Akinyi', 'Njeri', 'Atieno', 'Wambui', 'Chebet', 'Nafula', 'Auma', 'Mwende', 'Kerubo', 'Moraa', 'Nyambura',
  'Wairimu', 'Jepkosgei', 'Zawadi', 'Fatuma', 'Amina', 'Halima', 'Mumbua', 'Nasimiyu', 'Achieng', 'Anyango', 'Wangari', 'Muthoni',
  'Njoki', 'Kawira', 'Nkatha', 'Jeptoo', 'Chepkoech', 'Adhiambo', 'Faith', 'Grace', 'Mercy', 'Esther', 'Joy', 'Lilian',
  'Beatrice', 'Caroline', 'Purity', 'Sharon',
];

export const MALE_NAMES = [
  'Kamau', 'Otieno', 'Mwangi', 'Kiprono', 'Odhiambo', 'Mutua', 'Wafula', 'Ochieng', 'Kibet', 'Njoroge', 'Omondi', 'Kipchoge',
  'Barasa', 'Wekesa', 'Juma', 'Hassan', 'Mohamed', 'Onyango', 'Kariuki', 'Githinji', 'Musyoka', 'Nyaga', 'Langat', 'Korir',
  'Cheruiyot', 'Maina', 'Gitau', 'Owino', 'Were', 'Simiyu', 'Brian', 'Kevin', 'Dennis', 'Eric', 'Samuel', 'Joseph',
  'Daniel', 'Peter', 'James', 'David',
];

export const LAST_NAMES = [
  'Kamau', 'Otieno', 'Mwangi', 'Kiprono', 'Odhiambo', 'Mutua', 'Wafula', 'Ochieng', 'Kibet', 'Njoroge', 'Omondi', 'Ouma',
  'Wanyama', 'Wekesa', 'Barasa', 'Juma', 'Hassan', 'Mohamed', 'Onyango', 'Kariuki', 'Githinji', 'Musyoka', 'Nyaga', 'Langat',
  'Korir', 'Cheruiyot', 'Maina', 'Gitau', 'Owino', 'Simiyu', 'Ndungu', 'Wambua', 'Kimani', 'Macharia', 'Kiplagat', 'Rotich',
  'Nyaboke', 'Moraa', 'Chege', 'Koech', 'Mutiso', 'Kilonzo', 'Omar', 'Abdi', 'Achola', 'Akello', 'Ngugi', 'Waweru',
  'Mugo', 'Karanja', 'Ruto', 'Tanui', 'Masika', 'Nekesa', 'Atieno', 'Oduya', 'Kiptoo', 'Lagat', 'Nyamweya', 'Mokaya',
];

export const OCCUPATIONS = [
  'Teacher', 'Nurse', 'Accountant', 'Civil engineer', 'Farmer', 'Trader', 'Software developer', 'Driver', 'Clinical officer',
  'Police officer', 'Banker', 'Electrician', 'Tailor', 'Lecturer', 'Pharmacist', 'Mechanic', 'Journalist', 'Chef',
];

/** How often each service is applied for: notices and searches are common, licences rare. Sums to 1. */
export const SERVICE_WEIGHTS: [ServiceCode, number][] = [
  ['MARRIAGE_NOTICE', 0.22],
  ['REGISTER_SEARCH', 0.18],
  ['MARITAL_STATUS_LETTER', 0.15],
  ['CERTIFIED_COPY', 0.12],
  ['INSTITUTION_MARRIAGE', 0.12],
  ['SEARCH_REPORT', 0.06],
  ['MARRIAGE_RETURN', 0.05],
  ['DATA_RECTIFICATION', 0.03],
  ['DIVORCE_RETURN', 0.03],
  ['SPECIAL_LICENCE_NOTICE_WAIVER', 0.02],
  ['SPECIAL_LICENCE_PRIVATE_VENUE', 0.01],
  ['PUBLIC_PLACE_LICENCE', 0.01],
];

/** ~85% decided; the rest waits somewhere in the workflow. Sums to 1. */
export const STATUS_WEIGHTS: [string, number][] = [
  ['Approved', 0.75],
  ['Declined', 0.1],
  ['Draft', 0.03],
  ['Payment_Confirmation', 0.02],
  ['Submitted', 0.05],
  ['Pending', 0.03],
  ['Corrections_Requested', 0.02],
];

/** The big counties get most of the work; the other 43 share the rest evenly. */
export const DISTRICT_WEIGHTS: [string, number][] = [
  ['047', 0.26], // Nairobi
  ['001', 0.08], // Mombasa
  ['042', 0.06], // Kisumu
  ['032', 0.06], // Nakuru
];

export const PURPOSES = [
  'To marry abroad: required by the registrar of the destination country',
  'Employer medical cover: declaring dependants',
  'Visa application for a spouse',
  'Succession of a late parent',
  'Bank loan: proof of marriage',
  'Land transfer at the lands registry',
  'Adoption application',
  'Pension claim of a surviving spouse',
];

export const COUNTRIES_ABROAD = ['GB', 'US', 'DE', 'AE', 'CA', 'SE', 'NL', 'QA', 'SA', 'AU'];

export const DECLINE_REASONS = [
  'The documents attached do not match the details in the form.',
  'The register holds no entry matching these details.',
  'The applicant withdrew the request by letter.',
  'The reason given does not justify a waiver of the notice period.',
];

export const CORRECTION_REASONS = [
  'Attach a clearer copy of the national ID.',
  'The date of birth of party B does not match the ID; correct it.',
  'Attach the decree absolute of the earlier marriage.',
  'Name the register entry number as printed on the certificate.',
];
