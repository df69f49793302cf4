// The corpus: which person is rendered by which tool in which layout, and what the parser is
// expected to make of it. Ids say language-region, person, tool and the feature under test, so a
// test about one defect names its document.
import * as en from './people/english-us.mjs';
import * as enw from './people/english-world.mjs';
import * as eu from './people/european.mjs';
import * as ib from './people/iberian.mjs';
import * as as from './people/asian.mjs';
import * as world from './people/world.mjs';
import { withSoftHyphens } from './model.mjs';

const P = { ...en, ...enw, ...eu, ...ib, ...as, ...world };

/** Chromium-printed PDF in an HTML layout (html.mjs). */
const chrome = (layout, extra = {}) => ({
  tool: 'chromium',
  format: 'pdf',
  render: { kind: 'chrome', layout, ...extra },
});
/** LibreOffice from a .fodt source (fodt.mjs) to docx, doc or pdf. */
const lo = (format, fodt = {}) => ({ tool: 'libreoffice', format, render: { kind: 'lo', fodt } });
const tex = (opts = {}) => ({ tool: 'hand-written-pdf', format: 'pdf', render: { kind: 'tex', opts } });
const scan = (ppi, opts = {}) => ({
  tool: 'imagemagick',
  format: 'pdf',
  ocr: true,
  render: { kind: 'scan', ppi, ...opts },
});
const broken = (layout) => ({ tool: 'chromium+qpdf', format: 'pdf', ocr: true, render: { kind: 'broken', layout } });

function loFeatures(o) {
  return [
    o.headerContact && 'header-contact-line',
    o.footer && 'footer-line',
    o.detailsAs === 'table' && 'table',
    o.sideAs === 'textbox' && 'text-box',
  ].filter(Boolean);
}

/** [id, person, how, features, overrides] */
const LIST = [
  // English (US)
  [
    'en-us-dana-chrome-name-glued-to-title',
    'dana',
    chrome('glued'),
    ['name-glued-to-title', 'employer-city', 'skills-like-names', 'season-year'],
  ],
  ['en-us-dana-lo-docx-spring-2015', 'dana', lo('docx'), ['season-year', 'tabs', 'employer-city']],
  ['en-us-dana-lo-doc', 'dana', lo('doc'), ['season-year', 'word97']],
  [
    'en-us-dana-scan-300ppi-skewed',
    'dana',
    scan(300, { rotate: 1.2, noise: 0.35, quality: 55 }),
    ['scan', '300ppi', 'skewed', 'noisy'],
  ],
  [
    'en-us-aaliyah-chrome-twocol-handles-domain',
    'aaliyah',
    chrome('twocol'),
    ['two-columns', 'handle', 'personal-domain', 'middle-dot-phone', 'awards-named-after-people'],
  ],
  ['en-us-aaliyah-lo-pdf', 'aaliyah', lo('pdf', { sideAs: 'textbox' }), ['text-box', 'awards-named-after-people']],
  ['en-us-marcus-chrome-jr-sr-titles', 'marcus', chrome('onecol'), ['jr-sr-titles', 'apostrophe-surname']],
  ['en-us-marcus-lo-docx', 'marcus', lo('docx'), ['jr-sr-titles', 'tabs']],
  [
    'en-us-marcus-scan-72ppi',
    'marcus',
    scan(72, { rotate: 0.8, noise: 0.6, quality: 35 }),
    ['scan', '72ppi'],
    { expect: 'RESUME_PARSE_FAILED' },
  ],
  [
    'en-us-hannah-chrome-transparent-nul',
    'hannah',
    chrome('offpageArtifacts'),
    ['transparent-nul', 'hidden-text-false-positive'],
  ],
  [
    'en-us-hannah-tex-offpage-page-number',
    'hannah',
    tex({ offPageNumber: true }),
    ['off-page-page-number', 'hidden-text-false-positive', 'latex-style'],
  ],
  ['en-us-kofi-chrome-broken-tounicode', 'kofi', broken('onecol'), ['broken-font-encoding', 'tounicode-rot47']],
  ['en-us-kofi-lo-docx', 'kofi', lo('docx', { footer: 'Kofi Mensah-Boateng · Network Engineer' }), ['footer-name']],
  [
    'en-us-elif-tex-soft-hyphen-compounds',
    'elif',
    tex(),
    ['latex-style', 'soft-hyphen-tounicode', 'line-end-hyphenation', 'ligatures', 'split-accent', 'co-authors'],
  ],
  [
    'en-us-elif-chrome-latex-style',
    'elif',
    chrome('latexStyle'),
    ['latex-style', 'soft-hyphen', 'small-caps', 'co-authors'],
    { soft: true },
  ],
  ['en-us-elif-lo-docx', 'elif', lo('docx'), ['co-authors', 'soft-hyphen'], { soft: true }],
  // English (UK)
  [
    'en-gb-oluwaseun-chrome-sidebar-skills-like-names',
    'oluwaseun',
    chrome('sidebar'),
    ['sidebar', 'skills-like-names', 'jr-sr-titles'],
  ],
  ['en-gb-oluwaseun-lo-docx', 'oluwaseun', lo('docx', { sideAs: 'textbox' }), ['text-box', 'skills-like-names']],
  ['en-gb-oluwaseun-lo-doc', 'oluwaseun', lo('doc'), ['word97', 'skills-like-names']],
  [
    'en-gb-eleanor-lo-docx-header-contact',
    'eleanor',
    lo('docx', { headerContact: true }),
    ['header-contact-line', 'uk-mobile'],
  ],
  [
    'en-gb-eleanor-lo-doc-header-contact',
    'eleanor',
    lo('doc', { headerContact: true }),
    ['header-contact-line', 'word97'],
  ],
  [
    'en-gb-eleanor-lo-pdf-header-contact',
    'eleanor',
    lo('pdf', { headerContact: true, footer: 'Eleanor Fitzgerald-Osei — Curriculum Vitae' }),
    ['header-contact-line', 'footer-name'],
  ],
  // English (India, Hong Kong)
  [
    'en-in-venkatesh-chrome-personal-details',
    'venkatesh',
    chrome('onecol'),
    ['personal-details-labels', 'indian-address', 'passport'],
  ],
  [
    'en-in-venkatesh-lo-docx-details-table',
    'venkatesh',
    lo('docx', { detailsAs: 'table' }),
    ['personal-details-table', 'table'],
  ],
  [
    'en-in-venkatesh-scan-150ppi',
    'venkatesh',
    scan(150, { rotate: -0.7, noise: 0.3, quality: 60 }),
    ['scan', '150ppi', 'noisy'],
  ],
  [
    'en-hk-grace-chrome-header-footer',
    'grace',
    chrome('onecol', { headerFooter: true }),
    ['running-header-name', 'page-footer', 'hk-phone-no-plus'],
  ],
  ['en-hk-grace-lo-docx', 'grace', lo('docx', { sideAs: 'textbox' }), ['text-box', 'hk-phone-no-plus']],
  // Spanish (Spain)
  [
    'es-es-mariajose-chrome-name-two-lines-caps',
    'mariajose',
    chrome('onecol'),
    ['name-two-lines', 'name-capitals', 'personal-details-labels'],
  ],
  [
    'es-es-mariajose-lo-docx-details-table',
    'mariajose',
    lo('docx', { detailsAs: 'table', sideAs: 'textbox' }),
    ['name-two-lines', 'personal-details-table', 'text-box'],
  ],
  ['es-es-mariajose-lo-doc', 'mariajose', lo('doc', { detailsAs: 'table' }), ['name-two-lines', 'word97', 'table']],
  // Spanish (Peru, Mexico, Colombia)
  [
    'es-pe-rosa-chrome-peruvian-address-san-marcos',
    'rosa',
    chrome('onecol'),
    ['peruvian-address', 'san-marcos', 'personal-details-bullets', 'given-name-in-employer'],
  ],
  ['es-pe-rosa-lo-docx', 'rosa', lo('docx', { detailsAs: 'table' }), ['peruvian-address', 'san-marcos', 'table']],
  [
    'es-pe-rosa-lo-pdf',
    'rosa',
    lo('pdf', { footer: 'Rosa Elena Quispe Mamani · Ingeniera de Sistemas' }),
    ['peruvian-address', 'footer-name'],
  ],
  ['es-mx-luis-chrome-twocol', 'luis', chrome('twocol'), ['two-columns', 'curp', 'age']],
  ['es-mx-luis-lo-docx-text-box', 'luis', lo('docx', { sideAs: 'textbox' }), ['text-box', 'curp']],
  [
    'es-co-andres-tex-split-accents',
    'andres',
    tex(),
    ['latex-style', 'split-accent', 'line-end-hyphenation', 'co-authors', 'accented-name'],
  ],
  [
    'es-co-andres-chrome-latex-style',
    'andres',
    chrome('latexStyle'),
    ['latex-style', 'soft-hyphen', 'small-caps'],
    { soft: true },
  ],
  // Portuguese (Brazil)
  ['pt-br-joao-chrome-sidebar', 'joao', chrome('sidebar'), ['sidebar', 'cpf', 'brazilian-address']],
  ['pt-br-joao-lo-docx', 'joao', lo('docx', { detailsAs: 'table' }), ['cpf', 'table']],
  ['pt-br-joao-lo-doc', 'joao', lo('doc'), ['cpf', 'word97']],
  // French
  ['fr-fr-camille-chrome-dotted-phone', 'camille', chrome('onecol'), ['dotted-phone', 'personal-details-labels']],
  [
    'fr-fr-camille-lo-docx-soft-hyphens',
    'camille',
    lo('docx', { detailsAs: 'table' }),
    ['dotted-phone', 'soft-hyphen', 'table'],
    { soft: true },
  ],
  ['fr-fr-camille-lo-doc', 'camille', lo('doc'), ['dotted-phone', 'word97']],
  ['fr-fr-theo-chrome-twocol', 'theo', chrome('twocol'), ['two-columns', 'dotted-phone-international', 'age']],
  ['fr-fr-theo-lo-pdf', 'theo', lo('pdf'), ['dotted-phone-international']],
  // German
  [
    'de-de-jonas-chrome-sidebar-long-phone',
    'jonas',
    chrome('sidebar'),
    ['sidebar', 'long-group-phone', 'personal-details-labels'],
  ],
  ['de-de-jonas-lo-docx', 'jonas', lo('docx', { detailsAs: 'table' }), ['long-group-phone', 'table']],
  ['de-de-jonas-lo-pdf', 'jonas', lo('pdf', { sideAs: 'textbox' }), ['long-group-phone', 'text-box']],
  [
    'de-at-anneliese-chrome-onecol',
    'anneliese',
    chrome('onecol'),
    ['long-group-phone', 'religion', 'personal-details-labels'],
  ],
  ['de-at-anneliese-lo-doc', 'anneliese', lo('doc', { detailsAs: 'table' }), ['word97', 'religion', 'table']],
  // Chinese, Vietnamese
  [
    'zh-cn-xiaoming-chrome-cjk-name',
    'xiaoming',
    chrome('onecol'),
    ['cjk-name', 'latin-transliteration', 'personal-details-labels'],
  ],
  ['zh-cn-xiaoming-lo-docx', 'xiaoming', lo('docx', { detailsAs: 'table' }), ['cjk-name', 'table']],
  [
    'vi-vn-hang-chrome-onecol',
    'hang',
    chrome('onecol'),
    ['vietnamese-diacritics', 'gender', 'personal-details-labels'],
  ],
  ['vi-vn-hang-lo-docx', 'hang', lo('docx', { detailsAs: 'table' }), ['vietnamese-diacritics', 'table']],
  // The name and identifier classes of real-world resumes (people/world.mjs)
  [
    'en-in-rahul-chrome-portal-badge',
    'rahul',
    chrome('portalBadge'),
    ['name-glued-to-next-word', 'indian-house-number', 'signature', 'skills-in-capitals'],
  ],
  [
    'en-in-rahul-lo-docx',
    'rahul',
    lo('docx', { footer: 'Rahul Sanjay Kulkarni · Resume' }),
    ['footer-name', 'signature'],
  ],
  [
    'de-de-sophie-chrome-onecol-letter-spaced',
    'sophie',
    chrome('onecol'),
    ['letter-spaced-name', 'bare-username', 'postcode-city-line', 'slash-phone'],
  ],
  [
    'en-us-alexander-chrome-twocol-nickname',
    'alexander',
    chrome('twocol'),
    ['nickname', 'handle', 'personal-domain', 'names-in-organisations'],
  ],
  ['en-us-alexander-lo-pdf', 'alexander', lo('pdf'), ['nickname', 'names-in-organisations']],
  [
    'es-es-carlos-chrome-onecol-author-list',
    'carlos',
    chrome('onecol', { headerFooter: true }),
    ['second-surname', 'initials', 'author-list', 'signature', 'middle-dot-phone', 'running-header-name'],
  ],
  [
    'vi-vn-minhanh-chrome-onecol-english-name',
    'minhanh',
    chrome('onecol'),
    ['english-name-in-parentheses', 'vietnamese-apartment'],
  ],
  [
    'en-gb-olivia-chrome-sidebar-caps-two-lines',
    'olivia',
    chrome('sidebar'),
    ['name-capitals', 'name-two-lines', 'double-surname', 'referees', 'investments'],
  ],
  [
    'es-es-carlos-chrome-portal-badge-centred',
    'carlos',
    chrome('portalBadgeCentred'),
    ['name-glued-to-next-word', 'second-surname'],
  ],
  [
    'vi-vn-minhanh-chrome-portal-badge',
    'minhanh',
    chrome('portalBadge'),
    ['name-glued-to-next-word', 'english-name-in-parentheses'],
  ],
  ['en-gb-olivia-lo-docx', 'olivia', lo('docx'), ['name-two-lines', 'referees', 'investments']],
];

export const DOCUMENTS = LIST.map(([id, key, how, features, over = {}]) => {
  const base = P[key];
  if (!base) throw new Error(`documents: no person ${key}`);
  const person = over.soft ? withSoftHyphens(base) : base;
  const extra = how.render.kind === 'lo' ? loFeatures(how.render.fodt) : [];
  return {
    id,
    person,
    ...how,
    features: [...new Set([...features, ...extra])],
    expect: over.expect ?? 'ok',
    ocr: how.ocr ?? false,
  };
});
