import { TITLE_WORDS } from '../taxonomy';
import { commaList } from '../taxonomy/lists';

// Recognises a place written the way resumes and job ads write one: "Mountain View, CA, USA",
// "Gotham, USA", "NYC, NY", "New Delhi, India", "Boston, MA 02115". Only the trailing
// "city, region, country" part counts, so "123 Main St, Anywhere, USA" gives "Anywhere, USA".

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'
  ).split(' '),
);
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));
const STATE_NAMES = new Set(
  commaList(`
alabama, alaska, arizona, arkansas, california, colorado, connecticut, delaware, florida,
georgia, hawaii, idaho, illinois, indiana, iowa, kansas, kentucky, louisiana, maine,
maryland, massachusetts, michigan, minnesota, mississippi, missouri, montana, nebraska,
nevada, new hampshire, new jersey, new mexico, new york, north carolina, north dakota,
ohio, oklahoma, oregon, pennsylvania, rhode island, south carolina, south dakota,
tennessee, texas, utah, vermont, virginia, washington, west virginia, wisconsin, wyoming,
ontario, quebec, british columbia, alberta, manitoba, nova scotia, england, scotland,
wales, bavaria, maharashtra, karnataka, tamil nadu, kerala, gujarat, telangana, punjab,
new south wales, victoria, queensland
`),
);
const COUNTRIES = new Set(
  commaList(`
usa, us, u.s., u.s.a., united states, united states of america, america, canada, mexico,
uk, u.k., united kingdom, great britain, ireland, france, germany, spain, portugal,
italy, netherlands, the netherlands, belgium, luxembourg, switzerland, austria, denmark,
sweden, norway, finland, iceland, poland, czech republic, czechia, slovakia, hungary,
romania, bulgaria, greece, turkey, cyprus, croatia, serbia, slovenia, ukraine, belarus,
russia, lithuania, latvia, estonia, moldova, georgia, armenia, azerbaijan, kazakhstan,
israel, palestine, jordan, lebanon, egypt, morocco, tunisia, algeria, nigeria, ghana,
kenya, ethiopia, south africa, uganda, tanzania, saudi arabia, uae, united arab emirates,
qatar, kuwait, bahrain, oman, iran, iraq, pakistan, india, bangladesh, sri lanka, nepal,
china, hong kong, taiwan, japan, south korea, korea, singapore, malaysia, indonesia,
philippines, vietnam, thailand, australia, new zealand, brazil, argentina, chile,
colombia, peru, venezuela, ecuador, uruguay, costa rica, panama, puerto rico, jamaica,
cuba
`),
);

const TITLES = new Set(TITLE_WORDS);
const STREET =
  /\b(st|street|ave|avenue|rd|road|blvd|boulevard|way|ln|lane|dr|drive|suite|ste|apt|hwy|highway|pkwy|ct|court|pl|place)\.?$/i;
const PLACE_WORD =
  /^(?:[A-Z][A-Za-z'.-]*|[A-Z]{2,}|of|de|la|le|del|los|las|upon|on|am|al|el|da|do|dos)$/;

function isRegion(part: string): boolean {
  const bare = part.replace(/\s+\d{4,6}(-\d{4})?$/, '').trim();
  return US_STATES.has(bare) || CA_PROVINCES.has(bare) || STATE_NAMES.has(bare.toLowerCase());
}

function isCountry(part: string): boolean {
  const bare = part.trim();
  // "US"/"UK" only in capitals: "us" is a pronoun.
  if (bare.length <= 3 && bare !== bare.toUpperCase()) return false;
  return COUNTRIES.has(bare.toLowerCase());
}

function isCity(part: string): boolean {
  const words = part.trim().split(/\s+/);
  if (words.length === 0 || words.length > 4 || /\d/.test(part) || STREET.test(part.trim()))
    return false;
  if (!/^[A-Z]/.test(part.trim())) return false;
  // "FRONT END DEVELOPER Tel-Aviv" is a title run into a city, not a city.
  if (words.some((word) => TITLES.has(word.toLowerCase()))) return false;
  return words.every((word) => PLACE_WORD.test(word));
}

export interface SplitLocation {
  /** The comma-separated parts before the place ("Tech Solutions"). */
  before: string[];
  location?: string;
}

/** Splits "Tech Solutions, San Francisco, CA, USA" into what precedes the place and the place. */
export function splitTrailingLocation(segment: string): SplitLocation {
  const parts = segment
    .replace(/^[([]|[)\]]$/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const none = { before: parts };
  if (parts.length < 2) return none;
  let last = parts.length - 1;
  const trailing: string[] = [];
  if (isCountry(parts[last] as string)) {
    trailing.unshift(parts[last] as string);
    last--;
  } else if (!isRegion(parts[last] as string)) {
    return none;
  }
  if (last >= 0 && isRegion(parts[last] as string)) {
    trailing.unshift((parts[last] as string).replace(/\s+\d{4,6}(-\d{4})?$/, ''));
    last--;
  }
  const city = parts[last];
  if (city === undefined || !isCity(city)) return none;
  return { before: parts.slice(0, last), location: [city, ...trailing].join(', ') };
}

/** The place at the end of a comma-separated segment, or undefined. */
export function parseLocation(segment: string): string | undefined {
  return splitTrailingLocation(segment).location;
}

// "DeveloperLocation: Boston, MA 02215Duration: 6 months": a scrape may glue the label to the
// word before it and the next label to the place.
const LABEL = /(?:\b|(?<=[a-z]))(?:location|address|city|residence|based in|located in)\s*:\s*/i;

/** The first place found in `line`, checking each separated chunk ("… — Anywhere, USA — …"). */
export function findLocationInLine(line: string): string | undefined {
  const label = LABEL.exec(line);
  if (label) {
    // A labelled value is trusted even without a region: "Residence: Holon".
    const value = line
      .slice(label.index + label[0].length)
      .split(/\s*(?:\||•|·|(?:\b|(?<=\d))[A-Z][a-z]+\s*:)/)[0]
      ?.replace(/\s+/g, ' ')
      .replace(/[.;,]+$/, '')
      .trim();
    if (value) {
      const parsed = parseLocation(value);
      if (parsed) return parsed;
      if (isCity(value) || value.split(',').every((part) => isCity(part.trim()) || isCountry(part)))
        return value;
    }
  }
  const chunks = line.split(/\s*(?:\||—|–|·|•|\s{2,}|\t)\s*/);
  for (const chunk of chunks) {
    const found = parseLocation(chunk);
    if (found) return found;
  }
  return undefined;
}
