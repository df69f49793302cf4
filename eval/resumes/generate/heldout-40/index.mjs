// Held-out part 40 of the resume corpus (eval/resumes-heldout-40/README.md): invented people and templates of its
// own, printed by Chromium, converted by LibreOffice (PDF, DOCX, legacy DOC) and scanned, with its own seed.
//   node eval/resumes/generate/heldout-40/index.mjs   (needs chromium, soffice, ImageMagick, img2pdf, qpdf)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT40_SEED = 0x40c0ffee;

/** [person, template class, how it is made, format, features beyond the class] */
const PLAN = [
  ['whitfield', 'federal-resume', 'federal', 'pdf', ['veteran', 'supervisor-contact', 'jr-suffix']],
  ['whitfield', 'job-portal-export', 'indeed', 'pdf', ['name-runs-into-location']],
  ['quintanilla', 'gdocs-spearmint', 'spearmint', 'pdf', ['second-surname', 'accented-name']],
  ['quintanilla', 'word-writer', 'lo', 'docx', ['header-table', 'footer-name']],
  ['szymanowski', 'word-two-page-references', 'wordRefs', 'pdf', ['footer-name', 'referees', 'po-box']],
  ['szymanowski', 'word-writer', 'lo', 'doc', ['legacy-doc', 'footer-name', 'referees']],
  ['ferraioli', 'ats-plain', 'ats', 'pdf', ['scan', 'suffix-iii'], 200],
  ['ferraioli', 'canva-two-column', 'canva', 'pdf', ['split-name', 'letter-spaced', 'skill-bars', 'symbol-icons']],
  ['venkataraghavan', 'linkedin-export', 'linkedin', 'pdf', ['sidebar', 'page-footer', 'personal-domain']],
  ['venkataraghavan', 'gdocs-serif', 'gdocsSerif', 'pdf', ['handles-without-url', 'personal-domain']],
  ['nguyen', 'gdocs-spearmint', 'spearmint', 'pdf', ['vietnamese-name', 'english-name']],
  ['nguyen', 'word-writer', 'lo', 'pdf', ['header-table', 'footer-name']],
  ['abramowitz', 'gdocs-serif', 'gdocsSerif', 'pdf', ['maiden-name', 'suite']],
  ['abramowitz', 'word-writer', 'lo', 'docx', ['header-table']],
  ['adebisi', 'job-portal-export', 'indeed', 'pdf', ['name-runs-into-location', 'hyphenated']],
  ['adebisi', 'cover-letter-resume', 'coverLetter', 'pdf', ['sign-off-name']],
  ['alhashimi', 'ats-plain', 'ats', 'pdf', ['arabic-name', 'pipes']],
  ['alhashimi', 'word-writer', 'lo', 'doc', ['legacy-doc']],
  ['sandhu', 'gdocs-spearmint', 'spearmint', 'pdf', ['canadian-postcode']],
  ['sandhu', 'linkedin-export', 'linkedin', 'pdf', ['sidebar', 'page-footer']],
  ['macgillivray', 'word-two-page-references', 'wordRefs', 'pdf', ['mac-surname', 'po-box', 'referees']],
  ['macgillivray', 'word-writer', 'lo', 'docx', ['referees']],
  ['thibodeau', 'gdocs-serif', 'gdocsSerif', 'pdf', ['french', 'quebec-address']],
  ['thibodeau', 'word-writer', 'lo', 'pdf', ['french']],
  ['okwuosa', 'cover-letter-resume', 'coverLetter', 'pdf', ['uk-postcode', 'referees', 'sign-off-name']],
  ['okwuosa', 'word-writer', 'lo', 'docx', ['uk-postcode', 'referees']],
  ['sutherland', 'canva-two-column', 'canva', 'pdf', ['split-name', 'letter-spaced', 'referees']],
  ['sutherland', 'ats-plain', 'ats', 'pdf', ['uk-phone-0-prefix']],
  ['omurchu', 'linkedin-export', 'linkedin', 'pdf', ['irish-name', 'page-footer']],
  ['omurchu', 'gdocs-serif', 'gdocsSerif', 'pdf', ['scan', 'eircode'], 200],
  ['kouvelas', 'word-two-page-references', 'wordRefs', 'pdf', ['australian-unit', 'referees']],
  ['walker', 'gdocs-spearmint', 'spearmint', 'pdf', ['nz-address']],
  ['villareal', 'word-writer', 'lo', 'docx', ['personal-details', 'surname-first', 'referees']],
  ['akinwale', 'word-two-page-references', 'wordRefs', 'pdf', ['personal-details', 'referees']],
  ['pillai', 'job-portal-export', 'indeed', 'pdf', ['naukri-like', 'date-of-birth']],
  ['ban', 'korean-form', 'korean', 'pdf', ['scan', 'cjk', 'date-of-birth'], 200],
  ['ban', 'korean-form', 'korean', 'pdf', ['cjk', 'date-of-birth']],
  ['zambrano', 'canva-two-column', 'canva', 'pdf', ['spanish', 'curp', 'second-surname']],
  ['carvalho', 'gdocs-serif', 'gdocsSerif', 'pdf', ['portuguese', 'cep']],
  ['tan', 'ats-plain', 'ats', 'pdf', ['surname-first', 'singapore-unit']],
  ['qureshi', 'word-writer', 'lo', 'pdf', ['father-name', 'cnic']],
  ['cedeno', 'gdocs-spearmint', 'spearmint', 'pdf', ['spanish', 'cedula', 'second-surname']],
];

const seen = new Map();
const DOCUMENTS = PLAN.map(([key, cls, how, format, features, ppi]) => {
  const person = PEOPLE[key];
  const n = (seen.get(`${key}-${cls}`) ?? 0) + 1;
  seen.set(`${key}-${cls}`, n);
  const id = `${person.locale.toLowerCase()}-${key}-${cls}${n > 1 ? `-${n}` : ''}`;
  const scan = features.includes('scan');
  const render =
    how === 'lo' ? { kind: 'lo' } : scan ? { kind: 'scan', layout: how, ppi } : { kind: 'html', layout: how };
  const tool = how === 'lo' ? 'libreoffice' : scan ? 'chromium+scan' : 'chromium';
  return { id, format, tool, features: [cls, ...features], ocr: scan, person, render };
});

await writeHeldoutPart({ part: 40, seed: HELDOUT40_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
