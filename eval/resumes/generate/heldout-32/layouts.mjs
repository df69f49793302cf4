// Part 32's own templates: what students and early-career applicants send (university career-centre one-pagers,
// Google Docs and Canva exports, LaTeX-looking CVs, academic CVs with publications and referees, portal exports,
// Europass, a Japanese rirekisho form, a cover letter before the résumé, a plain ATS résumé, a two-page résumé
// with the name in its footer) and one flat-ODF writer template for LibreOffice. Each returns the HTML (or FODT) and
// the forms of the name and handles that only the template shows.
import { labels } from './labels.mjs';

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const CJK = "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans CJK KR'";
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const handleOf = (v) =>
  v
    .replace(/^(https?:\/\/)?(www\.)?(github\.com|gitlab\.com|fb\.com|linkedin\.com\/in|orcid\.org)\//, '')
    .replace(/^github: /, '');
const bullets = (items, tag = 'ul') =>
  items.length ? `<${tag}>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</${tag}>` : '';
const contacts = (p) => [p.phone, p.email, ...p.links.map((l) => l.value)];

function jobsHtml(p, { dateRight = true } = {}) {
  return p.jobs
    .map(
      (
        j,
      ) => `<div class="entry"><div class="row"><b>${esc(j.title)}</b>${dateRight ? `<span class="date">${esc(j.dates)}</span>` : ''}</div>
<div class="org">${esc(j.org)}, ${esc(j.place)}${dateRight ? '' : ` · ${esc(j.dates)}`}</div>${bullets(j.bullets)}</div>`,
    )
    .join('');
}
function eduHtml(p) {
  return p.education
    .map(
      (e) => `<div class="entry"><div class="row"><b>${esc(e.school)}</b><span class="date">${esc(e.dates)}</span></div>
<div class="org">${esc(e.degree)} — ${esc(e.place)}</div>${e.note ? `<div class="note">${esc(e.note)}</div>` : ''}</div>`,
    )
    .join('');
}
const extraHtml = (p, h = 'h2') => p.extra.map((x) => `<${h}>${esc(x.head)}</${h}>${bullets(x.items)}`).join('');
const refsHtml = (p, t) =>
  (p.referees ?? []).length
    ? `<h2>${t.refs}</h2>${p.referees.map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.contact)}</p>`).join('')}`
    : '';
const detailsHtml = (p) => p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('');
const fontOf = (p, latin) => (['zh', 'ja', 'ko'].includes(p.language) ? `${latin}, ${CJK}` : latin);

/** Google Docs "serif" template look: name top left, contact lines, accent small-caps headings. */
function gdocs(p, { accent, scan }) {
  const t = labels(p.language);
  const css = `body{font-family:${fontOf(p, "'DejaVu Serif', serif")};font-size:${scan ? 11.5 : 10.5}pt;color:#222;padding:${scan ? '36px 54px' : '54px 64px'}}
h1{font-size:26pt;font-weight:normal;margin:0 0 4px}.head{display:flex;justify-content:space-between}.contact{text-align:right;font-size:9.5pt;line-height:1.5}
h2{color:${accent};font-variant:small-caps;font-size:13pt;margin:16px 0 4px;letter-spacing:.04em}.row{display:flex;justify-content:space-between}.date{font-style:italic;color:#555}
.org{color:#444}.entry{margin-bottom:8px}ul{margin:3px 0 0 18px;padding:0}.note{font-size:9.5pt;color:#555}`;
  const body = `<div class="head"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div></div>
<div class="contact">${esc(p.addressShort)}<br>${esc(p.phone)}<br>${esc(p.email)}${p.links.map((l) => `<br>${esc(l.value)}`).join('')}</div></div>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.exp}</h2>${jobsHtml(p)}<h2>${t.edu}</h2>${eduHtml(p)}
<h2>${t.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>${extraHtml(p)}`;
  return { html: page(css, body, p.language) };
}

/** A university career-centre one-pager: centred capitals, contact on one line, education first, rules. */
function career(p, { accent, scan }) {
  const t = labels(p.language);
  const css = `body{font-family:${fontOf(p, "'Liberation Sans', 'Noto Sans', sans-serif")};font-size:${scan ? 11 : 10}pt;padding:${scan ? '30px 50px' : '40px 56px'};line-height:1.3}
h1{text-align:center;font-size:20pt;margin:0;letter-spacing:.06em}.c{text-align:center;font-size:9pt;margin:4px 0 10px}
h2{font-size:10.5pt;text-transform:uppercase;border-bottom:1.5px solid ${accent};margin:12px 0 5px;padding-bottom:1px}
.row{display:flex;justify-content:space-between}.date{font-weight:bold}.org{font-style:italic}ul{margin:2px 0 4px 16px;padding:0}.entry{margin-bottom:6px}.note{font-size:9pt}`;
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><div class="c">${[p.address, ...contacts(p)].map(esc).join(' &nbsp;|&nbsp; ')}</div>
<h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.exp}</h2>${jobsHtml(p)}${extraHtml(p)}<h2>${t.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${p.details.length ? `<h2>${t.details}</h2>${detailsHtml(p)}` : ''}`;
  return { html: page(css, body, p.language), variants: [p.name.full.toUpperCase()] };
}

/** A Canva-like two-column design: the name over two lines, letter-spaced, symbols before contact items, skill bars. */
function canva(p, { accent }) {
  const t = labels(p.language);
  const longest = Math.max(...`${p.given} ${p.family}`.split(/[\s-]/).map((w) => w.length));
  const nameSize = Math.min(34, Math.floor(190 / (longest * 0.95)));
  const css = `body{font-family:'Noto Sans', sans-serif;font-size:9.5pt;display:flex;min-height:1122px}
.side{width:245px;background:${accent};color:#fff;padding:40px 22px}.main{flex:1;padding:44px 34px}
.n1,.n2{font-size:${nameSize}px;letter-spacing:.2em;text-transform:uppercase;line-height:1.05}.n2{font-weight:bold}
.tag{margin:10px 0 26px;font-size:10pt;letter-spacing:.1em}.side h3{font-size:10pt;letter-spacing:.2em;border-bottom:1px solid #fff8;padding-bottom:3px;margin-top:22px}
.ci{margin:6px 0;word-break:break-word}.bar{height:5px;background:#fff4;margin:2px 0 7px}.bar i{display:block;height:5px;background:#fff}
h2{color:${accent};font-size:12pt;letter-spacing:.15em;text-transform:uppercase;margin:18px 0 6px}.row{display:flex;justify-content:space-between}.date{font-size:8.5pt;color:#666}
.org{color:${accent}}ul{margin:3px 0 0 14px;padding:0}.entry{margin-bottom:9px}.note{font-size:8.5pt}`;
  const icons = ['☎', '✉', ...p.links.map(() => '⌘')];
  const body = `<div class="side"><div class="n1">${esc(p.given)}</div><div class="n2">${esc(p.family)}</div><div class="tag">${esc(p.headline)}</div>
<h3>${t.contact.toUpperCase()}</h3>${contacts(p)
    .map((c, i) => `<div class="ci">${icons[i]} ${esc(c)}</div>`)
    .join('')}<div class="ci">⌂ ${esc(p.address)}</div>
${p.details.length ? `<h3>${t.details.toUpperCase()}</h3>${detailsHtml(p)}` : ''}
<h3>${t.skills.toUpperCase()}</h3>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar"><i style="width:${92 - i * 9}%"></i></div>`).join('')}</div>
<div class="main"><h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.exp}</h2>${jobsHtml(p)}${extraHtml(p)}${refsHtml(p, t)}</div>`;
  return {
    html: page(css, body, p.language),
    variants: [`${p.given} ${p.family}`],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

const PORTALS = { 'en-IN': 'CampusHire', 'pt-BR': 'VagaCerta', 'ko-KR': '잡플랜', 'en-US': 'Handshake-style' };
/** A job-portal profile export: site banner, profile id, the name running into the next word, a download footer. */
function portal(p, { accent }) {
  const t = labels(p.language);
  const site = PORTALS[p.locale] ?? 'JobPortal';
  const tag = { pt: 'Estudante', ko: '신입' }[p.language] ?? 'Fresher';
  const glued = `${p.name.full.split(' ').at(-1)}${tag}`;
  const css = `body{font-family:${fontOf(p, "'DejaVu Sans', sans-serif")};font-size:9pt;color:#333;padding:26px 36px}
.bar{background:${accent};color:#fff;padding:6px 12px;font-weight:bold;display:flex;justify-content:space-between}
.card{border:1px solid #ccc;padding:12px;margin-top:10px}.nm{font-size:16pt;font-weight:bold}.kv{display:grid;grid-template-columns:150px 1fr;gap:3px 8px;margin-top:8px}
h2{font-size:11pt;background:#eee;padding:4px 8px;margin:14px 0 6px}.row{display:flex;justify-content:space-between}.entry{margin:0 8px 8px}ul{margin:2px 0 0 16px;padding:0}.foot{margin-top:18px;font-size:7.5pt;color:#888;border-top:1px solid #ccc;padding-top:4px}`;
  const body = `<div class="bar"><span>${esc(site)}</span><span>Profile ID: CH-${p.phone.replace(/\D/g, '').slice(-6)}</span></div>
<div class="card"><div class="nm"><span>${esc(p.name.full)}</span><span style="font-size:9pt;font-weight:normal;color:${accent}">${tag}</span></div>
<div>${esc(p.headline)}</div><div class="kv"><span>Mobile</span><span>${esc(p.phone)} ✔ verified</span><span>E-mail</span><span>${esc(p.email)}</span>
<span>${t.contact}</span><span>${esc(p.address)}</span>${p.details.map((d) => `<span>${esc(d.label)}</span><span>${esc(d.value)}</span>`).join('')}
${p.fatherName ? `<span>Father's Name</span><span>${esc(p.fatherName)}</span>` : ''}</div></div>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.exp}</h2>${jobsHtml(p)}
<h2>${t.skills}</h2><p>${p.skills.map(esc).join(' | ')}</p>${extraHtml(p)}
<div class="foot">Downloaded from ${esc(site)} on 27-11-2026 10:42 · Last active: 2 days ago · ${p.links.map((l) => esc(l.value)).join(' · ')}</div>`;
  return { html: page(css, body, p.language), variants: [glued], others: p.fatherName ? [p.fatherName] : [] };
}

/** An academic CV set in a LaTeX-like serif: publications with the candidate among co-authors, talks, teaching, referees. */
function academic(p, { accent }) {
  const t = labels(p.language === 'zh' ? 'en' : p.language);
  const latin = p.latin ?? p.name.full;
  const css = `body{font-family:'DejaVu Serif', serif;font-size:10pt;padding:56px 70px;line-height:1.35}
h1{text-align:center;font-size:21pt;font-weight:normal;font-variant:small-caps;margin:0}.c{text-align:center;font-size:9pt;margin:6px 0 8px}
h2{font-size:11.5pt;font-variant:small-caps;border-bottom:.6px solid #000;margin:14px 0 5px}.row{display:flex;justify-content:space-between}
.entry{margin-bottom:6px}ol{margin:2px 0 0 18px;padding:0}ol li{margin-bottom:4px}ul{margin:2px 0 0 16px;padding:0}.org{font-style:italic}.note{font-size:9pt}.ref{display:inline-block;width:48%;vertical-align:top;margin:0}
a{color:${accent}}`;
  const pubs = (p.pubs ?? []).map((x) => esc(x).replace(new RegExp(esc(p.pubName ?? '(?!)')), (m) => `<b>${m}</b>`));
  const body = `<h1>${esc(latin)}</h1><div class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.phone)} · <a>${esc(p.email)}</a>${p.links.map((l) => ` · ${esc(l.value)}`).join('')}</div>
<h2>${t.edu}</h2>${eduHtml(p)}<h2>Research &amp; teaching</h2>${jobsHtml(p)}<h2>${t.pubs}</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
${extraHtml(p)}<h2>${t.skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>${refsHtml(p, t)}`;
  return {
    html: page(css, body, 'en'),
    variants: [latin],
    others: [...(p.coauthors ?? []), ...(p.referees ?? []).map((r) => r.name)],
  };
}

/** A cover letter with the sender block and a signed sign-off, then the résumé on the next page. */
function coverletter(p, { accent }) {
  const t = labels(p.language);
  const first = p.nick ?? p.given.split(' ')[0];
  const css = `body{font-family:'Noto Sans', sans-serif;font-size:10pt;line-height:1.45}.pg{padding:60px 72px;min-height:1122px;page-break-after:always}
.from{text-align:right;font-size:9pt}.sig{margin-top:28px}h1{font-size:18pt;color:${accent};margin:0}h2{font-size:11pt;color:${accent};margin:14px 0 4px;border-bottom:1px dotted #999}
.row{display:flex;justify-content:space-between}.entry{margin-bottom:7px}ul{margin:2px 0 0 16px;padding:0}.note{font-size:9pt}`;
  const letter = `<div class="pg"><div class="from">${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
<p>27 November 2026</p><p>Graduate Recruitment Team<br>Attn: Early Careers</p><p>Dear Hiring Team,</p>
<p>I am writing to apply for the ${esc(p.jobDescription)} position. ${esc(p.summary)}</p>
<p>During my time at ${esc(p.jobs[0].org)} I learned to ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))} That experience, together with my studies at ${esc(p.education[0].school)}, is why I believe I would settle into your team quickly.</p>
<p>I would welcome the chance to talk. I am available for an interview at any time and can be reached on ${esc(p.phone)}.</p>
<p class="sig">Kind regards,<br><br>${esc(first)} ${esc(p.family)}</p></div>`;
  const cv = `<div class="pg"><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)} · ${esc(p.email)} · ${esc(p.phone)}</div>
<h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.exp}</h2>${jobsHtml(p)}<h2>${t.skills}</h2><p>${p.skills.map(esc).join(', ')}</p>${extraHtml(p)}${refsHtml(p, t)}</div>`;
  return {
    html: page(css, letter + cv, p.language),
    variants: [`${first} ${p.family}`],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** A "modern" one-column résumé with symbols before usernames printed without their URL, and a personal domain. */
function icons(p, { accent }) {
  const t = labels(p.language);
  const handles = p.links.filter((l) => l.kind !== 'domain').map((l) => handleOf(l.value));
  const glyph = (v) => (v.startsWith('@') ? '◎' : /linkedin/.test(v) ? '▣' : '⌥');
  const css = `body{font-family:'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif;font-size:9.5pt;padding:40px 52px}
h1{font-size:28pt;margin:0;color:${accent};font-weight:300}.hl{font-size:11pt;margin-bottom:8px}.ci{display:inline-block;margin:0 16px 4px 0}
h2{font-size:10pt;text-transform:uppercase;letter-spacing:.12em;color:#fff;background:${accent};display:inline-block;padding:2px 8px;margin:16px 0 6px}
.row{display:flex;justify-content:space-between}.entry{margin-bottom:8px}ul{margin:2px 0 0 16px;padding:0;list-style:'▹ '}.note{font-size:8.5pt}`;
  const items = [
    ['✆', p.phone],
    ['✉', p.email],
    ['⌂', p.addressShort],
    ...p.links.map((l) => [
      l.kind === 'domain' ? '🌐' : glyph(l.value),
      l.kind === 'domain' ? l.value : handleOf(l.value),
    ]),
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>${items.map(([g, v]) => `<span class="ci">${g} ${esc(v)}</span>`).join('')}
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><h2>${t.exp}</h2>${jobsHtml(p, { dateRight: false })}<h2>${t.edu}</h2>${eduHtml(p)}
<h2>${t.skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>${extraHtml(p)}`;
  return { html: page(css, body, p.language), links: handles };
}

/** A moderncv-like CV: given name thin, family name in colour, dates in a narrow left column, symbols on the right. */
function latex(p, { accent }) {
  const t = labels(p.language);
  const css = `body{font-family:${fontOf(p, "'DejaVu Sans', sans-serif")};font-size:9.5pt;padding:50px 60px;color:#333}
.top{display:flex;justify-content:space-between}.g{font-size:30pt;font-weight:200}.f{font-size:30pt;color:${accent}}.tt{font-style:italic;color:#777}
.ct{text-align:right;font-size:8.5pt;line-height:1.6}.s{display:grid;grid-template-columns:110px 1fr;gap:4px 14px;margin-top:14px}
.s h2{grid-column:2;font-size:13pt;font-weight:normal;color:${accent};margin:8px 0 0}.s .bar{grid-column:1;border-top:5px solid ${accent};margin-top:16px;opacity:.6}
.d{text-align:right;font-size:8.5pt;color:#777}.e b{display:block}.e i{color:#777}ul{margin:2px 0 0 14px;padding:0}`;
  const sec = (h, rows) =>
    `<div class="bar"></div><h2>${h}</h2>${rows.map(([d, e]) => `<div class="d">${esc(d)}</div><div class="e">${e}</div>`).join('')}`;
  const body = `<div class="top"><div><span class="g">${esc(p.given)}</span> <span class="f">${esc(p.family)}</span><div class="tt">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.address)}<br>☎ ${esc(p.phone)}<br>✉ ${esc(p.email)}${p.links.map((l) => `<br>⌥ ${esc(l.value)}`).join('')}${p.details.map((d) => `<br>${esc(d.label)}: ${esc(d.value)}`).join('')}</div></div>
<div class="s">${sec(
    t.edu,
    p.education.map((e) => [
      e.dates,
      `<b>${esc(e.degree)}</b><i>${esc(e.school)}, ${esc(e.place)}</i>${e.note ? `<div>${esc(e.note)}</div>` : ''}`,
    ]),
  )}
${sec(
  t.exp,
  p.jobs.map((j) => [j.dates, `<b>${esc(j.title)}</b><i>${esc(j.org)}, ${esc(j.place)}</i>${bullets(j.bullets)}`]),
)}
${sec(t.skills, [['', esc(p.skills.join(', '))]])}${p.extra
    .map((x) =>
      sec(
        esc(x.head),
        x.items.map((i) => ['', esc(i)]),
      ),
    )
    .join('')}</div>`;
  return { html: page(css, body, p.language), variants: [`${p.given} ${p.family}`] };
}

const EU = {
  sk: {
    pi: 'Osobné údaje',
    nm: 'Priezvisko / Meno',
    ad: 'Adresa',
    ph: 'Telefón',
    em: 'E-mail',
    lang: 'Jazykové zručnosti',
  },
  es: {
    pi: 'Información personal',
    nm: 'Apellido(s) / Nombre(s)',
    ad: 'Dirección',
    ph: 'Teléfono',
    em: 'Correo electrónico',
    lang: 'Idiomas',
  },
  lt: {
    pi: 'Asmeninė informacija',
    nm: 'Pavardė / Vardas',
    ad: 'Adresas',
    ph: 'Telefonas',
    em: 'El. paštas',
    lang: 'Kalbos',
  },
};
/** The old Europass layout: labels right-aligned in a left column, surname before given name, a language grid. */
function europass(p, { accent }) {
  const t = labels(p.language);
  const e = EU[p.language] ?? EU.es;
  const surnameFirst = `${p.family} ${p.given}`;
  const css = `body{font-family:'Noto Sans', sans-serif;font-size:9pt;padding:40px 48px}.logo{color:${accent};font-size:15pt;font-weight:bold;font-style:italic}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}td.l{width:190px;text-align:right;color:${accent};border-right:1px solid ${accent};padding-right:10px}
tr.h td.l{font-size:11pt;font-weight:bold;padding-top:14px}.big{font-size:13pt;font-weight:bold}.g td{border:1px solid #bbb;text-align:center;font-size:8pt}ul{margin:0 0 0 14px;padding:0}`;
  const row = (l, v, cls = '') => `<tr class="${cls}"><td class="l">${esc(l)}</td><td>${v}</td></tr>`;
  const body = `<div class="logo">europass</div><div>Curriculum Vitae</div><table>
${row(e.pi, '', 'h')}${row(e.nm, `<span class="big">${esc(surnameFirst)}</span>`)}${row(e.ad, esc(p.address))}${row(e.ph, esc(p.phone))}${row(e.em, esc(p.email))}
${p.details.map((d) => row(d.label, esc(d.value))).join('')}${p.links.map((l) => row('Web', esc(l.value))).join('')}
${row(t.exp, '', 'h')}${p.jobs.map((j) => row(j.dates, `<b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${bullets(j.bullets)}`)).join('')}
${row(t.edu, '', 'h')}${p.education.map((x) => row(x.dates, `<b>${esc(x.degree)}</b><br>${esc(x.school)}, ${esc(x.place)}`)).join('')}
${row(e.lang, '', 'h')}<tr><td class="l"></td><td><table class="g"><tr><td>A1</td><td>A2</td><td>B1</td><td>B2</td><td>C1</td><td>C2</td></tr><tr><td></td><td></td><td>●</td><td>●</td><td>●</td><td></td></tr></table></td></tr>
${row(t.skills, esc(p.skills.join(', ')))}${p.extra.map((x) => row(x.head, bullets(x.items))).join('')}
${(p.referees ?? []).map((r) => row(t.refs, `${esc(r.name)}, ${esc(r.title)}, ${esc(r.contact)}`)).join('')}</table>
<p style="font-size:7.5pt;color:#888;margin-top:16px">© European Union, 2002-2026 | europass.cedefop.europa.eu · ${esc(surnameFirst)}</p>`;
  return { html: page(css, body, p.language), variants: [surnameFirst], others: (p.referees ?? []).map((r) => r.name) };
}

/** A plain ATS résumé: capitals, labelled contact lines, hyphen bullets, no columns. */
function ats(p) {
  const t = labels(p.language);
  const css = `body{font-family:'Liberation Sans', Arial, sans-serif;font-size:10.5pt;padding:48px 60px;line-height:1.35}h1{font-size:14pt;margin:0}h2{font-size:10.5pt;margin:14px 0 2px}p{margin:2px 0}`;
  const lines = (items) => items.map((b) => `<p>- ${esc(b)}</p>`).join('');
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><p>${esc(p.address)}</p><p>Phone: ${esc(p.phone)}</p><p>Email: ${esc(p.email)}</p>${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}
<h2>${t.profile.toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${t.edu.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
<h2>${t.exp.toUpperCase()}</h2>${p.jobs.map((j) => `<p>${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}, ${esc(j.dates)}</p>${lines(j.bullets)}`).join('')}
<h2>${t.skills.toUpperCase()}</h2><p>${esc(p.skills.join(', '))}</p>${p.extra.map((x) => `<h2>${esc(x.head.toUpperCase())}</h2>${lines(x.items)}`).join('')}
${(p.referees ?? []).length ? `<h2>${t.refs.toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.contact)}</p>`).join('')}` : ''}`;
  return {
    html: page(css, body, p.language),
    variants: [p.name.full.toUpperCase()],
    others: (p.referees ?? []).map((r) => r.name),
  };
}

/** A Japanese rirekisho-like form: furigana above the name, 〒 address, a year/month history table. */
function rirekisho(p) {
  const css = `body{font-family:'Noto Serif CJK JP', serif;font-size:10pt;padding:40px 50px}h1{text-align:center;letter-spacing:1em;font-size:18pt;margin:0 0 8px}
table{border-collapse:collapse;width:100%;margin-top:8px}td,th{border:1px solid #000;padding:4px 6px;vertical-align:top}th{font-weight:normal;width:60px}.k{font-size:8pt}.nm{font-size:20pt;letter-spacing:.3em}.photo{width:110px;height:140px;text-align:center;font-size:8pt}`;
  const hist = [
    ['', '', '学歴'],
    ...p.education.flatMap((e) => [
      [e.dates.slice(0, 4), '4', `${e.school} ${e.degree.replace(' 卒業見込み', '')} 入学`],
      ['2026', '3', `${e.school} 卒業見込み`],
    ]),
    ['', '', '職歴'],
    ...p.jobs.map((j) => [j.dates.slice(0, 4), j.dates.match(/年(\d+)月/)?.[1] ?? '', `${j.org}（${j.title}）`]),
    ['', '', '以上'],
  ];
  const body = `<h1>履歴書</h1><div style="text-align:right">2026年11月27日現在</div>
<table><tr><td class="k">ふりがな\u3000${esc(p.kana)}</td><td rowspan="3" class="photo">写真</td></tr><tr><td>氏名\u3000<span class="nm">${esc(p.name.full)}</span></td></tr>
<tr><td>${esc(p.details[0].value)}生（満23歳）</td></tr><tr><td colspan="2">現住所\u3000${esc(p.address)}</td></tr>
<tr><td colspan="2">電話\u3000${esc(p.phone)}\u3000／\u3000携帯（海外から）${esc(p.phoneAlt)}\u3000／\u3000E-mail\u3000${esc(p.email)}</td></tr></table>
<table><tr><th>年</th><th>月</th><th>学歴・職歴</th></tr>${hist.map(([y, m, x]) => `<tr><td>${esc(y)}</td><td>${esc(m)}</td><td${y ? '' : ' style="text-align:center"'}>${esc(x)}</td></tr>`).join('')}</table>
<table><tr><th>免許・資格</th><td>${esc(p.skills.slice(3).join('、'))}、${esc(p.extra[0].items.join('、'))}</td></tr>
<tr><th>志望動機</th><td>${esc(p.summary)} ${esc(p.jobs[1].bullets[0])} GitHub: ${esc(handleOf(p.links[0].value))}</td></tr></table>`;
  return { html: page(css, body, 'ja'), links: [handleOf(p.links[0].value)] };
}

/** A two-page word-processor résumé: the name, e-mail and page number in the running footer. */
function twopage(p, { accent }) {
  const t = labels(p.language);
  const css = `body{font-family:'Liberation Serif', 'DejaVu Serif', serif;font-size:11pt;padding:20px 72px;line-height:1.45}h1{font-size:22pt;margin:0;color:${accent}}
h2{font-size:12.5pt;color:${accent};margin:18px 0 4px}.row{display:flex;justify-content:space-between}.entry{margin-bottom:10px}ul{margin:2px 0 0 20px;padding:0}.brk{page-break-before:always}.ref{margin:0 0 10px}.note{font-size:10pt}`;
  const pubs = (p.pubs ?? []).length ? `<h2>${t.pubs}</h2>${bullets(p.pubs, 'ol')}` : '';
  const body = `<h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div><div>${esc(p.address)} · ${esc(p.phone)}</div>
<h2>${t.profile}</h2><p>${esc(p.summary)}</p><p>${esc(p.summary)}</p><h2>${t.edu}</h2>${eduHtml(p)}<h2>${t.exp}</h2>${jobsHtml(p)}
<div class="brk"></div>${pubs}${extraHtml(p)}<h2>${t.skills}</h2><p>${esc(p.skills.join('; '))}</p>${refsHtml(p, t)}`;
  const short = `${p.given.split(' ')[0]} ${p.family}`;
  return {
    html: page(css, body, p.language),
    variants: [short],
    others: [...(p.coauthors ?? []), ...(p.referees ?? []).map((r) => r.name)],
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 72px;display:flex;justify-content:space-between;font-family:serif"><span>${esc(short)} · ${esc(p.email)}</span><span>${t.page} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${short} · ${p.email}`, `${t.page} ${i} / ${n}`],
    },
  };
}

export const LAYOUTS = {
  gdocs,
  career,
  canva,
  portal,
  academic,
  coverletter,
  icons,
  latex,
  europass,
  ats,
  rirekisho,
  twopage,
};
