// Countries and well-known cities in the languages Rubric's resumes come in, with their region: a
// place is never taken for the candidate's name or redacted as a person ("Santa Clara", "Lima"), and
// the regions named in a resume tell phones.ts which national number formats to accept.
import { countries } from 'countries-list';
import { getCountries, type CountryCode } from 'libphonenumber-js';
import { foldWord } from './fold.js';
import { WORLD_TOWNS } from './towns.generated.js';

const PLACES: Partial<Record<CountryCode, string>> = {
  US: `united states|usa|u.s.a.|estados unidos|etats-unis|vereinigte staaten|eua|new york|san francisco|los angeles|san jose|santa clara|
san diego|seattle|boston|chicago|austin|houston|dallas|denver|atlanta|miami|washington|palo alto|mountain view|sunnyvale|menlo park|
redwood city|cupertino|oakland|berkeley|santa monica|portland|philadelphia|pittsburgh|new jersey|salt lake city|las vegas|phoenix|
minneapolis|detroit|nashville|raleigh|brooklyn|manhattan|cambridge|springfield|california|texas|florida|massachusetts`,
  GB: 'united kingdom|uk|england|scotland|wales|reino unido|royaume-uni|grossbritannien|london|londres|manchester|edinburgh|birmingham|leeds|bristol|glasgow|oxford',
  IE: 'ireland|irlanda|irlande|irland|dublin|cork',
  CA: 'canada|canadá|kanada|toronto|vancouver|montreal|montréal|ottawa|calgary|quebec|québec',
  AU: 'australia|australie|australien|sydney|melbourne|brisbane|perth',
  ES: `spain|españa|espagne|spanien|espanha|madrid|barcelona|valencia|sevilla|seville|bilbao|málaga|zaragoza|alicante|granada|
salamanca|valladolid|palma|murcia|a coruña|vigo|san sebastián|donostia|pamplona|santander|oviedo|cádiz|córdoba`,
  MX: 'mexico|méxico|mexique|mexiko|ciudad de méxico|cdmx|guadalajara|monterrey|puebla|tijuana|querétaro|mérida|cancún',
  PE: 'peru|perú|pérou|lima|miraflores|san isidro|surco|santiago de surco|san borja|barranco|arequipa|cusco|trujillo|callao|la molina',
  CO: 'colombia|colombie|kolumbien|bogotá|bogota|medellín|medellin|cali|barranquilla|cartagena',
  AR: 'argentina|argentine|argentinien|buenos aires|córdoba|rosario|mendoza',
  CL: 'chile|chili|santiago|valparaíso|concepción',
  EC: 'ecuador|équateur|quito|guayaquil',
  VE: 'venezuela|caracas',
  UY: 'uruguay|montevideo',
  BR: `brazil|brasil|brésil|brasilien|são paulo|sao paulo|rio de janeiro|belo horizonte|brasília|brasilia|curitiba|porto alegre|
salvador|recife|fortaleza|campinas|florianópolis|manaus|goiânia|consolação|pinheiros|vila madalena|copacabana`,
  PT: 'portugal|lisboa|lisbon|lisbonne|porto|coimbra|braga|faro',
  FR: `france|francia|frankreich|frança|paris|lyon|marseille|toulouse|lille|nantes|bordeaux|strasbourg|nice|montpellier|rennes|
grenoble|la défense|sophia antipolis|boulogne-billancourt|versailles|neuilly-sur-seine|saint-denis|île-de-france`,
  BE: 'belgium|belgique|belgien|bélgica|bruxelles|brussels|brüssel|antwerpen|gent|liège',
  CH: 'switzerland|suisse|schweiz|suiza|suíça|zürich|zurich|genève|geneva|genf|basel|bern|lausanne',
  DE: `germany|deutschland|alemania|allemagne|alemanha|berlin|münchen|munich|hamburg|köln|cologne|frankfurt|frankfurt am main|
stuttgart|düsseldorf|dortmund|essen|leipzig|dresden|bremen|hannover|nürnberg|karlsruhe|heidelberg|bonn|mannheim|aachen|freiburg`,
  AT: 'austria|österreich|autriche|wien|vienna|viena|graz|linz|salzburg|innsbruck',
  IT: 'italy|italia|italie|italien|roma|rome|milano|milan|torino|turin|napoli|bologna|firenze|florence',
  NL: 'netherlands|nederland|países bajos|pays-bas|niederlande|amsterdam|rotterdam|utrecht|eindhoven|den haag',
  IN: `india|inde|indien|índia|mumbai|bombay|delhi|new delhi|bengaluru|bangalore|hyderabad|chennai|pune|kolkata|ahmedabad|
noida|gurgaon|gurugram|jaipur|kochi|coimbatore|indiranagar|whitefield|andheri|powai|koramangala|karnataka|maharashtra|tamil nadu|kerala|telangana`,
  CN: 'china|chine|中国|beijing|北京|shanghai|上海|shenzhen|深圳|guangzhou|广州|hangzhou|杭州|chengdu|成都|nanjing|南京|wuhan|武汉|chaoyang|haidian|pudong',
  HK: 'hong kong|香港|kowloon|九龍|九龙|wan chai|tsim sha tsui|sha tin|hksar',
  TW: 'taiwan|台灣|台湾|taipei|台北',
  SG: 'singapore|singapur|singapour',
  JP: 'japan|japón|japon|日本|tokyo|東京|osaka|大阪',
  KR: 'korea|south korea|corée|corea|한국|seoul|서울',
  VN: `vietnam|viet nam|việt nam|hà nội|ha noi|hanoi|hồ chí minh|ho chi minh|thành phố hồ chí minh|tp. hồ chí minh|tp.hcm|saigon|sài gòn|
đà nẵng|da nang|hải phòng|cần thơ|huế|nha trang`,
  AE: 'united arab emirates|uae|dubai|abu dhabi',
  JO: 'jordan|amman',
  NG: 'nigeria|lagos|abuja',
  ZA: 'south africa|johannesburg|cape town',
};

/** Folded place name → its region. */
const PLACE_REGION = new Map<string, CountryCode>();
for (const [region, names] of Object.entries(PLACES) as Array<[CountryCode, string]>) {
  for (const name of names.split('|')) PLACE_REGION.set(foldWord(name.trim()), region);
}

/** Countries that are also given names: never a place on their own (a "Jordan" in a header is a person). */
const GIVEN_NAME_COUNTRIES = new Set([
  'jordan',
  'chad',
  'georgia',
  'israel',
  'india',
  'kenya',
  'mali',
  'niger',
  'iran',
]);
/** Every country's name in the languages of most resumes, from the runtime's CLDR data ("Slovakia", "Eslovaquia", "Nigéria"). */
const COUNTRIES = new Map<string, CountryCode>();
/** The first four letters of a one-word country's name ("indi", "ecua", "deut", "oste" folded): a demonym's stem. */
const COUNTRY_STEMS = new Set<string>();
for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl']) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  for (const region of getCountries()) {
    const name = names.of(region);
    if (!name || name === region || /[()]/u.test(name)) continue;
    const key = foldWord(name);
    // One-word names only: "Northern Mariana Islands" would make "Marikina" a demonym.
    if (!/[\s-]/u.test(key) && key.length >= 4) COUNTRY_STEMS.add(key.slice(0, 4));
    if (GIVEN_NAME_COUNTRIES.has(key)) continue;
    COUNTRIES.set(key, region);
    if (!PLACE_REGION.has(key)) PLACE_REGION.set(key, region);
  }
}

/** Capitals that are also given or family names: never a place on their own ("Sofia Marin" is a person). */
const NAME_CAPITALS = new Set([
  'sofia',
  'victoria',
  'santiago',
  'hamilton',
  'kingston',
  'georgetown',
  'jamestown',
  'adamstown',
  'colombo',
  'monaco',
  'andorra la vella',
  'valletta',
  'praia',
  'castries',
  'sucre',
  'roseau',
  'belmopan',
  'avarua',
  'wellington',
  'nassau',
  'moroni',
  'douglas',
  'stanley',
  'charlotte amalie',
  'diego garcia',
  'george town',
  'male',
  'lome',
]);
/** Every country's capital, in English (from the countries-list package): "Nairobi", "Santo Domingo", "Beirut". */
const REGIONS = new Set<string>(getCountries());
for (const [code, country] of Object.entries(countries)) {
  const key = foldWord(country.capital);
  if (!key || !REGIONS.has(code) || NAME_CAPITALS.has(key) || PLACE_REGION.has(key)) continue;
  PLACE_REGION.set(key, code as CountryCode);
}

/** Whether a phrase is a country's name ("Slovakia", "Nigeria", "Vietnam"). */
export function isCountry(phrase: string): boolean {
  return COUNTRIES.has(foldWord(phrase.replace(/\s+/gu, ' ').trim()));
}

/** Multi-word places and their longest length in words, for scanning a text. */
const MAX_PLACE_WORDS = Math.max(...[...PLACE_REGION.keys()].map((k) => k.split(' ').length));

/** Districts and neighbourhoods: part of a street address, unlike the city after them. */
const DISTRICTS = new Set(
  `miraflores|san isidro|surco|santiago de surco|san borja|barranco|la molina|consolacao|pinheiros|vila madalena|copacabana|indiranagar|
whitefield|andheri|powai|koramangala|chaoyang|haidian|pudong|wan chai|tsim sha tsui|sha tin`
    .split('|')
    .map((d) => d.trim()),
);

/** Endings of demonyms in the languages of most resumes ("Indian", "Ecuatoriana", "Brasileira", "deutsch", "Française"). */
const DEMONYM_END_RE =
  /(?:ian|ean|an|ese|ish|sch|i|ais|aise|ain|aine|ois|oise|ano|ana|ino|ina|eiro|eira|es|esa|ense|ien|ienne|er)$/u;
/** Languages' names in English, which are demonyms too: a language may be a criterion. */
const LANGUAGE_NAMES = new Set(
  `english|german|french|spanish|portuguese|italian|chinese|japanese|korean|vietnamese|arabic|russian|dutch|polish|turkish|
indonesian|malay|thai|filipino|bengali|punjabi|swedish|norwegian|danish|finnish|greek|czech|slovak|hungarian|romanian|ukrainian|
persian|serbian|croatian|bulgarian|slovenian|lithuanian|latvian|estonian|georgian|armenian|albanian|macedonian|icelandic|irish|
mongolian|nepali|burmese|lao`
    .split('|')
    .map((l) => l.trim()),
);
/**
 * Whether one word is a nationality's adjective ("Ecuatoriana", "deutsch", "Nigerian"): a demonym's ending on the stem of a
 * country's name, not the country itself and not a language's English name.
 */
export function isDemonym(word: string): boolean {
  const key = foldWord(word.trim());
  return (
    /^\p{L}{5,}$/u.test(key) &&
    DEMONYM_END_RE.test(key) &&
    COUNTRY_STEMS.has(key.slice(0, 4)) &&
    !COUNTRIES.has(key) &&
    !PLACE_REGION.has(key) &&
    !LANGUAGE_NAMES.has(key)
  );
}

/** A language's English name that is a nationality too ("Filipino", "German"): what follows a nationality's label. */
export function isLanguageDemonym(word: string): boolean {
  return LANGUAGE_NAMES.has(foldWord(word.trim()));
}

export function isDistrict(phrase: string): boolean {
  return DISTRICTS.has(foldWord(phrase.replace(/\s+/gu, ' ').trim()));
}

export function isKnownPlace(phrase: string): boolean {
  return PLACE_REGION.has(foldWord(phrase.replace(/\s+/gu, ' ').trim()));
}

let worldTowns: Set<string> | null = null;
/**
 * A town of the world with at least 15,000 people (GeoNames; towns.generated.ts), whatever its language: wider
 * than the known places, and as many of its names are words or people's names too ("Mobile", "Florence"), asked
 * only where a town is expected (a contact item alone).
 */
export function isWorldTown(phrase: string): boolean {
  worldTowns ??= new Set(WORLD_TOWNS.split('|'));
  return worldTowns.has(foldWord(phrase.replace(/\s+/gu, ' ').trim()));
}

interface PlaceMention {
  start: number;
  end: number;
  region: CountryCode;
}

/** The last text scanned and its places: the phone and protection detectors ask for the same text in turn. */
let memo: { text: string; places: PlaceMention[] } | null = null;

/** Capitalised places named in the text, with their offsets. One pass over words, each folded once. */
export function placesIn(text: string): PlaceMention[] {
  if (memo?.text === text) return memo.places;
  const words = [...text.matchAll(/\p{L}[\p{L}\p{M}'’-]*\.?/gu)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].replace(/\.$/u, '').length,
    key: foldWord(m[0].replace(/\.$/u, '')),
    capital: /^\p{Lu}/u.test(m[0]),
  }));
  const out: PlaceMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (!first?.capital) continue;
    let key = '';
    let found: PlaceMention | null = null;
    for (let n = 0; n < MAX_PLACE_WORDS && i + n < words.length; n++) {
      const word = words[i + n];
      const previous = n > 0 ? words[i + n - 1] : undefined;
      if (!word || (previous && !/^[ \t]+$/u.test(text.slice(previous.end, word.start)))) break;
      key = n === 0 ? word.key : `${key} ${word.key}`;
      const region = PLACE_REGION.get(key) ?? PLACE_REGION.get(`${key}.`);
      if (region) found = { start: first.start, end: word.end, region };
    }
    if (found) {
      out.push(found);
      while (i + 1 < words.length && (words[i + 1]?.start ?? 0) < found.end) i++;
    }
  }
  memo = { text, places: out };
  return out;
}
