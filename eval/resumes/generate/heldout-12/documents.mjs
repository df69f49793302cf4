// Held-out part 12's documents: two per person, each a template (features[0] is its class) and a format.
import { PEOPLE } from './people.mjs';

const html = (layout) => ({ kind: 'html', layout });
const PLAN = [
  // person, [layout or 'lo:pdf'|'lo:docx'|'lo:doc'|'scan:<layout>'] × 2
  ['us', ['ats', 'canva']],
  ['gb', ['profile', 'lo:doc']],
  ['in', ['portal', 'lo:docx']],
  ['de', ['lebenslauf', 'letterAndResume']],
  ['fr', ['canva', 'letterAndResume']],
  ['es', ['moderncv', 'lo:pdf']],
  ['br', ['vagas', 'lo:docx']],
  ['mx', ['moderncv', 'scan:ats']],
  ['cn', ['profile', 'lo:pdf']],
  ['kr', ['canva', 'ats']],
  ['vn', ['profile', 'lo:doc']],
  ['ng', ['refereesCv', 'lo:docx']],
  ['ph', ['refereesCv', 'scan:moderncv']],
  ['ca', ['letterAndResume', 'lo:pdf']],
  ['au', ['ats', 'moderncv']],
  ['no', ['letterAndResume', 'canva']],
  ['at', ['lebenslauf', 'lo:doc']],
  ['pk', ['portal', 'lo:pdf']],
  ['ec', ['refereesCv', 'scan:lebenslauf']],
  ['lt', ['moderncv', 'profile']],
];

export const DOCUMENTS = PLAN.flatMap(([key, plans]) =>
  plans.map((plan) => {
    const person = PEOPLE[key];
    const [kind, arg] = plan.includes(':') ? plan.split(':') : ['html', plan];
    const id = `h12-${key}-${kind === 'html' ? arg.toLowerCase() : kind === 'lo' ? `lo-${arg}` : `scan-${arg.toLowerCase()}`}`;
    if (kind === 'lo')
      return {
        id,
        format: arg,
        tool: 'libreoffice',
        features: [`lo-${arg}`],
        ocr: false,
        person,
        render: { kind: 'lo' },
      };
    if (kind === 'scan')
      return {
        id,
        format: 'pdf',
        tool: 'scanner',
        features: ['scan', arg],
        ocr: true,
        person,
        render: { kind: 'scan', layout: arg, ppi: 200 },
      };
    return { id, format: 'pdf', tool: 'chromium', features: [arg], ocr: false, person, render: html(arg) };
  }),
);
