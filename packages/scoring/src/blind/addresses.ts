// Postal addresses: the street and number (and the unit, district and postcode that follow it) in
// US/UK, German, French, Spanish and Latin-American, Portuguese and Brazilian, Indian, Chinese and
// Vietnamese forms; postcodes on their own (US ZIP after a state, UK, Canadian, Brazilian CEP,
// Indian PIN); "Address:" lines in several languages. The city (and country) after it stays:
// criteria may ask for a location.
import { PRIORITY } from './patterns.js';
import { isCountry, isDistrict, isKnownPlace } from './places.js';
import { PLACEHOLDERS, spansOf, type Span } from './spans.js';

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Square|Sq|Parkway|Pkwy|Highway|Hwy|Circle|Close|Crescent|Grove|Gardens|Row|Mews|Trail|Plaza|Mall|Walk|Alley|Loop|Path|Pike|Ridge|Heights|Commons|Marg|Nagar|Cross|Main|Salai|Veedhi|Colony';
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
  String.raw`(?<![\p{L}])(?:Calle|C/|Avenida|Avda\.?|Av\.|Bv\.|Bvd\.|Bulevar|Boulevard|Diagonal|Jirón|Jr\.|Pasaje|Psje\.|Paseo|Plaza|Pza\.|Carrera|Cra\.|Cl\.|Carretera|Camino|Ronda|Travesía|Urbanización|Urb\.|Rua|R\.|Alameda|Al\.|Travessa|Praça|Estrada|Rodovia|Via|Viale|Piazza|Carrer)[ \t]+(?:${STREET_WORD}[ \t]+){0,5}?${STREET_WORD},?[ \t]*(?:(?:n[º°o]?\.?|N[º°o]\.?|núm\.?|no\.?|#)[ \t]*)?\d{1,5}[A-Za-z]?(?:[ \t]*[-–][ \t]*\d{1,4})?(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * Indian house addresses: "Flat 302, …", "H.No. 12-3-45, …", "Plot No. 7, …" (up to the PIN or the city; not on into
 * a phone or an e-mail run into the line: "…, Cardiff CF14 6HF 07700 900 318 …").
 */
const INDIAN_HOUSE_RE =
  /(?<![\p{L}])(?:Flat|House|H\.?[ \t]?No\.?|Plot|Door|Door No\.?|Apartment|Apt\.?|Villa|Ward|Kebele|Woreda)[ \t]*(?:No\.?)?[ \t]*(?:[A-Z]{1,2}-?)?[\d/-]+[A-Z]?(?=,)(?:,[ \t]*(?!\d{1,2}[./-]\d{1,2}[./-]\d{2,4})[\p{L}\d](?:(?![ \t]+(?:\+|0\d{3,4}[ \t]\d{3}|\d{7,}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})|[ \t]+[\p{L}\p{N}._%+-]+@)[\p{L}\d .'’/-]){1,40}){0,4}/gu;
/** "北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号2号楼1203室". */
// (A room's number may follow its building without a word: "3栋1206".)
const CHINESE_ADDRESS_RE =
  /[\p{Script=Han}\d]{1,20}?(?:路|街|道|巷|弄)[ \t]?(?:[一二三四五六七八九十\d]{1,3}段)?(?:\d{1,4}(?:巷|弄))*\d{1,5}[ \t]?(?:号|號)(?:[ \t]?[\p{Script=Han}\d]{0,10}?[ \t]?(?:室|楼|樓|层|層|单元|單元|座|栋|棟|幢)){0,3}(?:(?<=[栋棟幢座元])[ \t]?\d{2,5}(?:室|房)?(?![\d年月日./:-]))?/gu;
/**
 * A Chinese address a form's cell or OCR broke over two lines, a blank one between them allowed: the province, city
 * or district ("广东省深圳市南山区科苑"), then the road and its number ("路18号3栋1206"). Both lines go. (A short first line
 * only: the run of place words is read once, not again from every character of a long line.)
 */
const CHINESE_WRAPPED_ADDRESS_RE =
  /^(?=[^\n]{2,30}\n)[ \t]*((?:\p{Script=Han}{1,6}(?:省|市|区|區|县|縣)){1,4}\p{Script=Han}{0,8})[ \t]*\n(?:[ \t]*\n)?[ \t]*(\p{Script=Han}{0,10}?(?:路|街|道|巷|弄)[ \t]?\d{1,5}[ \t]?(?:号|號)[\p{Script=Han}\d]{0,12})/dgmu;
/**
 * A Korean road-name address: the district, the road ("월드컵로19길", "테헤란로"), the building number, the unit
 * ("302호", "101동 1203호"); the city before it stays.
 */
/** A Hindi address from the house or lane number to the PIN code ("मकान नं. 27, गली नं. 4, शास्त्री नगर, कानपुर 208005"). */
const DEVANAGARI_ADDRESS_RE =
  /(?:मकान|फ्लैट|प्लॉट|गली|भवन)[ \t]*(?:नं\.?|नंबर|संख्या|क्र\.)?[ \t]*[\d/-]+[^\n]{0,100}?\d{3}[ ]?\d{3}(?![\p{N}])/gu;
const KOREAN_ROAD_ADDRESS_RE =
  /(?:(?<![\p{Script=Hangul}])\p{Script=Hangul}{1,5}(?:구|군)[ \t]+)?(?<![\p{Script=Hangul}])[\p{Script=Hangul}\d]{1,12}(?:대로|로|길)(?:[ \t]?\d{1,3}(?:번)?길)?[ \t]*\d{1,4}(?:-\d{1,4})?(?![\p{N}])(?:[ \t]*,?[ \t]*(?:\p{Script=Hangul}{2,15}[ \t]*)?(?:\d{1,4}동[ \t]*)?\d{1,4}호)?/gu;
/**
 * A Korean apartment's building and unit ("1203동 805호"), and a road's number a narrow column wrapped onto the next
 * line with them ("센텀중앙로" / "48, 1203동 805호").
 */
const KOREAN_UNIT_RE =
  /(?:(?<![\p{Script=Hangul}])[\p{Script=Hangul}\d]{1,12}(?:대로|로|길)[ \t]*\n[ \t]*\d{1,4}(?:-\d{1,4})?[ \t]*,?[ \t]*)?(?<![\p{N}])\d{1,4}동[ \t]*\d{1,4}호/gu;
/**
 * A line of comma parts that ends in a country, its first part with a number ("Lakeside-6, Baidam, Pokhara, Kaski,
 * Nepal"): the parts before the country.
 */
const COUNTRY_ENDED_ADDRESS_RE =
  /^[ \t]*(?:[\p{So}\p{Co}][\uFE0F]?[ \t]*)?(\p{Lu}[\p{L}\p{M}'’. -]*\d[\p{L}\d/-]*(?:,[ \t]*\p{Lu}[\p{L}\p{M}'’. -]{1,30}){2,5}),[ \t]*(\p{Lu}[\p{L}\p{M} ]{2,30})[ \t]*$/dgmu;
function countryEndedAddresses(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(COUNTRY_ENDED_ADDRESS_RE)) {
    const at = m.indices?.[1];
    if (!at || !isCountry(m[2] ?? '')) continue;
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
/** A Japanese address in Latin letters: "23-4 Tanaka Monzen-cho, Sakyo-ku, Kyoto 606-8225". */
const JAPANESE_ROMAN_ADDRESS_RE =
  /(?<![\p{L}\p{N}])\d{1,4}(?:-\d{1,4}){0,2}[ \t,]+(?:\p{Lu}[\p{L}]*[ \t]+){0,3}\p{Lu}[\p{L}]*-(?:cho|chō|machi|chome|chōme)(?:,[ \t]*\p{Lu}[\p{L}]*-(?:ku|shi|gun|ken))*(?:,[ \t]*\p{Lu}[\p{L}]*(?:[ \t]+\d{3}-\d{4})?)?/gu;
/** "Số 12, Ngõ 34, Phố Huế", "123 Đường Lê Lợi", with the ward and district after it. */
/** "Số 18, ngõ 42 Thái Hà": a lane (ngõ, ngách, hẻm, kiệt) with its number and the street it leaves. */
const VIETNAMESE_LANE_RE =
  /(?<![\p{L}])(?:(?:Số|số)[ \t]*\d{1,5}[A-Z]?(?:\/\d{1,4})*,?[ \t]+)?(?:Ngõ|Ngách|Hẻm|Kiệt|ngõ|ngách|hẻm|kiệt)[ \t]+\d{1,4}(?:\/\d{1,4})*[ \t]+\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,3}/gu;
const VIETNAMESE_ADDRESS_RE =
  /(?<![\p{L}])(?:(?:Số|số)[ \t]*)?\d{1,5}[A-Z]?(?:\/\d{1,4})*,?[ \t]+(?:(?:Ngõ|Ngách|Hẻm|ngõ|ngách|hẻm)[ \t]+\d{1,4}[ \t]*,?[ \t]*)*(?:Đường|Phố|đường|phố)[ \t]+[\p{Lu}\d][\p{L}\d]*(?:[ \t]+[\p{Lu}\d][\p{L}\d]*){0,4}(?:,[ \t]*(?:Phường|P\.|Quận|Q\.|Huyện|Xã|Thị trấn)[ \t]*[\p{L}\d][\p{L}\d ]{0,30})*/gu;
/** "18 Lê Thánh Tôn, Phường Bến Nghé, Quận 1": a house number and a street named without "Đường", then its ward or district. */
const VIETNAMESE_NUMBER_STREET_RE =
  /(?<![\p{L}\p{N}])\d{1,5}[A-Z]?(?:\/\d{1,4})*[ \t]+\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,4}(?:,[ \t]*\n?[ \t]*(?:Phường|P\.|Quận|Q\.|Huyện|Xã|Thị trấn)[ \t]*[\p{L}\d][\p{L}\p{M}\d ]{0,30})+/gu;
/**
 * The street's type written first, the house number after the name: Indonesian "Jl. Kemang Raya No. 18",
 * Polish "ul. Marszałkowska 12/4", Ukrainian and Russian "vul. Khreshchatyk 22", "вул. Хрещатик 22",
 * "просп. Миру 5", Thai "Soi Sukhumvit 71", Czech/Slovak "ulica"; the number may follow "No." or "№".
 */
const TYPE_FIRST_STREET_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:Jl\.|Jln\.|Jalan|Gg\.|Gang|Lorong|Lrg\.|ul\.|Ul\.|ulica|Ulica|Ulitsa|Vul\.|al\.|os\.|vul\.|vulytsia|vulitsa|ulitsa|prosp\.|prospekt|prov\.|provulok|bulv\.|naberezhna|вул\.|вулиця|ул\.|улица|просп\.|проспект|пров\.|пер\.|бульв\.|наб\.|Soi|Thanon|Th\.|Trok|Str\.|Strada|Bd\.|Bulevardul|Calea|Șos\.|Șoseaua|Soseaua|Aleea|Splaiul)[ \t]+(?:[\p{Lu}\d][\p{L}\p{M}\p{N}'’.-]*[ \t]+){0,4}?[\p{Lu}\d][\p{L}\p{M}\p{N}'’.-]*,?[ \t]*(?:(?:No\.?|Nr\.?|№|nr\.?|д\.)[ \t]*)?\d{1,4}[A-Za-z]?(?:[\/-]\d{1,4}[A-Za-z]?)?(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * A street with its number and, after a comma, the postcode and the town: "Ermou 54, 105 63 Athens", "Storgatan
 * 12, 111 22 Stockholm", "Vodičkova 12, 110 00 Praha", "Keizersgracht 112, 1015 CW Amsterdam". The postcode
 * right after the number is what makes a capitalised word and a number a street; the town stays.
 */
const STREET_NUMBER_POSTCODE_RE =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,3}[ \t]+\d{1,4}(?:[ ]?[a-zA-Z](?![\p{L}]))?(?:[/-]\d{1,4})?,[ \t]*(?:[A-Z]{1,2}-)?(?:\d{3}[ ]\d{2}|\d{4}[ ]?[A-Z]{2}|\d{4,6}|\d{2}-\d{3}|\d{4}-\d{3})(?=[ \t]*\n?[ \t]*\p{Lu})/gu;
/**
 * A Singapore block ("Blk 456 Ang Mo Kio Avenue 10, #08-1234"), a street written before its number ("Rothschild
 * Blvd 45, Apt 12"), and a Hungarian address ("Szent István krt. 18. III. em. 4.", "Váci utca 12.").
 */
const MORE_STREETS_RE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:Blk|Block)\.?[ \t]*\d{1,4}[A-Z]?[ \t]+(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){0,4}(?:Avenue|Ave|Street|St|Road|Rd|Drive|Dr|Crescent|Walk|Lane|Close|Way|Ring|Link|Central|North|South|East|West)\.?(?:[ \t]+\d{1,3})?(?:,?[ \t]*#\d{1,3}-\d{1,5})?`,
    String.raw`(?<![\p{L}])(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:Blvd|Boulevard|Street|St|Road|Rd|Avenue|Ave|Lane|Ln)\.?[ \t]+(?!(?:19|20)\d{2}(?!\d))\d{1,4}[A-Za-z]?(?:,[ \t]*(?:Apt|Apartment|Flat|Unit|Suite)\.?[ \t]*\d{1,4}[A-Za-z]?)?(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}])(?:\d{4}[ \t]+\p{Lu}[\p{L}]+,[ \t]*)?(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:utca|u\.|út|útja|krt\.|körút|tér|köz|sor|sétány|fasor)[ \t]+\d{1,4}\.?(?:[ \t]*[IVX]{1,4}\.?[ \t]*(?:em\.|emelet)[ \t]*(?:\d{1,3}\.?)?)?(?:[ \t]*\d{1,3}\.?(?:[ \t]*ajtó)?)?`,
  ].join('|'),
  'gu',
);
/** A house number before a Thai soi or road ("99/123 Soi Sukhumvit 71", "45 Moo 3 Thanon Rama IX"). */
const THAI_HOUSE_RE =
  /(?<![\p{L}\p{N}/])\d{1,4}(?:\/\d{1,4})?(?:[ \t]+(?:Moo|Mu|M\.)[ \t]*\d{1,2})?,?[ \t]+(?=(?:Soi|Thanon|Th\.|Trok)[ \t])/gu;
/**
 * The street's type after its name, then the number: Turkish "Bağdat Caddesi No: 214/7", "Atatürk Mah. Gül Sk.
 * No:5"; Korean road names "Teheran-ro 152", "152 Teheran-ro", "Olympic-ro 35-gil 12".
 */
const TYPE_AFTER_STREET_RE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:[\p{Lu}][\p{L}\p{M}'’-]*[ \t]+){1,3}(?:Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.|Bulvarı|Blv\.|Mahallesi|Mah\.|Mh\.)(?:[ \t]+(?:[\p{Lu}][\p{L}\p{M}'’-]*[ \t]+){0,2}(?:Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.))?[ \t]*,?[ \t]*No[:.]?[ \t]*\d{1,4}(?:\/\d{1,4})?[A-Za-z]?(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:-\d{1,4})?,?[ \t]+[\p{Lu}][\p{L}]*(?:-[\p{L}]+)*-(?:ro|gil|daero)(?:[ \t]*\d{1,3}(?:beon)?-?gil)?(?![\p{L}])`,
    String.raw`(?<![\p{L}])[\p{Lu}][\p{L}]*(?:-[\p{L}]+)*-(?:ro|gil|daero)(?:[ \t]*\d{1,3}(?:beon)?-?gil)?[ \t]+\d{1,4}(?:-\d{1,4})?(?![\p{L}\p{N}])`,
  ].join('|'),
  'gu',
);
/** A post-office box, with the postcode a dash joins to it in Kenya ("P.O. Box 4127-30100"). */
const PO_BOX_RE =
  /(?<![\p{L}])(?:P\.?\s?O\.?\s?Box|Apartado(?: de correos)?|Caixa Postal|Postfach|BP)\s+\d+(?:[-–]\d{5})?/giu;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
/** "450 Serra Mall, Stanford, CA 94305": any street before a town, a state and a ZIP code. */
const US_FULL_ADDRESS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?[ \t]+(?:[\p{Lu}\d][\p{L}\d'’.-]*[ \t]+){0,4}[\p{Lu}][\p{L}'’.-]*,[ \t]*(?:[\p{Lu}][\p{L}'’.-]*[ \t]*){1,3},[ \t]*(?:${US_STATES})[ \t]+\d{5}(?:-\d{4})?(?![\p{N}])`,
  'gu',
);
const POSTCODE_RES = [
  // The ZIP code after a state; the state stays with its town ("Madison, WI 53704": a location criteria may ask for).
  new RegExp(String.raw`(?<=(?<![\p{L}])(?:${US_STATES})\s+)\d{5}(?:-\d{4})?(?![\p{N}])`, 'gu'),
  /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])[A-Z]\d[A-Z]\s\d[A-Z]\d(?![\p{L}\p{N}])/gu,
  // A narrow column may break the CEP after its hyphen ("CEP 51020-" / "120").
  /(?<![\p{L}\p{N}])(?:CEP[:.]?\s*)?\d{5}-(?:[ \t]*\n[ \t]*)?\d{3}(?![\p{N}])|(?<![\p{L}])CEP[:.]?\s*\d{8}(?![\p{N}])/gu,
  // An Australian postcode a column wrapped under its state ("Kalgoorlie WA" / "6430"), alone on its line.
  /(?<=(?<![\p{L}])(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]*\n[ \t]*)\d{4}(?=[ \t]*(?:\n|$))/gu,
  // Mexico's "C.P. 04310", the number wrapped onto the next line by a narrow column too ("… C.P." / "72530, …").
  /(?<![\p{L}])C\.?[ \t]?P\.?[ \t]*(?:\n[ \t]*)?\d{5}(?![\p{N}])/gu,
  // Japan: the postal mark and the postcode ("〒530-0001"); the address after it is JAPANESE_ADDRESS_RE's.
  /〒[ \t]?\d{3}[-‐－]?\d{4}/gu,
  /(?<![\p{L}])(?:PIN(?:\s*code)?|Pincode)\s*[:.-]?\s*\d{3}\s?\d{3}(?![\p{N}])/giu,
  /(?<![\p{L}])(?:邮编|郵編|邮政编码)[:：]?\s*\d{6}(?![\p{N}])/gu,
];
const UNIT_WORDS = String.raw`(?:(?:edif\.?|edificio|torre)(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2}|bus|boîte|bte\.?|app\.?|bl\.?|sc\.?|ap\.?|et\.?|sector|imm\.?|appt\.?|rt\.?[ \t]*\d{1,3}(?:[ \t]*\/[ \t]*rw\.?[ \t]*\d{1,3})?|kv\.?|кв\.?|m\.?|lok\.?|d[.:]?|daire|kat|\d+\.?[º°ª]?[ \t]*(?:esq|dto|dt|drt|fte|frente|izq|izda|dcha|der)\.?|apto\.?|apt\.?|apartamento|dpto\.?|depto\.?|departamento|piso|int\.?|interior|of\.?|oficina|bloco|bl\.?|casa|sala|andar|conj\.?|esc\.?|escalera|puerta|pta\.?|\d+\.?[º°ª]?[ \t]*[A-Za-z]?|[A-Za-z])`;
/**
 * After a street: its unit ("3º B", "apto 42"), the district ("Miraflores", "Consolação") and the
 * postcode, and the city only when a postcode follows it (", Springfield, IL 62704"); the last
 * place named stays.
 */
const UNIT_TAIL_RE = new RegExp(
  String.raw`^(?:(?:[ \t]*[,–-][ \t]*|[ \t]+(?=(?:d|daire|kat|kv|кв|m|lok)[.:]|(?:bus|bte)[ \t.]+\d))${UNIT_WORDS}(?:[ \t]*[A-Za-z]?\d+[A-Za-z]?)?(?![\p{L}\p{N}]|[./-]\d))*`,
  'iu',
);
const POSTCODE_TAIL_RE = new RegExp(
  String.raw`^(?:,?\s*[\p{Lu}][\p{L}\p{M} .'’()-]{1,40}){0,3}(?:,?\s*(?:(?:${US_STATES})\s+)?\d{4,7}(?:-\d{3,4})?|,?\s*[A-Z]\d[A-Z]\s?\d[A-Z]\d|,?\s*[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|,?\s*(?:CEP[:.]?\s*)?\d{5}-?\d{3})(?![\p{L}\p{N}])|^,?\s*(?:\d{4,5}|\d{2}-\d{3})(?=\s+[\p{Lu}])`,
  'u',
);
/** A details table's row "Adresse Résidence Al Manar, Imm. 7 …": the label and a value with a number, no colon. */
const ADDRESS_ROW_RE =
  /^[ \t]*(?:address|adresse|adres|adresa|dirección|direccion|domicilio|indirizzo|anschrift|endereço|endereco|morada|alamat|địa chỉ|地址|住所|주소)[ \t]+((?=[^\n]*\d)[\p{Lu}\d\p{Script=Hangul}\p{Script=Han}][^\n]{4,150})$/dgimu;
/**
 * Where the candidate lives, under a label that says so ("Current location Ikeja, Lagos", "거주지 서울특별시 마포구"), on
 * its line or on the next (a form read cell by cell, a blank line between): the value, unless it is a country alone.
 */
const RESIDENCE_LABEL_RE =
  /^[ \t]*(?:current location|present location|current city|city of residence|place of residence|residence|lives in|based in|wohnort|lieu de résidence|ville de résidence|ciudad de residencia|lugar de residencia|cidade de residência|现居住地|現居住地|现居地|居住地|거주지|현[ \t]?거주지)(?:[ \t]*[:：]?[ \t]+|[ \t]*[:：]?[ \t]*\n(?:[ \t]*\n)?[ \t]*)([^\n|•·]{2,120}?)[ \t]*(?=$|[|•·])/dgimu;
/** A town and its region in Latin letters, at most three parts; a table's next label after it is no part of it. */
const LATIN_PLACE_RE =
  /^\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,3}(?:,[ \t]*\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,2}){0,2}/u;
/** "Location Faisalabad" near the top (a job portal's profile row): where the candidate lives. */
const LOCATION_LABEL_RE =
  /^[ \t]*(?:location|ubicaci[oó]n|localiza[cç][aã]o|localisation|standort|lokasi)[ \t]*[:：]?[ \t]+(\p{Lu}[\p{L}\p{M}'’. -]{1,40}?(?:,[ \t]*\p{Lu}[\p{L}\p{M}'’. -]{1,30})?)[ \t]*$/dgimu;
function residenceLabelSpans(text: string): Span[] {
  const out: Span[] = [];
  // Only in the first lines: a portal prints "Location" under each job too, where it is the job's place.
  const top = text.split('\n', 15).join('\n');
  for (const m of top.matchAll(LOCATION_LABEL_RE)) {
    const [start, end] = m.indices?.[1] ?? [0, 0];
    const value = m[1] ?? '';
    if (isCountry(value) || /^(?:remote|hybrid|on-?site|anywhere)\b/iu.test(value)) continue;
    out.push({ start, end, kind: 'address', replacement: PLACEHOLDERS.address, priority: PRIORITY.address - 1 });
  }
  for (const m of text.matchAll(RESIDENCE_LABEL_RE)) {
    const [start] = m.indices?.[1] ?? [0];
    let value = m[1] ?? '';
    if (/^\p{Script=Latin}/u.test(value)) {
      const place = LATIN_PLACE_RE.exec(value)?.[0] ?? '';
      const after = value.slice(place.length);
      // "Sta. Rosa, Laguna Total experience 6 Year(s)": a capitalised word the lower case goes on from is the next
      // cell's label. A street address under the label is all address ("No. 14/2, 3rd Cross, …").
      if (/^[ \t]+\p{Ll}/u.test(after)) value = place.replace(/[ \t]+\S+$/u, '');
      else if (!/\d/u.test(value)) value = place;
    }
    value = value.trim();
    if (value === '' || isCountry(value)) continue;
    out.push({
      start,
      end: start + value.length,
      kind: 'address',
      replacement: PLACEHOLDERS.address,
      priority: PRIORITY.address - 1,
    });
  }
  return out;
}
/** A right-to-left address line in visual order: the value, then its label and colon ("… الإسلامية العنوان:"). */
const RTL_ADDRESS_RE =
  /^[ \t]*([^\n:：]{4,120}?)[ \t]*(?:[:：][ \t]*(?:العنوان|عنوان السكن|כתובת)|(?:العنوان|عنوان السكن|כתובת)[ \t]*[:：])[ \t]*$/dgmu;
const ADDRESS_LABEL_RE =
  /^[ \t]*(?:[-•*·▪►●][ \t]*)?(?:home |postal |mailing |street |residential |permanent |current |present |contact |provincial |local |correspondence |city )?(?:address|dirección|direccion|domicilio|adresse|anschrift|wohnadresse|adresse postale|endereço|endereco|morada|địa chỉ|地址|住址)[ \t]*[:：–-][ \t]*([^\n]+)/dgimu;

/** The street's tail on its line: unit, district (a segment before the last one), postcode. */
/** The cross street of an intersection address ("Av. Eloy Alfaro N32-614 y Shyris", "… y Calle Olmedo"). */
const CROSS_STREET_RE =
  /^[ \t]+(?:y|e|con|esq\.?|esquina)[ \t]+(?:(?:Calle|Av\.?|Avenida|Jr\.?|Pasaje)[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+(?:de[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]*){0,3}/u;

function tailLength(rest: string): number {
  const cross = CROSS_STREET_RE.exec(rest)?.[0].length ?? 0;
  let at = cross + (UNIT_TAIL_RE.exec(rest.slice(cross))?.[0].length ?? 0);
  const postcode = POSTCODE_TAIL_RE.exec(rest.slice(at));
  if (postcode) return at + postcode[0].length;
  // ", Miraflores, Lima": a district when another place follows it; the last one (the city) stays.
  // Only segments that follow the street directly: "D:3, Çankaya" after it is no district segment.
  const segments: string[] = [];
  for (const m of rest.slice(at).matchAll(/[ \t]*[,–][ \t]*[^,–\n]*/gu)) {
    if (m.index !== segments.join('').length) break;
    segments.push(m[0]);
  }
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] ?? '';
    const words = segment.replace(/^[ \t]*[,–][ \t]*/u, '').trimEnd();
    // A numbered estate or phase ("GRA Phase 3") is such a segment too.
    if (!/^\p{Lu}[\p{L}\p{M}\d .'’-]{1,40}$/u.test(words) || (isKnownPlace(words) && !isDistrict(words))) break;
    at += segment.length;
  }
  return at;
}

/** Up to two lines of places, then a postcode alone or at the end of a line. */
// A province in brackets after its town counts as part of the piece ("Québec (Québec)").
const PLACE_PIECE = String.raw`\p{L}[\p{L}\p{M}.'’-]*(?:(?:[ \t]+|[ \t]+-[ \t]+)[\p{L}\d][\p{L}\p{M}\d.'’-]*){0,3}(?:[ \t]+\(\p{L}[\p{L}\p{M}. -]{0,30}\))?`;
const WRAPPED_TAIL_RE = new RegExp(
  String.raw`^(?:[ \t]*\d{1,4}[A-Za-z]?,)?(?:[ \t]*${PLACE_PIECE}(?:,[ \t]*${PLACE_PIECE}){0,3},?[ \t]*\n){0,2}(?:[ \t]*${PLACE_PIECE},)*(?:[ \t]*${PLACE_PIECE},?)?[ \t]*(?:CEP[:.]?[ \t]*)?(?<![\p{L}\p{N}])(?:\d{5,7}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*(?:,[ \t]*\p{Lu}[\p{L}\p{M}.]*)?)?[ \t]*(?=\n|$)`,
  'u',
);

/**
 * A six-digit postcode after a known city: "Bengaluru 560038", "Bengaluru – 560 038" (India; China and Vietnam alike);
 * after any town when the two are alone on their line.
 */
const CITY_POSTCODE_RE = /(\p{Lu}[\p{L}\p{M}]+)[ \t]*[-–,]?[ \t]*(\d{3}[ ]?\d{3})(?![\p{N}])/dgu;

function cityPostcodeSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(CITY_POSTCODE_RE)) {
    const at = m.indices?.[2];
    // Or any town with its PIN code alone on a line ("Tiruchirappalli – 620018").
    const lineStart = text.lastIndexOf('\n', (m.index ?? 0) - 1) + 1;
    const lineEnd = text.indexOf('\n', at?.[1] ?? 0);
    const alone =
      text.slice(lineStart, m.index ?? 0).trim() === '' &&
      text.slice(at?.[1] ?? 0, lineEnd === -1 ? text.length : lineEnd).trim() === '';
    if (at && (isKnownPlace(m[1] ?? '') || alone))
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

/**
 * What follows a Japanese postcode, after the prefecture and the city (which stay, like a city elsewhere): the
 * ward, the district, the block and house numbers, each set apart or not ("栄三丁目 14番 7号"), and the building
 * ("〒530-0001 大阪府大阪市|北区梅田一丁目3番1号 …ハイツ1204").
 */
const JAPANESE_ADDRESS_RE =
  /〒[ \t]?\d{3}[-‐－]?\d{4}[ \t]*(?:\p{Script=Han}{1,3}[都道府県])?(?:\p{Script=Han}{1,5}?[市郡])?((?=[^\s@]*[\d\p{Script=Han}\p{Script=Katakana}])[^\s@]+(?:[ \t]+[\d０-９]{1,4}[ \t]*(?:番地?|号室?|丁目|[-‐－][\d０-９]{1,4}))*(?:[ \t]+(?=[^\s@]*[\d\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}])[^\s@]+)?)/dgu;
/**
 * A Japanese address without its postcode (a form puts 〒 on the line above, or under a label "現住所"): the prefecture
 * and the city stay; the ward, the district, the numbers and the building go. A number must follow. Tokyo's wards
 * follow the prefecture with no city ("東京都|世田谷区代沢三丁目18番7号").
 */
const JAPANESE_PREFECTURE_ADDRESS_RE =
  /(?<![\p{Script=Han}]|〒[ \t]?\d{3}[-‐－]?\d{4}[ \t]*)\p{Script=Han}{1,3}[都道府県](?:\p{Script=Han}{1,5}?[市郡]|(?=\p{Script=Han}{1,4}区))((?=[^\s@]{0,60}[\d０-９])(?=[^\s@]{0,60}(?:[区町村丁番号]|[\d０-９][-‐－][\d０-９]))[^\s@]{1,60}(?:[ \t]+[\d０-９]{1,4}[ \t]*(?:番地?|号室?|丁目|[-‐－][\d０-９]{1,4}))*(?:[ \t]+(?=[^\s@]{0,60}[\d\p{Script=Han}\p{Script=Katakana}])[^\s@]{1,60})?)/dgu;
/**
 * The same after OCR lost its prefecture: a run with a ward or a town, numbers, a building's name in katakana and its
 * room number ("…区花畑町4.7グランパレス花畑302号").
 */
const JAPANESE_NUMBERED_RUN_RE =
  /(?<![^\s])(?=[^\s@]{0,30}[区町村])[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{2,30}[^\s@]{0,30}\d[^\s@]{0,30}[\p{Script=Katakana}ー]\p{Script=Han}{0,3}\d{1,4}[ \t]*号室?(?![\p{L}])/gu;
/** A unit, building, block or lot with its number ("Flat 2", "Room 802", "Blk 7 Lot 22", "Phase 3", "No. 18"). */
const UNIT_PIECE = String.raw`(?:Flat|Apt|Apartment|Unit|Suite|Ste|Room|Rm|Building|Bldg|Block|Blk|Lot|Phase|Floor|Fl|Tower|House|Plot|Door|No|Nº|N°)\.?[ \t]*#?[\p{L}\d][\p{L}\d/-]*(?:[ \t]+(?:Lot|Phase|Unit|Block|Blk|Floor)\.?[ \t]*[\p{L}\d][\p{L}\d/-]*)*`;
const UNIT_PIECE_RE = new RegExp(String.raw`^${UNIT_PIECE}$`, 'iu');
const UNIT_PIECE_TAIL_RE = new RegExp(String.raw`(?<![\p{L}])${UNIT_PIECE}$`, 'iu');
/** A street with its number and type ending a run of contact items ("… ☎ (937) 555-0148 4417 Brandt Pike"). */
const STREET_TAIL_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}\-./])\d{1,5}[A-Za-z]?[ \t]+(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3}(?:${STREET_TYPES})\.?$`,
  'u',
);
/** "41 Ffordd Pen-y-Bryn", "12B Harbour View": a house number, then the street's name. */
const NUMBER_FIRST_RE =
  /^\d{1,5}[A-Za-z]?(?:[/-]\d{1,4})?[ \t]+\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,4}$/u;
/** "Štúrova 14", "Rua do Futuro 415": the street's name, then its number. */
const NUMBER_AFTER_RE = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,3}[ \t]+\d{1,5}[A-Za-z]?$/u;
/** A district or estate's name between them ("Phase 2, Villa Verde Subd., Brgy. San Isidro"). */
const LANDMARK_PIECE_RE = /^(?:near|opp\.?|opposite|behind|beside|next to)[ \t]+\p{Lu}[\p{L}\p{M}'’. -]{1,40}$/u;
const PLACE_PIECE_RE =
  /^(?:\p{Lu}[\p{L}\p{M}'’.-]*|Brgy\.|de|del|la|do|da|y)(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’.-]*|de|del|la|do|da|dos|y)){0,4}$/u;

/**
 * The pieces an address has before the part a detector recognised, on the same line: units, buildings and blocks
 * with their numbers, the street with its house number, districts between them ("Flat 2, 41 Ffordd Pen-y-Bryn,
 * Swansea SA1 8QT"; "Room 802, Unit 3, Building 12, No. 66 Wenyi West Road"). A piece that only ends in a unit
 * ("Carys Pritchard Nurse Flat 2", a header run together on one line) gives its unit and stops; a town written
 * right before a postcode stays (a new span ends before it). Districts count only between pieces with numbers.
 */
function widenBackward(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
    let before = text.slice(lineStart, span.start);
    // "No. ", "#" or a unit's word right before the number is its own ("Unit 7/22 Egan Street"): no comma between.
    const prefix = /(?:(?<![\p{L}])(?:No|Nº|N°|Unit|Flat|Apt|Apartment|Suite|Ste|Room|Rm|Shop|Lot)\.?|#)[ \t]*$/iu.exec(
      before,
    );
    let end = span.start;
    let start = span.start;
    if (prefix) {
      before = before.slice(0, prefix.index);
      start = lineStart + before.length;
    } else {
      // A town directly before a postcode ("Swansea SA1 8QT") stays; what is before it may be the street.
      const town = /(?:^|,[ \t]*)((?:\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+){1,3}(?:[-–][ \t]*)?)$/u.exec(before);
      if (
        town &&
        /^[\p{Lu}\d]/u.test(text.slice(span.start, span.end)) &&
        /\d/u.test(text.slice(span.start, span.end))
      ) {
        end = lineStart + town.index;
        start = end;
        before = before.slice(0, town.index + (town[0].startsWith(',') ? 1 : 0));
      }
    }
    for (let i = 0; i < 6; i++) {
      const m = /,[ \t]*$/u.exec(before);
      if (!m) break;
      const head = before.slice(0, m.index);
      const cut = head.lastIndexOf(',');
      const piece = head.slice(cut + 1).trim();
      const pieceStart = lineStart + cut + 1 + (head.slice(cut + 1).length - head.slice(cut + 1).trimStart().length);
      if (UNIT_PIECE_RE.test(piece) || NUMBER_FIRST_RE.test(piece) || NUMBER_AFTER_RE.test(piece)) {
        start = pieceStart;
        before = head.slice(0, cut + 1);
        if (cut === -1) break;
        continue;
      }
      const tail = UNIT_PIECE_TAIL_RE.exec(piece) ?? STREET_TAIL_RE.exec(piece);
      if (tail) {
        start = pieceStart + tail.index;
        break;
      }
      // A landmark the address is near ("near Amman Kovil", "opp. Bus Stand") is one of its pieces too.
      if (!(PLACE_PIECE_RE.test(piece) || LANDMARK_PIECE_RE.test(piece)) || cut === -1) break;
      before = head.slice(0, cut + 1);
    }
    if (start >= end) continue;
    if (end === span.start) span.start = start;
    else out.push({ start, end: end, kind: 'address', replacement: PLACEHOLDERS.address, priority: PRIORITY.address });
  }
  for (const s of out) while (s.end > s.start && /[\s,]/u.test(text.charAt(s.end - 1))) s.end--;
  return out;
}

/** A comma part that opens with a street, building, unit or district word of the world's addresses. */
const ADDRESS_PART_RE =
  /^(?:Av\.?|Avda\.?|Avenida|Calle|C\/|Cra\.?|Carrera|Jr\.?|Res\.|Residencias?|Residencial|Conjunto|Torre|Piso|Apto\.?|Apt\.?|Apartamento|Dpto\.?|Depto\.?|Departamento|Int\.?|Interior|Col\.?|Colonia|Fracc\.?|Urb\.?|Urbanización|Edificio|Edif\.?|Bloco|Bloque|Casa|Mz\.?|Manzana|Lt\.?|Lote|Sector|Etapa|Blk\.?|Block|Lot|Phase|Brgy\.?|Barangay|Purok|Sitio|Subd\.?|Village|Flat|Unit|Suite|Room|Floor|Building|Bldg\.?|Tower|House|Plot|Street|St\.|Road|Rd\.|Lane|Ulica|Ul\.|Stan|Булевар|Bulevar|ул\.|улица|стан|кв\.|ap\.|bl\.|sc\.|et\.|Str\.|Strada)(?![\p{L}])/iu;

/**
 * An address read from its parts when no street number anchors it: three or more comma parts on a line that open
 * with a street, building, unit or district word ("Av. Francisco de Miranda, Res. Los Samanes, Torre B, Piso 9, Apto
 * 9-C, Chacao, Caracas 1060"). From the first such part (or the unit that ends a part: "Registered Nurse Blk 7 Lot
 * 22") to the last part with a number; the city after it stays, its postcode goes.
 */
function addressesByParts(text: string): Span[] {
  const out: Span[] = [];
  // Each contact item on its own: an address among them ends at the separator before the phone ("… 1900 • 0917 …").
  const segments: Array<{ start: number; text: string }> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    let from = 0;
    for (const m of line.matchAll(/[ \t]+[·•|][ \t]+|[|•]|\t+|[ ]{3,}/gu)) {
      segments.push({ start: at + from, text: line.slice(from, m.index) });
      from = (m.index ?? 0) + m[0].length;
    }
    segments.push({ start: at + from, text: line.slice(from) });
    at += line.length + 1;
  }
  for (const { start: lineStart, text: line } of segments) {
    if (line.length > 240 || (line.match(/,/gu)?.length ?? 0) < 2) continue;
    const parts: Array<{ start: number; text: string }> = [];
    let offset = 0;
    for (const raw of line.split(',')) {
      const lead = raw.length - raw.trimStart().length;
      parts.push({ start: lineStart + offset + lead, text: raw.trim() });
      offset += raw.length + 1;
    }
    const marked = parts.map((p) => ADDRESS_PART_RE.test(p.text));
    if (marked.filter(Boolean).length < 3) continue;
    const first = marked.indexOf(true);
    // The part before the first marked one may end in a unit ("Registered Nurse Blk 7 Lot 22").
    const before = first > 0 ? parts[first - 1] : undefined;
    const tail = before ? UNIT_PIECE_TAIL_RE.exec(before.text) : null;
    const start = tail && before ? before.start + tail.index : (parts[first]?.start ?? 0);
    let last = first;
    for (let i = first; i < parts.length; i++) if (marked[i] || /\d/u.test(parts[i]?.text ?? '')) last = i;
    const end = parts[last];
    if (!end) continue;
    // "Caracas 1060", "Las Piñas City 1747": the town stays, the postcode goes.
    const town = /^(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})[ \t]+(\d{4,6})$/u.exec(end.text);
    if (town && !marked[last] && last > first) {
      const previous = parts[last - 1];
      if (previous) out.push(span(start, previous.start + previous.text.length));
      const code = end.start + end.text.length - (town[2]?.length ?? 0);
      out.push(span(code, end.start + end.text.length));
    } else out.push(span(start, end.start + end.text.length));
    // A postcode the column wrapped onto a line of its own after the town ("…, Caracas" / "1060"), or the town and
    // its postcode wrapped after a comma that ends the line ("…, Brgy. Talon Dos," / "Las Piñas City 1747 | …").
    const after = text.slice(lineStart + line.length, lineStart + line.length + 60);
    const wrapped =
      /^\n[ \t]*(\d{4,6})[ \t]*(?=\n|$)/u.exec(after) ??
      (/,[ \t]*$/u.test(line)
        ? /^\n[ \t]*\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}[ \t]+(\d{4,6})(?=[ \t]*(?:[|•·]|\n|$))/u.exec(
            after,
          )
        : null);
    if (wrapped?.[1]) {
      const code = lineStart + line.length + wrapped[0].indexOf(wrapped[1]);
      out.push(span(code, code + wrapped[1].length));
    }
  }
  return out;
}
const span = (start: number, end: number): Span => ({
  start,
  end,
  kind: 'address',
  replacement: PLACEHOLDERS.address,
  priority: PRIORITY.address,
});

export function addressSpans(text: string): Span[] {
  const spans = addressSpansOf(text);
  // A house's word before the number the street begins with is the address's ("Hse No. 22, …", "House 14, …").
  for (const span of spans) {
    const before = HOUSE_WORD_BEFORE_RE.exec(text.slice(Math.max(0, span.start - 12), span.start));
    if (before && /^(?:No\.?|Nº|#)?[ \t]*\d/u.test(text.slice(span.start, span.end))) span.start -= before[0].length;
  }
  // Ghana's digital address ("GPS: AK-039-5521", "GhanaPost GPS GA-183-8164").
  spans.push(...spansOf(text, GHANA_GPS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address));
  return spans;
}

const HOUSE_WORD_BEFORE_RE = /(?<![\p{L}])(?:Hse|House|Plot|Bldg|Blk|Block)\.?[ \t]*$/u;
const GHANA_GPS_RE = /(?<![\p{L}\p{N}])[A-Z]{2}-\d{3,4}-\d{4}(?![\p{L}\p{N}-])/gu;

function addressSpansOf(text: string): Span[] {
  const res = [
    STREET_RE,
    GERMAN_STREET_RE,
    GERMAN_STREET_WORD_RE,
    FRENCH_STREET_RE,
    SOUTHERN_STREET_RE,
    VIETNAMESE_ADDRESS_RE,
    INDIAN_HOUSE_RE,
    TYPE_FIRST_STREET_RE,
    TYPE_AFTER_STREET_RE,
    STREET_NUMBER_POSTCODE_RE,
    VIETNAMESE_LANE_RE,
    VIETNAMESE_NUMBER_STREET_RE,
    MORE_STREETS_RE,
  ];
  const street = [...res, PO_BOX_RE].flatMap((re) =>
    spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address),
  );
  for (const s of street) {
    const lineEnd = text.indexOf('\n', s.end);
    // The tail is short: reading at most 200 characters keeps a very long line from being read once per street.
    const rest = text.slice(s.end, Math.min(lineEnd === -1 ? text.length : lineEnd, s.end + 200));
    // A phone's label ends the address on a line of items run together ("…, Eldoret Tel. 0722 …").
    const tail = tailLength(rest);
    const phone = /[ \t,](?:Tel|Tél|Phone|Mob|Mobile|Cell|Fax|Handy)(?![\p{L}])/u.exec(rest.slice(0, tail));
    s.end += phone ? phone.index : tail;
    while (s.end > s.start && /[\s,.]/u.test(text.charAt(s.end - 1))) s.end--;
  }
  // A narrow column wraps an address over lines ("99/123 Soi Sukhumvit 71, Khlong" / "Tan Nuea, Watthana,
  // Bangkok" / "10110"): the lines after the street, when they are places and reach a postcode, are its tail.
  for (const s of street) {
    const lineEnd = text.indexOf('\n', s.end);
    if (lineEnd === -1 || !/^[ \t,\p{L}\p{M}.'’-]*$/u.test(text.slice(s.end, lineEnd))) continue;
    const next = WRAPPED_TAIL_RE.exec(text.slice(lineEnd + 1, lineEnd + 1 + 200));
    // A phone's line under the address ("Phone 0321-4785069") is no part of it.
    if (next && !/^[ \t]*(?:phone|tel|mobile|mob|cell|fax|whatsapp|contact)(?![\p{L}])/iu.test(next[0]))
      s.end = lineEnd + 1 + next[0].trimEnd().length;
  }
  // The house number before a Thai soi joins the street after it.
  for (const m of text.matchAll(THAI_HOUSE_RE)) {
    const after = street.find((s) => s.start === (m.index ?? 0) + m[0].length);
    if (after) after.start = m.index ?? after.start;
  }
  const postcodes = POSTCODE_RES.flatMap((re) => spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address));
  // Each postcode on its own too, weaker than any reading it is part of: where a wider reading of its line loses to
  // another that ends before it ("Calle 14 Sur 3905, Int. 2, Col. Anzures" / ", C.P." / "72530"), it still goes.
  const bare = POSTCODE_RES.flatMap((re) => spansOf(text, re, 'address', PLACEHOLDERS.address, PRIORITY.address + 0.5));
  const cityPostcodes = cityPostcodeSpans(text);
  const widened = widenBackward(text, [...street, ...postcodes, ...cityPostcodes]);
  return [
    ...street,
    ...widened,
    ...addressesByParts(text),
    ...cityPostcodes,
    ...spansOf(text, US_FULL_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, CHINESE_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, CHINESE_WRAPPED_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address, 1),
    ...spansOf(text, CHINESE_WRAPPED_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address, 2),
    ...spansOf(text, KOREAN_ROAD_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, KOREAN_UNIT_RE, 'address', PLACEHOLDERS.address, PRIORITY.address + 0.5),
    ...countryEndedAddresses(text),
    ...spansOf(text, JAPANESE_ROMAN_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, DEVANAGARI_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...spansOf(text, JAPANESE_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address, 1),
    ...spansOf(text, JAPANESE_PREFECTURE_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address, 1),
    ...spansOf(text, JAPANESE_NUMBERED_RUN_RE, 'address', PLACEHOLDERS.address, PRIORITY.address),
    ...postcodes,
    ...spansOf(text, ADDRESS_LABEL_RE, 'address', PLACEHOLDERS.address, PRIORITY.address - 1, 1),
    ...residenceLabelSpans(text),
    ...spansOf(text, RTL_ADDRESS_RE, 'address', PLACEHOLDERS.address, PRIORITY.address - 1, 1),
    ...spansOf(text, ADDRESS_ROW_RE, 'address', PLACEHOLDERS.address, PRIORITY.address - 1, 1),
    ...tableAddressSpans(text),
    ...bare,
  ];
}

/**
 * An address in a details table read row by row, its label without a colon and another label's cell after it on the
 * line ("Address H.No. 8-2-293/82/A, Jubilee Hills Road Date of Birth 14-08-1992"), its column wrapping it onto the
 * lines under it ("No. 36, Venkatagiri Colony, Hyderabad -" / "500033"). The value starts like an address (a number,
 * a house, block, flat or street word) and ends where the next label begins; up to two lines under it are its own
 * while they are short pieces of an address (a comma or a number in them, no label, no colon), until a postcode.
 */
const TABLE_ADDRESS_RE =
  /^[ \t]*(?:(?:home|permanent|current|present|residential|postal|mailing|correspondence)[ \t]+)?(?:address|dirección|direccion|domicilio|adresse|anschrift|endereço|endereco|morada|địa chỉ|alamat|indirizzo)[ \t]+(?=(?:H\.?[ \t]?No\.?|Hse\.?|House|Blk|Block|Flat|Apt\.?|Plot|Door|Unit|Calle|Av\.?|Avenida|Rua|Jl\.|Jalan|Via|No\.?|#)[ \t]*\d|\d[\p{L}\d/-]*(?:,|[ \t]+\p{Lu}))([^\n]*)/dgimu;
const NEXT_LABEL_RE =
  /[ \t]+(?:date of birth|birth date|d\.?o\.?b\.?|born|phone|mobile|tel\.?|e-?mail|nationality|gender|sex|marital status|civil status|religion|languages?(?: known)?|passport|father'?s name|fecha de nacimiento|nacionalidad|date de naissance|nationalité|geburtsdatum|data de nascimento|ngày sinh)\b/iu;
const POSTCODE_END_RE = /(?<![\p{L}\p{N}])(?:\d{4,6}|\d{3}[ ]\d{3}|\d{5}-\d{3})[ \t]*$/u;

function tableAddressSpans(text: string): Span[] {
  const out: Span[] = [];
  const span = (start: number, end: number): Span => ({
    start,
    end,
    kind: 'address',
    replacement: PLACEHOLDERS.address,
    priority: PRIORITY.address - 1,
  });
  for (const m of text.matchAll(TABLE_ADDRESS_RE)) {
    const at = m.indices?.[1];
    if (!at) continue;
    const value = m[1] ?? '';
    const label = NEXT_LABEL_RE.exec(value);
    const own = (label ? value.slice(0, label.index) : value).trimEnd();
    if (own.length < 4) continue;
    out.push(span(at[0], at[0] + own.length));
    let previous = own;
    let lineEnd = at[1];
    for (let taken = 0; taken < 2 && !POSTCODE_END_RE.test(previous) && lineEnd < text.length; taken++) {
      const next = text.indexOf('\n', lineEnd + 1);
      const line = text.slice(lineEnd + 1, next === -1 ? text.length : next);
      const piece = line.trim();
      if (
        piece === '' ||
        piece.length > 60 ||
        /[:：@]/u.test(piece) ||
        NEXT_LABEL_RE.test(` ${piece}`) ||
        !(/[,\-–]$/u.test(previous) || /,/u.test(piece) || POSTCODE_END_RE.test(piece))
      )
        break;
      const start = lineEnd + 1 + line.indexOf(piece);
      out.push(span(start, start + piece.length));
      previous = piece;
      lineEnd = next === -1 ? text.length : next;
    }
  }
  return out;
}
