// Postal addresses: the street and number (and the unit, district and postcode that follow it) in
// US/UK, German, French, Spanish and Latin-American, Portuguese and Brazilian, Indian, Chinese and
// Vietnamese forms; postcodes on their own (US ZIP after a state, UK, Canadian, Brazilian CEP,
// Indian PIN); "Address:" lines in several languages. The city (and country) after it stays:
// criteria may ask for a location.
import { PRIORITY } from './patterns.js';
import { isDistrict, isKnownPlace } from './places.js';
import { PLACEHOLDERS, spansOf, type Span } from './spans.js';

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Square|Sq|Parkway|Pkwy|Highway|Hwy|Circle|Close|Crescent|Grove|Gardens|Row|Mews|Trail|Plaza|Mall|Walk|Alley|Loop|Path|Pike|Ridge|Heights|Commons|Marg|Nagar|Cross|Main';
const UNIT = String.raw`(?:,?\s*(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|#)\.?\s*[\p{L}\p{N}-]+)?`;
/** "221B Baker Street", "1600 Pennsylvania Ave NW, Suite 4", "88 Jianguo Road". */
const STREET_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?(?:[-/]\d{1,4})?,?[ \t]+(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){1,4}(?:${STREET_TYPES})\.?(?![\p{L}])(?:[ \t]+(?:NW|NE|SW|SE|N|S|E|W)(?![\p{L}]))?${UNIT}`,
  'gu',
);
/** "Hauptstraße 5", "Lindenweg 12a"; not "Spring 2015" or "Engineering 2019". */
const GERMAN_STREET_RE =
  /(?<![\p{L}])[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|(?<!(?:e|o|u|a|i|Sp|St|Sc|B|Br)r?)ring)[ \t]+\d{1,4}[ \t]?[a-z]?(?:\/\d{1,4}[a-z]?)*(?![\p{L}\p{N}])/gu;
/**
 * "Mariahilfer Straße 101/7", "Alte Gasse 3": the street type as a word of its own after a place's
 * adjective ("-er") or an adjective or preposition; not "Landesfinale Platz 3" (an award's rank).
 */
const GERMAN_STREET_WORD_RE =
  /(?<![\p{L}])(?:[\p{Lu}][\p{L}-]*er|Alte|Alter|Neue|Neuer|Große|Großer|Kleine|Kleiner|Hohe|Lange|Breite|Obere|Untere|Am|An der|Auf der|Im)[ \t]+(?:Straße|Strasse|Str\.|Gasse|Weg|Platz|Allee|Ring|Damm|Ufer|Chaussee|Landstraße)[ \t]+\d{1,4}[a-z]?(?:\/\d{1,4}[a-z]?)*(?![\p{L}\p{N}])/gu;
/** "12 rue de la Paix", "3 bis, avenue Foch". */
const FRENCH_STREET_RE =
  /(?<![\p{L}\p{N}])\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]d|[Cc]hemin|[Pp]lace|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours)[ \t]+(?:(?:de|du|des|la|le|l’|l'|d'|d’)[ \t]*)*[\p{Lu}][\p{L}'’-]*(?:[ \t]+[\p{Lu}][\p{L}'’-]*){0,3}/gu;
const STREET_WORD = String.raw`(?:(?:de|del|de la|de los|da|do|dos|das|di|della|y|e)[ \t]+)?[\p{Lu}\d][\p{L}\p{N}'’.-]*`;
/**
 * Spanish, Latin-American, Portuguese and Brazilian streets with their number: "Calle Mayor 5",
 * "Av. José Pardo Nº 610", "Jr. de la Unión 450", "Rua Augusta, nº 1500", "Carrera 7 # 45-10".
 */
const SOUTHERN_STREET_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:Calle|C/|Avenida|Avda\.?|Av\.|Jirón|Jr\.|Pasaje|Psje\.|Paseo|Plaza|Pza\.|Carrera|Cra\.|Cl\.|Carretera|Camino|Ronda|Travesía|Urbanización|Urb\.|Rua|R\.|Alameda|Al\.|Travessa|Praça|Estrada|Rodovia|Via|Viale|Piazza|Carrer)[ \t]+(?:${STREET_WORD}[ \t]+){0,5}?${STREET_WORD},?[ \t]*(?:(?:n[º°o]?\.?|N[º°o]\.?|núm\.?|no\.?|#)[ \t]*)?\d{1,5}[A-Za-z]?(?:[ \t]*[-–][ \t]*\d{1,4})?(?![\p{L}\p{N}])`,
  'gu',
);
/** Indian house addresses: "Flat 302, …", "H.No. 12-3-45, …", "Plot No. 7, …" (up to the PIN or the city). */
const INDIAN_HOUSE_RE =
  /(?<![\p{L}])(?:Flat|House|H\.?[ \t]?No\.?|Plot|Door|Door No\.?)[ \t]*(?:No\.?)?[ \t]*[\d/-]+[A-Z]?(?=,)(?:,[ \t]*[\p{L}\d][\p{L}\d .'’-]{1,40}){0,3}/gu;
/** "北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号2号楼1203室". */
const CHINESE_ADDRESS_RE =
  /[\p{Script=Han}\d]{1,20}?(?:路|街|道|巷|弄)\d{1,5}(?:号|號)(?:[\p{Script=Han}\d]{0,10}?(?:室|楼|樓|层|層|单元|單元|座)){0,3}/gu;
/** "Số 12, Ngõ 34, Phố Huế", "123 Đường Lê Lợi", with the ward and district after it. */
const VIETNAMESE_ADDRESS_RE =
  /(?<![\p{L}])(?:(?:Số|số)[ \t]*)?\d{1,5}[A-Z]?(?:\/\d{1,4})*,?[ \t]+(?:(?:Ngõ|Ngách|Hẻm|ngõ|ngách|hẻm)[ \t]+\d{1,4}[ \t]*,?[ \t]*)*(?:Đường|Phố|đường|phố)[ \t]+[\p{Lu}\d][\p{L}\d]*(?:[ \t]+[\p{Lu}\d][\p{L}\d]*){0,4}(?:,[ \t]*(?:Phường|P\.|Quận|Q\.|Huyện|Xã|Thị trấn)[ \t]*[\p{L}\d][\p{L}\d ]{0,30})*/gu;
const PO_BOX_RE = /(?<![\p{L}])(?:P\.?\s?O\.?\s?Box|Apartado(?: de correos)?|Caixa Postal|Postfach|BP)\s+\d+/giu;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
/** "450 Serra Mall, Stanford, CA 94305": any street before a town, a state and a ZIP code. */
const US_FULL_ADDRESS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?[ \t]+(?:[\p{Lu}\d][\p{L}\d'’.-]*[ \t]+){0,4}[\p{Lu}][\p{L}'’.-]*,[ \t]*(?:[\p{Lu}][\p{L}'’.-]*[ \t]*){1,3},[ \t]*(?:${US_STATES})[ \t]+\d{5}(?:-\d{4})?(?![\p{N}])`,
  'gu',
);
const POSTCODE_RES = [
  new RegExp(String.raw`(?<![\p{L}])(?:${US_STATES})\s+\d{5}(?:-\d{4})?(?![\p{N}])`, 'gu'),
  /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])[A-Z]\d[A-Z]\s\d[A-Z]\d(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])(?:CEP[:.]?\s*)?\d{5}-\d{3}(?![\p{N}])|(?<![\p{L}])CEP[:.]?\s*\d{8}(?![\p{N}])/gu,
  /(?<![\p{L}])(?:PIN(?:\s*code)?|Pincode)\s*[:.-]?\s*\d{3}\s?\d{3}(?![\p{N}])/giu,
  /(?<![\p{L}])(?:邮编|郵編|邮政编码)[:：]?\s*\d{6}(?![\p{N}])/gu,
];
const UNIT_WORDS = String.raw`(?:apto\.?|apt\.?|apartamento|dpto\.?|depto\.?|departamento|piso|int\.?|interior|of\.?|oficina|bloco|bl\.?|casa|sala|andar|conj\.?|esc\.?|escalera|puerta|pta\.?|\d+\.?[º°ª]?[ \t]*[A-Za-z]?|[A-Za-z])`;
/**
 * After a street: its unit ("3º B", "apto 42"), the district ("Miraflores", "Consolação") and the
 * postcode, and the city only when a postcode follows it (", Springfield, IL 62704"); the last
 * place named stays.
 */
const UNIT_TAIL_RE = new RegExp(
  String.raw`^(?:[ \t]*[,–-][ \t]*${UNIT_WORDS}(?:[ \t]*\d+[A-Za-z]?)?(?![\p{L}]))*`,
  'iu',
);
const POSTCODE_TAIL_RE = new RegExp(
  String.raw`^(?:,?\s*[\p{Lu}][\p{L} .'’-]{1,40}){0,2}(?:,?\s*(?:(?:${US_STATES})\s+)?\d{4,5}(?:-\d{3,4})?|,?\s*[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|,?\s*(?:CEP[:.]?\s*)?\d{5}-?\d{3})(?![\p{L}\p{N}])|^,?\s*\d{4,5}(?=\s+[\p{Lu}])`,
  'u',
);
const ADDRESS_LABEL_RE =
  /^[ \t]*(?:[-•*·▪►●][ \t]*)?(?:home |postal |mailing |street |residential |permanent |current )?(?:address|dirección|direccion|domicilio|adresse|anschrift|wohnadresse|adresse postale|endereço|endereco|morada|địa chỉ|地址|住址)[ \t]*[:：–-][ \t]*([^\n]+)/dgimu;

/** The street's tail on its line: unit, district (a segment before the last one), postcode. */
function tailLength(rest: string): number {
  let at = UNIT_TAIL_RE.exec(rest)?.[0].length ?? 0;
  const postcode = POSTCODE_TAIL_RE.exec(rest.slice(at));
  if (postcode) return at + postcode[0].length;
  // ", Miraflores, Lima": a district when another place follows it; the last one (the city) stays.
  const segments = [...rest.slice(at).matchAll(/[ \t]*[,–][ \t]*[^,–\n]*/gu)].map((m) => m[0]);
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] ?? '';
    const words = segment.replace(/^[ \t]*[,–][ \t]*/u, '').trimEnd();
    if (!/^\p{Lu}[\p{L}\p{M} .'’-]{1,40}$/u.test(words) || (isKnownPlace(words) && !isDistrict(words))) break;
    at += segment.length;
  }
  return at;
}

/** A six-digit postcode after a known city: "Bengaluru 560038", "Bengaluru – 560 038" (India; China and Vietnam alike). */
const CITY_POSTCODE_RE = /(\p{Lu}[\p{L}\p{M}]+)[ \t]*[-–,]?[ \t]*(\d{3}[ ]?\d{3})(?![\p{N}])/dgu;

function cityPostcodeSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(CITY_POSTCODE_RE)) {
    const at = m.indices?.[2];
    if (at && isKnownPlace(m[1] ?? ''))
      out.push({
        start: at[0],
        end: at[1],
        kind: 'address',
        replacement: PLACEHOLDERS.address,
        priority: PRIORITY.address,
      });
  }
  return out;
}

export function addressSpans(text: string): Span[] {
  const res = [
    STREET_RE,
    GERMAN_STREET_RE,
    GERMAN_STREET_WORD_RE,
    FRENCH_STREET_RE,
    SOUTHERN_STREET_RE,
    VIETNAMESE_ADDRESS_RE,
    INDIAN_HOUSE_RE,
  ];
  const street = [...res, PO_BOX_RE].flatMap((re) =>
    spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address),
  );
  for (const s of street) {
    const lineEnd = text.indexOf('\n', s.end);
    // The tail is short: reading at most 200 characters keeps a very long line from being read once per street.
    s.end += tailLength(text.slice(s.end, Math.min(lineEnd === -1 ? text.length : lineEnd, s.end + 200)));
    while (s.end > s.start && /[\s,.]/u.test(text.charAt(s.end - 1))) s.end--;
  }
  return [
    ...street,
    ...cityPostcodeSpans(text),
    ...spansOf(text, US_FULL_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, CHINESE_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...POSTCODE_RES.flatMap((re) => spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address)),
    ...spansOf(text, ADDRESS_LABEL_RE, 'address', PLACEHOLDERS.address, PRIORITY.address - 1, 1),
  ];
}
