// A PDF whose page looks right but whose text layer is garbage: every destination in the fonts'
// ToUnicode maps is shifted (ROT47 over printable ASCII), the way a broken font subsetter or a
// deliberately obfuscated export leaves it. Rewritten with qpdf (QDF mode, then fix-qdf).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const rot47 = (cp) => (cp >= 0x21 && cp <= 0x7e ? 0x21 + ((cp - 0x21 + 47) % 94) : cp);
const hex4 = (n) => n.toString(16).padStart(4, '0').toUpperCase();

function scramble(cmap) {
  const fix = (h) => (h.length === 4 ? hex4(rot47(parseInt(h, 16))) : h);
  return cmap
    .replace(
      /beginbfchar([\s\S]*?)endbfchar/g,
      (_, body) =>
        `beginbfchar${body.replace(/(<[0-9A-Fa-f]+>\s*)<([0-9A-Fa-f]+)>/g, (_m, src, dst) => `${src}<${fix(dst)}>`)}endbfchar`,
    )
    .replace(
      /beginbfrange([\s\S]*?)endbfrange/g,
      (_, body) =>
        `beginbfrange${body.replace(/(<[0-9A-Fa-f]+>\s*<[0-9A-Fa-f]+>\s*)<([0-9A-Fa-f]+)>/g, (_m, src, dst) => `${src}<${fix(dst)}>`)}endbfrange`,
    );
}

export function breakToUnicode(pdf, tmp) {
  const a = join(tmp, 'in.pdf');
  const q = join(tmp, 'in.qdf');
  const f = join(tmp, 'fixed.qdf');
  const out = join(tmp, 'out.pdf');
  writeFileSync(a, pdf);
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', '--deterministic-id', a, q]);
  const text = readFileSync(q, 'latin1');
  let changed = 0;
  const next = text.replace(/begincmap[\s\S]*?endcmap/g, (m) => {
    changed++;
    return scramble(m);
  });
  if (!changed) throw new Error('broken: no ToUnicode CMap found');
  writeFileSync(q, next, 'latin1');
  writeFileSync(f, execFileSync('fix-qdf', [q]));
  execFileSync('qpdf', ['--object-streams=generate', '--compress-streams=y', '--deterministic-id', f, out]);
  return readFileSync(out);
}
