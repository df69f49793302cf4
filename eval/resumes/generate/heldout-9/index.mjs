#!/usr/bin/env node
// Writes the ninth held-out part: eval/resumes-heldout-9/<id>.{pdf,docx}, <id>.truth.json and the sources
// under src/. `node eval/resumes/generate/heldout-9/index.mjs`. Needs Debian's chromium, LibreOffice
// (soffice), ImageMagick, img2pdf, qpdf, the Liberation, DejaVu, URW and Noto (CJK) fonts and the built
// eval/intake/dist. The people (./people.mjs) and templates (./layouts.mjs) are this part's own; the
// printing, scanning and truth files come from the shared plumbing (../heldout-run.mjs).
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { byKey } from './people.mjs';

const HELDOUT9_SEED = 0x9a41c7;

/** [person, template class, page template for a scan]; the class is features[0] of the truth file. */
const PLAN = [
  ['us-quillfeather', 'oneline'],
  ['us-quillfeather', 'linkedin'],
  ['gb-penhaligon', 'letter'],
  ['gb-penhaligon', 'word-docx'],
  ['in-thirunavukkarasu', 'portal'],
  ['in-thirunavukkarasu', 'table2col'],
  ['de-oberhollenzer', 'word-pdf'],
  ['de-oberhollenzer', 'gdocs'],
  ['fr-lemarchal', 'letter'],
  ['fr-lemarchal', 'table2col'],
  ['es-arrizabalaga', 'oneline'],
  ['es-arrizabalaga', 'word-docx'],
  ['br-figueiredo', 'portal'],
  ['br-figueiredo', 'scan', 'table2col'],
  ['cn-zhuge', 'linkedin'],
  ['cn-zhuge', 'ats'],
  ['jp-kurosawa', 'rirekisho'],
  ['jp-kurosawa', 'scan', 'rirekisho'],
  ['ma-benslimane', 'gdocs'],
  ['ma-benslimane', 'letter'],
  ['eg-abdelghaffar', 'ats'],
  ['eg-abdelghaffar', 'portal'],
  ['lb-haddad', 'linkedin'],
  ['lb-haddad', 'table2col'],
  ['tr-karaosmanoglu', 'oneline'],
  ['tr-karaosmanoglu', 'gdocs'],
  ['pl-wierzbicka', 'word-docx'],
  ['pl-wierzbicka', 'table2col'],
  ['cz-hruskova', 'gdocs'],
  ['cz-hruskova', 'word-pdf'],
  ['ro-dumitrescu', 'linkedin'],
  ['ro-dumitrescu', 'ats'],
  ['ua-hnatyshyn', 'table2col'],
  ['ua-hnatyshyn', 'word-docx'],
  ['se-sundqvist', 'oneline'],
  ['se-sundqvist', 'scan', 'portal'],
  ['dk-frydenlund', 'linkedin'],
  ['dk-frydenlund', 'portal'],
  ['fi-tuominen', 'academic'],
  ['fi-tuominen', 'gdocs'],
];

const documents = PLAN.map(([key, cls, scanOf]) => {
  const id = `h9-${key}-${scanOf ? `scan-${scanOf}` : cls}`;
  const person = byKey[key];
  if (cls === 'scan')
    return {
      id,
      format: 'pdf',
      tool: 'scanner',
      ocr: true,
      features: ['scan', scanOf],
      person,
      render: { kind: 'scan', layout: scanOf, ppi: 300 },
    };
  if (cls === 'word-docx' || cls === 'word-pdf')
    return {
      id,
      format: cls === 'word-docx' ? 'docx' : 'pdf',
      tool: 'libreoffice',
      ocr: false,
      features: [cls],
      person,
      render: { kind: 'lo' },
    };
  return {
    id,
    format: 'pdf',
    tool: 'chromium',
    ocr: false,
    features: [cls],
    person,
    render: { kind: 'html', layout: cls },
  };
});

await writeHeldoutPart({ part: 9, seed: HELDOUT9_SEED, documents, layouts: LAYOUTS });
