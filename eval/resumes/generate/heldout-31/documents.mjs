// The forty documents of held-out part 31: who, which template, which format. features[0] is the template class
// (the only thing the aggregate report names); the rest say what the page does.
import { PEOPLE } from './people.mjs';

const P = PEOPLE;
const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const doc = (id, person, format, tool, render, features) => ({
  id,
  person,
  format,
  tool,
  render,
  features,
  ocr: render.kind === 'scan',
});
const withStyle = (p, writerStyle) => ({ ...p, writerStyle });

export const DOCUMENTS = [
  doc('h31-us-fpa-latex', P.vandermolen, 'pdf', 'chromium', html('latex'), [
    'latex-cv',
    'middle-initial',
    'nickname-later',
    'employer-named-after-founder',
  ]),
  doc('h31-us-fpa-icons', P.vandermolen, 'pdf', 'chromium', html('icons'), [
    'icon-handles',
    'handle-without-url',
    'nickname-later',
  ]),
  doc('h31-gb-matron-word', P.ashdown, 'pdf', 'chromium', html('word'), [
    'word-footer-name',
    'name-in-footer',
    'uk-postcode',
    'referee',
  ]),
  doc('h31-gb-matron-docx', withStyle(P.ashdown, 'classic'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'name-in-footer',
    'flat-address',
  ]),
  doc('h31-in-ops-portal', P.prasanth, 'pdf', 'chromium', html('portal'), [
    'portal-export',
    'name-glued-to-badge',
    'three-part-name',
    'father-name',
  ]),
  doc('h31-in-ops-doc', withStyle(P.prasanth, 'table'), 'doc', 'libreoffice', lo, [
    'writer-doc',
    'three-part-name',
    'date-of-birth',
  ]),
  doc('h31-de-sales-europass', P.osterhagen, 'pdf', 'chromium', html('europass'), [
    'europass',
    'german-phone-slash',
    'date-of-birth',
  ]),
  doc('h31-de-sales-docx', withStyle(P.osterhagen, 'table'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'lebenslauf-table',
    'place-date-signoff',
  ]),
  doc('h31-fr-ctrl-canva', P.marchetti, 'pdf', 'chromium', html('canva'), [
    'canva-two-column',
    'letter-spaced-split-name',
    'dotted-phone',
  ]),
  doc('h31-fr-ctrl-lopdf', withStyle(P.marchetti, 'split'), 'pdf', 'libreoffice', lo, [
    'writer-pdf',
    'given-family-separate-lines',
    'all-caps-surname',
  ]),
  doc('h31-es-maint-europass', P.urkiola, 'pdf', 'chromium', html('europass'), ['europass', 'second-surname', 'dni']),
  doc('h31-es-maint-docx', withStyle(P.urkiola, 'classic'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'second-surname',
    'prize-named-after-person',
  ]),
  doc('h31-mx-pharm-cover', P.altamirano, 'pdf', 'chromium', html('cover'), [
    'cover-letter-resume',
    'second-surname',
    'referee',
    'curp',
  ]),
  doc('h31-mx-pharm-scan', P.altamirano, 'pdf', 'scan', scan('ats'), ['scan-latin', 'ocr', 'second-surname']),
  doc('h31-cn-ops-form', P.gong, 'pdf', 'chromium', html('cjk'), [
    'cjk-form',
    'english-name-in-brackets',
    'handle-without-url',
  ]),
  doc('h31-cn-ops-scan', P.gong, 'pdf', 'scan', scan('cjk'), ['scan-cjk', 'ocr', 'english-name-in-brackets']),
  doc('h31-kr-fin-form', P.bong, 'pdf', 'chromium', html('cjk'), [
    'cjk-form',
    'romanised-name',
    'award-named-after-person',
  ]),
  doc('h31-kr-fin-docx', withStyle(P.bong, 'table'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'hangul-name',
    'dotted-dates',
  ]),
  doc('h31-vn-sales-canva', P.khuc, 'pdf', 'chromium', html('canva'), [
    'canva-two-column',
    'english-name-in-brackets',
    'middle-dot-phone',
  ]),
  doc('h31-vn-sales-portal', P.khuc, 'pdf', 'chromium', html('portal'), [
    'portal-export',
    'name-glued-to-badge',
    'english-name-in-brackets',
  ]),
  doc('h31-ng-ic-cover', P.briggs, 'pdf', 'chromium', html('cover'), [
    'cover-letter-resume',
    'short-form-signoff',
    'three-part-name',
    'employer-named-after-founder',
  ]),
  doc('h31-ng-ic-doc', withStyle(P.briggs, 'classic'), 'doc', 'libreoffice', lo, [
    'writer-doc',
    'three-part-name',
    'referee',
  ]),
  doc('h31-ph-ur-ats', P.panganiban, 'pdf', 'chromium', html('ats'), [
    'ats-plain',
    'all-caps-name',
    'middle-initial',
    'religion',
  ]),
  doc('h31-ph-ur-word', P.panganiban, 'pdf', 'chromium', html('word'), [
    'word-footer-name',
    'name-in-footer',
    'nickname-later',
    'referee',
  ]),
  doc('h31-ca-infra-icons', P.thibodeau, 'pdf', 'chromium', html('icons'), [
    'icon-handles',
    'personal-domain',
    'dotted-phone',
    'unit-address',
  ]),
  doc('h31-ca-infra-linkedin', P.thibodeau, 'pdf', 'chromium', html('linkedin'), [
    'linkedin-profile',
    'personal-domain',
    'place-named-after-person',
  ]),
  doc('h31-au-mine-canva', P.brannock, 'pdf', 'chromium', html('canva'), [
    'canva-two-column',
    'letter-spaced-split-name',
    'employer-named-after-founder',
  ]),
  doc('h31-au-mine-scan', P.brannock, 'pdf', 'scan', scan('word'), ['scan-photo', 'ocr', 'rotated']),
  doc('h31-be-scm-latex', P.vandeputte, 'pdf', 'chromium', html('latex'), [
    'latex-cv',
    'all-caps-surname',
    'box-number-address',
  ]),
  doc('h31-be-scm-docx', withStyle(P.vandeputte, 'split'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'given-family-separate-lines',
    'employer-named-after-founder',
  ]),
  doc('h31-no-subsea-linkedin', P.bjornstad, 'pdf', 'chromium', html('linkedin'), [
    'linkedin-profile',
    'second-surname',
    'institute-named-after-person',
  ]),
  doc('h31-no-subsea-ats', P.bjornstad, 'pdf', 'chromium', html('ats'), [
    'ats-plain',
    'all-caps-name',
    'handle-without-url',
  ]),
  doc('h31-ch-billing-europass', P.chappuis, 'pdf', 'chromium', html('europass'), [
    'europass',
    'avs-number',
    'hospital-named-after-person',
  ]),
  doc('h31-ch-billing-lopdf', withStyle(P.chappuis, 'table'), 'pdf', 'libreoffice', lo, [
    'writer-pdf',
    'name-in-footer',
    'date-of-birth',
  ]),
  doc('h31-pk-credit-portal', P.bhatti, 'pdf', 'chromium', html('portal'), [
    'portal-export',
    'name-glued-to-badge',
    'cnic',
    'father-name',
  ]),
  doc('h31-pk-credit-docx', withStyle(P.bhatti, 'table'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'cnic',
    'university-named-after-person',
  ]),
  doc('h31-ec-sales-latex', P.chiriboga, 'pdf', 'chromium', html('latex'), [
    'latex-cv',
    'four-part-name',
    'second-surname',
    'cedula',
  ]),
  doc('h31-ec-sales-lopdf', withStyle(P.chiriboga, 'classic'), 'pdf', 'libreoffice', lo, [
    'writer-pdf',
    'four-part-name',
    'referee',
  ]),
  doc('h31-sk-power-academic', P.kmetko, 'pdf', 'chromium', html('academic'), [
    'academic-cv',
    'author-list',
    'referee',
    'award-named-after-person',
  ]),
  doc('h31-sk-power-docx', withStyle(P.kmetko, 'classic'), 'docx', 'libreoffice', lo, [
    'writer-docx',
    'author-list',
    'university-named-after-person',
  ]),
];
