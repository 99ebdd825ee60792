// US states, DC and the inhabited territories: full name → USPS code. Photon (OpenStreetMap) names the
// state ("Texas"); the address book and the quote screens show and store the two-letter code ("TX"), as
// Google's shortText does.
const US_STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'american samoa': 'AS',
  guam: 'GU',
  'northern mariana islands': 'MP',
  'puerto rico': 'PR',
  'united states virgin islands': 'VI',
  'u.s. virgin islands': 'VI',
};

/** "Texas" → "TX" in the US; a code passes through ("tx" → "TX"); elsewhere the name is kept. */
export function stateCodeFor(state: string | undefined, countryCode: string | undefined): string {
  const name = (state ?? '').trim();
  if (!name) return '';
  if ((countryCode ?? '').toUpperCase() !== 'US') return name;
  if (/^[a-z]{2}$/i.test(name)) return name.toUpperCase();
  return US_STATE_CODES[name.toLowerCase()] ?? name;
}
