import { HiddenTextCollector } from '../hidden-report.js';
import type { HiddenTextKind } from '../types.js';

// WordprocessingML is regular enough for these patterns: runs never nest, and `<w:r\b`
// cannot match `<w:rPr>` because a word character follows `w:r` there.
const RUN = /<w:r(?:\s[^>]*)?>[\s\S]*?<\/w:r>/g;
const RUN_PROPS = /<w:rPr\b[^>]*>([\s\S]*?)<\/w:rPr>/;
const VANISH = /<w:vanish\b(?![^>]*w:val="(?:false|0|off)")[^>]*\/?>/;
const COLOUR = /<w:color\b[^>]*w:val="([0-9A-Fa-f]{6})"/;
const SHADING = /<w:shd\b[^>]*w:fill="([0-9A-Fa-f]{6})"/;
const HIGHLIGHT = /<w:highlight\b[^>]*w:val="(?!none|white)[^"]+"/;
const RUN_STYLE = /<w:rStyle\b[^>]*w:val="([^"]+)"/;
const STYLE = /<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g;
const TEXT = /<w:(t|delText|instrText)\b[^>]*>([^<]*)<\/w:\1>|<w:(tab|br|cr)\b[^>]*\/>/g;

const isNearWhite = (hex: string) => [0, 2, 4].every((i) => parseInt(hex.slice(i, i + 2), 16) >= 0xf0);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

/** Hidden-ness of one set of run properties (direct or from a character style). */
function propsKind(props: string): HiddenTextKind | null {
  if (VANISH.test(props)) return 'docx_vanish';
  const colour = COLOUR.exec(props)?.[1];
  if (!colour || !isNearWhite(colour)) return null;
  // White on a dark shading or highlight is readable: a header band, not a hiding place.
  const shading = SHADING.exec(props)?.[1];
  if ((shading && !isNearWhite(shading)) || HIGHLIGHT.test(props)) return null;
  return 'docx_white_text';
}

/** Character styles whose run properties hide text, by styleId. */
export function hiddenCharacterStyles(stylesXml: string | null): Map<string, HiddenTextKind> {
  const out = new Map<string, HiddenTextKind>();
  if (!stylesXml) return out;
  for (const m of stylesXml.matchAll(STYLE)) {
    const id = /w:styleId="([^"]+)"/.exec(m[1] ?? '')?.[1];
    const props = RUN_PROPS.exec(m[2] ?? '')?.[1];
    const kind = props ? propsKind(props) : null;
    if (id && kind) out.set(id, kind);
  }
  return out;
}

function runText(run: string): string {
  let text = '';
  for (const m of run.matchAll(TEXT)) text += m[3] ? ' ' : decodeXmlEntities(m[2] ?? '');
  return text;
}

function runKind(run: string, styles: Map<string, HiddenTextKind>): HiddenTextKind | null {
  const props = RUN_PROPS.exec(run)?.[1];
  if (!props) return null;
  const direct = propsKind(props);
  if (direct) return direct;
  const style = RUN_STYLE.exec(props)?.[1];
  return style ? (styles.get(style) ?? null) : null;
}

/** Removes runs a reader cannot see (w:vanish, white text) and reports what they held. */
export function stripHiddenRuns(
  documentXml: string,
  styles: Map<string, HiddenTextKind>,
): { xml: string; hidden: HiddenTextCollector; removed: number } {
  const hidden = new HiddenTextCollector();
  let removed = 0;
  const xml = documentXml.replace(RUN, (run) => {
    const kind = runKind(run, styles);
    if (!kind) return run;
    const text = runText(run);
    if (text.trim()) hidden.add(text, kind);
    removed++;
    return '';
  });
  return { xml, hidden, removed };
}
