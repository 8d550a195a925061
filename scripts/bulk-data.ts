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

/** Why a couple cannot wait for the notice period (SPECIAL_LICENCE_NOTICE_WAIVER urgency codes), with the circumstances they give. */
export const WAIVER_REASONS: [string, string][] = [
  ['POSTING_ABROAD', 'The groom is deployed with the Kenya Defence Forces on a peace-keeping mission next month; we ask to marry before he leaves.'],
  ['POSTING_ABROAD', 'One of us starts a two-year posting at an embassy abroad within three weeks and the spouse visa needs the marriage certificate.'],
  ['ILLNESS', "The bride's father is gravely ill and the family asks that the marriage take place while he can still attend."],
  ['TRAVEL', 'We both start postgraduate studies in Germany at the start of next month and our visas need the marriage certificate.'],
  ['PREGNANCY', 'The bride is eight months pregnant and her doctor advises against waiting until after the birth.'],
  ['OTHER', 'The groom leaves for a six-month fishing contract on Lake Turkana with no way to return before the notice period ends.'],
];

/**
 * Why the marriage must be celebrated at a private venue (SPECIAL_LICENCE_PRIVATE_VENUE venueReason
 * codes): the kind of venue (HOME: the family home; HOSPITAL: the county referral hospital of the
 * district; CARE_HOME: a care home) and the circumstances given.
 */
export const PRIVATE_VENUE_REASONS: [string, 'HOME' | 'HOSPITAL' | 'CARE_HOME', string][] = [
  ['ILLNESS', 'HOSPITAL', 'One of us is recovering from spinal surgery and cannot leave the ward for several weeks.'],
  ['ILLNESS', 'HOME', 'One of us is bedridden at home after a stroke and the doctor advises against travel to the registry.'],
  ['DISABILITY', 'HOME', 'One of us uses a ventilator at home and cannot travel to the registry.'],
  ['CONFINEMENT', 'CARE_HOME', 'One of us lives at the care home under medical supervision and the doctors advise that they stay there.'],
  ['OTHER', 'HOME', "The groom's mother is bedridden and the family asks that the marriage be celebrated at home so that she can witness it."],
];

/** Why an institution registers a marriage more than 30 days after its celebration (at least 20 characters). */
export const IM_LATE_REASONS = [
  'The parish office was closed over the holidays and the registration papers were sent in when it reopened.',
  "The bride's national ID was lost after the wedding and the registration waited for its replacement.",
  'Our records clerk was on leave and the marriages of that month were registered on his return.',
];

/** The role at the place of the person responsible for a licensed public place. */
export const PLACE_ROLES = ['Parish priest', 'Chair of the trustees', 'Church secretary', 'Senior pastor', 'Administrator'];

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

// ---- The register of marriages (scripts/seed-bulk.ts --register): names as Kenyans carry them,
// a given name of the community, a baptismal name and a surname. Earlier entries in each list are
// more common (the seed draws with a skew), so that searches meet the repeated names of a real register.

/** Women's names of the communities (Kikuyu, Luo, Kalenjin, Luhya, Kamba, Kisii, Meru, coast…). */
export const REGISTER_WOMEN = [
  'Wanjiku', 'Akinyi', 'Njeri', 'Atieno', 'Wambui', 'Chebet', 'Wanjiru', 'Achieng', 'Nyambura', 'Auma', 'Wairimu', 'Adhiambo',
  'Muthoni', 'Anyango', 'Wangari', 'Jepkosgei', 'Nafula', 'Mwende', 'Kerubo', 'Moraa', 'Njoki', 'Chepkoech', 'Jeptoo', 'Nasimiyu',
  'Mumbua', 'Kawira', 'Nkatha', 'Zawadi', 'Fatuma', 'Amina', 'Halima', 'Wangui', 'Wanjira', 'Waithira', 'Wacera', 'Nyokabi',
  'Wamaitha', 'Wahu', 'Gathoni', 'Warigia', 'Wangeci', 'Nduta', 'Mumbi', 'Awino', 'Apiyo', 'Akoth', 'Aoko', 'Adoyo', 'Amondi',
  'Nyaboke', 'Kwamboka', 'Bochaberi', 'Nyanchama', 'Kemunto', 'Bosibori', 'Cherono', 'Chepngetich', 'Jepchirchir', 'Chelangat',
  'Jelagat', 'Chepkemoi', 'Cheptoo', 'Jerono', 'Chemutai', 'Nanjala', 'Nekesa', 'Naliaka', 'Khisa', 'Makokha', 'Nangila', 'Namukhosi',
  'Mwikali', 'Mutheu', 'Ndinda', 'Kavata', 'Kanini', 'Mueni', 'Syokau', 'Ndunge', 'Kagendo', 'Gakii', 'Makena', 'Kendi', 'Karimi',
  'Mwanaisha', 'Rehema', 'Mwanajuma', 'Saida', 'Khadija', 'Asha', 'Nasra', 'Hawa', 'Sidi', 'Naserian', 'Nashipai', 'Naisula',
  'Nailantei', 'Sein', 'Lokai', 'Akai', 'Ekai', 'Adikinyi', 'Atim', 'Akello',
];

/** Men's names of the communities. */
export const REGISTER_MEN = [
  'Kamau', 'Otieno', 'Mwangi', 'Kiprono', 'Ochieng', 'Odhiambo', 'Njoroge', 'Kibet', 'Omondi', 'Mutua', 'Wafula', 'Onyango',
  'Kariuki', 'Kipchoge', 'Kimani', 'Barasa', 'Wekesa', 'Juma', 'Gitau', 'Maina', 'Owino', 'Cheruiyot', 'Langat', 'Korir',
  'Kiptoo', 'Rotich', 'Kiplagat', 'Kipkemboi', 'Kipkorir', 'Kipruto', 'Kipngeno', 'Kirui', 'Ngugi', 'Waweru', 'Kinyua', 'Macharia',
  'Githinji', 'Mugo', 'Karanja', 'Wachira', 'Muriithi', 'Ndirangu', 'Gichuki', 'Kahiga', 'Mbugua', 'Ouma', 'Okoth', 'Ouko', 'Oduor',
  'Opiyo', 'Odongo', 'Ogola', 'Oloo', 'Obonyo', 'Okello', 'Nyamweya', 'Ogeto', 'Onsongo', 'Nyakundi', 'Ombati', 'Mogaka', 'Masika',
  'Wanyama', 'Simiyu', 'Wanjala', 'Khaemba', 'Makhanu', 'Wamalwa', 'Musyoka', 'Mutiso', 'Kilonzo', 'Munyao', 'Kioko', 'Nzioka',
  'Mwendwa', 'Murithi', 'Mutwiri', 'Kimathi', 'Gitonga', 'Mugambi', 'Hassan', 'Mohamed', 'Abdalla', 'Omar', 'Bakari', 'Rashid',
  'Salim', 'Athman', 'Said', 'Lemayian', 'Saitoti', 'Ole Sankale', 'Lekishon', 'Parsimei', 'Ekiru', 'Lokol', 'Ewoton', 'Emuria',
];

/** Baptismal (and other) names, given to either sex as the second name or the first. */
export const REGISTER_BAPTISMAL_WOMEN = [
  'Grace', 'Mary', 'Faith', 'Esther', 'Jane', 'Mercy', 'Joyce', 'Ann', 'Lucy', 'Beatrice', 'Caroline', 'Margaret', 'Elizabeth',
  'Catherine', 'Alice', 'Susan', 'Rose', 'Agnes', 'Eunice', 'Nancy', 'Janet', 'Lilian', 'Purity', 'Sharon', 'Winnie', 'Irene',
  'Rachael', 'Ruth', 'Naomi', 'Damaris', 'Josephine', 'Gladys', 'Dorcas', 'Monica', 'Teresia', 'Cecilia', 'Veronica', 'Priscilla',
  'Hellen', 'Edith', 'Emily', 'Florence', 'Christine', 'Judith', 'Pauline', 'Mildred', 'Roseline', 'Violet', 'Consolata', 'Everlyne',
];
export const REGISTER_BAPTISMAL_MEN = [
  'John', 'Peter', 'James', 'Joseph', 'David', 'Samuel', 'Daniel', 'Paul', 'Stephen', 'Michael', 'George', 'Francis', 'Charles',
  'Patrick', 'Robert', 'Anthony', 'Simon', 'Moses', 'Joshua', 'Isaac', 'Benjamin', 'Kennedy', 'Dennis', 'Brian', 'Kevin', 'Eric',
  'Erick', 'Collins', 'Victor', 'Vincent', 'Geoffrey', 'Wilson', 'Richard', 'Thomas', 'Martin', 'Philip', 'Andrew', 'Mark',
  'Nicholas', 'Edwin', 'Gideon', 'Elijah', 'Nelson', 'Evans', 'Duncan', 'Fredrick', 'Alex', 'Timothy', 'Bernard', 'Julius',
];

/** Surnames: the father's name carried on, in every community. */
export const REGISTER_SURNAMES = [
  'Kamau', 'Otieno', 'Mwangi', 'Ochieng', 'Odhiambo', 'Njoroge', 'Kariuki', 'Onyango', 'Kimani', 'Omondi', 'Wanjiku', 'Mutua',
  'Kiprono', 'Wafula', 'Kibet', 'Maina', 'Juma', 'Owino', 'Barasa', 'Wekesa', 'Githinji', 'Macharia', 'Ngugi', 'Waweru', 'Karanja',
  'Gitau', 'Mugo', 'Wachira', 'Kinyua', 'Ndungu', 'Njuguna', 'Muriuki', 'Chege', 'Gachanja', 'Kahara', 'Kuria', 'Mbugua', 'Muchiri',
  'Wainaina', 'Ndegwa', 'Gathogo', 'Kiarie', 'Njenga', 'Thuo', 'Mburu', 'Nderitu', 'Gichuru', 'Kamande', 'Kang\'ethe', 'Ouma',
  'Okoth', 'Oduor', 'Opiyo', 'Ogola', 'Oloo', 'Obonyo', 'Okello', 'Ochola', 'Awuor', 'Achola', 'Oyugi', 'Odero', 'Omollo', 'Otiende',
  'Ogutu', 'Ogot', 'Owuor', 'Agola', 'Olang', 'Nyamweya', 'Ogeto', 'Onsongo', 'Nyakundi', 'Ombati', 'Mogaka', 'Nyaboke', 'Moraa',
  'Mokaya', 'Ondieki', 'Momanyi', 'Nyangau', 'Kiptoo', 'Rotich', 'Kiplagat', 'Korir', 'Langat', 'Cheruiyot', 'Koech', 'Ruto', 'Tanui',
  'Lagat', 'Kemboi', 'Kosgei', 'Kipkemoi', 'Biwott', 'Chelimo', 'Sang', 'Kirui', 'Keter', 'Too', 'Bett', 'Ngetich', 'Mutai', 'Chirchir',
  'Wanyama', 'Simiyu', 'Wanjala', 'Khaemba', 'Makhanu', 'Wamalwa', 'Masinde', 'Nasimiyu', 'Nekesa', 'Masika', 'Shikuku', 'Lumumba',
  'Amukoa', 'Mulama', 'Wesonga', 'Makokha', 'Musyoka', 'Mutiso', 'Kilonzo', 'Munyao', 'Kioko', 'Nzioka', 'Mwendwa', 'Wambua', 'Muli',
  'Nzomo', 'Mbithi', 'Musembi', 'Kyalo', 'Ndambuki', 'Mutinda', 'Kimathi', 'Gitonga', 'Mugambi', 'Murithi', 'Mutwiri', 'Kirimi',
  'Mwiti', 'Koome', 'Mbaabu', 'Kinoti', 'Hassan', 'Mohamed', 'Abdi', 'Omar', 'Ali', 'Abdalla', 'Bakari', 'Rashid', 'Salim', 'Athman',
  'Said', 'Mwinyi', 'Noor', 'Farah', 'Ibrahim', 'Adan', 'Hussein', 'Lemayian', 'Saitoti', 'Sankale', 'Parsimei', 'Lekishon', 'Ntimama',
  'Ekiru', 'Lokol', 'Ewoton', 'Emuria', 'Lotodo', 'Nakhone', 'Akello', 'Ekeno', 'Mwakio', 'Mwashumbe', 'Mwaura', 'Kahindi', 'Karisa',
  'Kazungu', 'Charo', 'Baya', 'Katana', 'Menza', 'Jefwa', 'Ngala', 'Tsuma', 'Shauri', 'Nyale', 'Kenga', 'Mramba', 'Mwamburi',
];

/** Registrars who officiate at the district offices. */
export const REGISTRAR_TITLES = ['Registrar of Marriages', 'Deputy Registrar of Marriages', 'Assistant Registrar of Marriages'];
