/**
 * The towns the chain trades in. Zip, city, state and coordinates come from the `zipcodes` package
 * (looked up once and written down here: importing its 5 MB table takes ~0.8 s, far over the seed's
 * budget; seed.test.ts checks every row against it). Streets and area codes are the towns' real ones.
 */
export interface Town {
  id: number;
  /** Part of the location's name after the city, e.g. "Charlotte – Uptown". */
  area: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  phoneAreaCode: string;
  taxRate: number;
  timezone: 'America/New_York' | 'America/Chicago';
}

type TownRow = [
  id: number,
  area: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  lat: number,
  lng: number,
  phoneAreaCode: string,
  taxRate: number,
  zone?: 'central',
];

// prettier-ignore
const TOWN_ROWS: TownRow[] = [
  // id    area                  street                   city               state  zip       lat       lng        phone   tax
  [1001,  'Uptown',             'S Tryon St',            'Charlotte',       'NC',  '28202',  35.229,   -80.8419,  '704',  0.0725],
  [1002,  'Ballantyne',         'Johnston Rd',           'Charlotte',       'NC',  '28277',  35.0552,  -80.8195,  '704',  0.0725],
  [1003,  'South End',          'South Blvd',            'Charlotte',       'NC',  '28203',  35.2081,  -80.8583,  '704',  0.0725],
  [1004,  'Birkdale',           'Sam Furr Rd',           'Huntersville',    'NC',  '28078',  35.4011,  -80.8695,  '704',  0.0725],
  [1005,  'Concord Mills',      'Concord Pkwy S',        'Concord',         'NC',  '28025',  35.3716,  -80.53,    '704',  0.07],
  [1006,  'John Street',        'E John St',             'Matthews',        'NC',  '28105',  35.1149,  -80.705,   '704',  0.0725],
  [1007,  'Franklin Blvd',      'E Franklin Blvd',       'Gastonia',        'NC',  '28052',  35.2449,  -81.2194,  '704',  0.07],
  [1008,  'Downtown',           'Glenwood Ave',          'Raleigh',         'NC',  '27601',  35.7727,  -78.6324,  '919',  0.0725],
  [1009,  'Garner Road',        'Garner Rd',             'Raleigh',         'NC',  '27603',  35.7076,  -78.6563,  '919',  0.0725],
  [1010,  'Kildaire Farm',      'Kildaire Farm Rd',      'Cary',            'NC',  '27513',  35.7956,  -78.7941,  '919',  0.0725],
  [1011,  'Downtown',           'W Main St',             'Durham',          'NC',  '27701',  35.9967,  -78.8966,  '919',  0.075],
  [1012,  'Battleground',       'Battleground Ave',      'Greensboro',      'NC',  '27401',  36.0697,  -79.7682,  '336',  0.0675],
  [1013,  'Peters Creek',       'Peters Creek Pkwy',     'Winston-Salem',   'NC',  '27101',  36.1024,  -80.2228,  '336',  0.07],
  [1014,  'Tunnel Road',        'Tunnel Rd',             'Asheville',       'NC',  '28801',  35.5971,  -82.5565,  '828',  0.07],
  [1015,  'Market Street',      'Market St',             'Wilmington',      'NC',  '28401',  34.2257,  -77.9447,  '910',  0.07],
  [1016,  'Ramsey Street',      'Ramsey St',             'Fayetteville',    'NC',  '28301',  35.0743,  -78.8836,  '910',  0.07],
  [1017,  'Greenville Blvd',    'E Greenville Blvd',     'Greenville',      'NC',  '27858',  35.5866,  -77.3485,  '252',  0.0725],
  [1018,  'Innes Street',       'E Innes St',            'Salisbury',       'NC',  '28144',  35.6515,  -80.4889,  '704',  0.07],
  [1019,  'Highway 70',         'US Hwy 70 SE',          'Hickory',         'NC',  '28601',  35.7576,  -81.3289,  '828',  0.0725],
  [1020,  'Western Blvd',       'Western Blvd',          'Jacksonville',    'NC',  '28540',  34.7375,  -77.4628,  '910',  0.07],
  [1021,  'Berkeley Blvd',      'N Berkeley Blvd',       'Goldsboro',       'NC',  '27530',  35.3683,  -78.0929,  '919',  0.07],
  [1022,  'Main Street',        'Main St',               'Columbia',        'SC',  '29201',  34.0004,  -81.0334,  '803',  0.08],
  [1023,  'Augusta Street',     'Augusta St',            'Greenville',      'SC',  '29601',  34.8472,  -82.406,   '864',  0.06],
  [1024,  'King Street',        'King St',               'Charleston',      'SC',  '29401',  32.7795,  -79.9371,  '843',  0.09],
  [1025,  'Cherry Road',        'Cherry Rd',             'Rock Hill',       'SC',  '29730',  34.9151,  -81.0129,  '803',  0.07],
  [1026,  'Kings Highway',      'N Kings Hwy',           'Myrtle Beach',    'SC',  '29577',  33.6994,  -78.9137,  '843',  0.08],
  [1027,  'Reidville Road',     'Reidville Rd',          'Spartanburg',     'SC',  '29301',  34.9352,  -81.9654,  '864',  0.07],
  [1028,  'Palmetto Street',    'W Palmetto St',         'Florence',        'SC',  '29501',  34.1838,  -79.7728,  '843',  0.08],
  [1029,  'Broad Street',       'E Broad St',            'Richmond',        'VA',  '23219',  37.5463,  -77.4378,  '804',  0.06],
  [1030,  'Williamson Road',    'Williamson Rd',         'Roanoke',         'VA',  '24011',  37.269,   -79.942,   '540',  0.053],
  [1031,  'Wards Road',         'Wards Rd',              'Lynchburg',       'VA',  '24502',  37.3825,  -79.2181,  '434',  0.053],
  [1032,  'Oceanfront',         'Atlantic Ave',          'Virginia Beach',  'VA',  '23451',  36.8585,  -76.0019,  '757',  0.06],
  [1033,  'University City',    'University City Blvd',  'Blacksburg',      'VA',  '24060',  37.2563,  -80.4347,  '540',  0.053],
  [1034,  'Peachtree',          'Peachtree St NE',       'Atlanta',         'GA',  '30303',  33.7525,  -84.3888,  '404',  0.089],
  [1035,  'Abercorn',           'Abercorn St',           'Savannah',        'GA',  '31401',  32.0749,  -81.0883,  '912',  0.07],
  [1036,  'Broad Street',       'W Broad St',            'Athens',          'GA',  '30601',  33.9761,  -83.3632,  '706',  0.08],
  [1037,  'Downtown',           'Broad St',              'Augusta',         'GA',  '30901',  33.4601,  -81.973,   '706',  0.08],
  [1038,  'The Gulch',          'Broadway',              'Nashville',       'TN',  '37203',  36.1504,  -86.7916,  '615',  0.0925,  'central'],
  [1039,  'Market Street',      'Market St',             'Chattanooga',     'TN',  '37402',  35.0463,  -85.3161,  '423',  0.0925],
  [1040,  'Gay Street',         'S Gay St',              'Knoxville',       'TN',  '37902',  35.9625,  -83.9209,  '865',  0.0925],
  [1041,  'Roan Street',        'N Roan St',             'Johnson City',    'TN',  '37601',  36.3339,  -82.3408,  '423',  0.095],
  [1042,  'Main Street',        'E Main St',             'Lexington',       'KY',  '40507',  38.0464,  -84.4953,  '859',  0.06],
  [1043,  'Fourth Street',      'S 4th St',              'Louisville',      'KY',  '40202',  38.2507,  -85.7476,  '502',  0.06],
  [1044,  'Capitol Street',     'Capitol St',            'Charleston',      'WV',  '25301',  38.349,   -81.6306,  '304',  0.07],
  [1045,  'Third Avenue',       '3rd Ave',               'Huntington',      'WV',  '25701',  38.4097,  -82.4423,  '304',  0.07],
  [1046,  'High Street',        'High St',               'Morgantown',      'WV',  '26505',  39.6505,  -79.944,   '304',  0.07],
  [1047,  'Downtown',           '2nd Ave N',             'Birmingham',      'AL',  '35203',  33.521,   -86.8066,  '205',  0.1,     'central'],
  [1048,  'Memorial Parkway',   'Memorial Pkwy SW',      'Huntsville',      'AL',  '35801',  34.7269,  -86.5673,  '256',  0.09,    'central'],
  [1049,  'Bay Street',         'W Bay St',              'Jacksonville',    'FL',  '32202',  30.3299,  -81.6517,  '904',  0.075],
  [1050,  'Apalachee Parkway',  'Apalachee Pkwy',        'Tallahassee',     'FL',  '32301',  30.4286,  -84.2593,  '850',  0.075],
  [1051,  'Dual Highway',       'Dual Hwy',              'Hagerstown',      'MD',  '21740',  39.632,   -77.7372,  '301',  0.06],
];

export const TOWNS: Town[] = TOWN_ROWS.map(
  ([id, area, street, city, state, zip, lat, lng, phoneAreaCode, taxRate, zone]) => ({
    id,
    area,
    street,
    city,
    state,
    zip,
    lat,
    lng,
    phoneAreaCode,
    taxRate,
    timezone: zone === 'central' ? 'America/Chicago' : 'America/New_York',
  }),
);

/** States whose locations sell the expansion menu (MENU_IDS.expansion). */
export const EXPANSION_STATES: readonly string[] = ['TN', 'KY', 'WV', 'AL', 'MD'];
