// Held-out part 29's templates: resumes the way people publish them in public repositories: LaTeX looks rendered
// to HTML and printed by Chromium (a one-page developer resume, a coloured-header one with icons, a classic banking
// one, a two-column one, a sidebar one, a Chinese one), a JSON Resume theme, a pandoc Markdown resume, a GitHub
// README profile, a personal site's /resume page printed by the browser (its URL and page number in the footer),
// an academic CV with publications, talks and referees, a résumé with a QR code and a links footer, a Korean
// form for the scanner, and a word-processor export (flat ODF) with the name and page number in its footer.
// Each returns the HTML (or FODT) and what the page shows beyond the person's own fields.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HEADINGS = {
  en: {
    summary: 'Summary',
    exp: 'Experience',
    edu: 'Education',
    skills: 'Technical Skills',
    projects: 'Projects',
    personal: 'Personal details',
    pubs: 'Publications',
    talks: 'Talks',
    refs: 'References',
    contact: 'Contact',
  },
  de: {
    summary: 'Profil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    projects: 'Projekte',
    personal: 'Persönliche Daten',
    pubs: 'Veröffentlichungen',
    talks: 'Vorträge',
    refs: 'Referenzen',
    contact: 'Kontakt',
  },
  fr: {
    summary: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    projects: 'Projets',
    personal: 'Informations personnelles',
    pubs: 'Publications',
    talks: 'Conférences',
    refs: 'Références',
    contact: 'Contact',
  },
  es: {
    summary: 'Perfil',
    exp: 'Experiencia',
    edu: 'Formación',
    skills: 'Habilidades',
    projects: 'Proyectos',
    personal: 'Datos personales',
    pubs: 'Publicaciones',
    talks: 'Charlas',
    refs: 'Referencias',
    contact: 'Contacto',
  },
  pt: {
    summary: 'Resumo',
    exp: 'Experiência',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    projects: 'Projetos',
    personal: 'Dados pessoais',
    pubs: 'Publicações',
    talks: 'Palestras',
    refs: 'Referências',
    contact: 'Contato',
  },
  vi: {
    summary: 'Giới thiệu',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    projects: 'Dự án',
    personal: 'Thông tin cá nhân',
    pubs: 'Bài báo',
    talks: 'Báo cáo',
    refs: 'Người tham chiếu',
    contact: 'Liên hệ',
  },
  zh: {
    summary: '个人简介',
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    projects: '项目经历',
    personal: '基本信息',
    pubs: '论文',
    talks: '报告',
    refs: '推荐人',
    contact: '联系方式',
  },
  ko: {
    summary: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    projects: '프로젝트',
    personal: '인적사항',
    pubs: '논문',
    talks: '발표',
    refs: '추천인',
    contact: '연락처',
  },
};
const h = (p) => HEADINGS[p.language] ?? HEADINGS.en;
const detailLine = (p) => p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`);
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const bullets = (j, cls = '') =>
  j.bullets.length ? `<ul class="${cls}">${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const linkText = (l) => l.value;
/** The person's other sections (awards, languages, certificates, volunteering), as the template's own headings. */
const extra = (p) =>
  (p.extra ?? [])
    .map((x) => `<h2>${esc(x.title)}</h2><ul>${x.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`)
    .join('');

/** A one-page developer resume in the look of the widely forked LaTeX one: centred name, pipes, small caps rules. */
export function jake(p) {
  const contact = [p.phone, p.email, ...p.links.map(linkText)].map(esc).join(' <span class="bar">|</span> ');
  const jobs = p.jobs
    .map(
      (j) => `<div class="row"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div>
<div class="row sub"><i>${esc(j.title)}</i><i>${esc(j.place)}</i></div>${bullets(j)}`,
    )
    .join('');
  const edu = p.education
    .map(
      (e) => `<div class="row"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div>
<div class="row sub"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div>`,
    )
    .join('');
  const projects = (p.projects ?? [])
    .map(
      (x) =>
        `<div class="row"><span><b>${esc(x.name)}</b> | <i>${esc(x.tech)}</i></span></div><ul><li>${esc(x.text)}</li></ul>`,
    )
    .join('');
  const css = `body{font-family:'Nimbus Roman',serif;font-size:10.6pt;padding:12mm 15mm;color:#000}
h1{font-size:26pt;text-align:center;margin:0;font-weight:bold;font-variant:small-caps}
.contact{text-align:center;font-size:9.6pt;margin:3px 0 8px}.bar{margin:0 3px}
h2{font-variant:small-caps;font-size:13pt;font-weight:normal;border-bottom:0.8px solid #000;margin:10px 0 4px}
.row{display:flex;justify-content:space-between}.sub{font-size:9.8pt}ul{margin:2px 0 6px 0;padding-left:18px}li{font-size:9.8pt;margin:1px 0}`;
  const body = `<h1>${esc(p.display)}</h1><div class="contact">${contact}</div>
<h2>${h(p).edu}</h2>${edu}<h2>${h(p).exp}</h2>${jobs}${projects ? `<h2>${h(p).projects}</h2>${projects}` : ''}
<h2>${h(p).skills}</h2><div><b>Languages &amp; tools:</b> ${p.skills.map(esc).join(', ')}</div>`;
  return { html: page(css, body + extra(p), p.language) };
}

/** A coloured-header resume with icons before each contact item and handles printed without a URL. */
export function awesome(p, { accent }) {
  const icons = {
    GitHub: '⎇',
    LinkedIn: 'in',
    Kaggle: 'k',
    GitLab: '⎇',
    X: '𝕏',
    Web: '⌂',
    ORCID: 'iD',
    Gitee: 'G',
    Mastodon: '@',
    LeetCode: 'LC',
    'Stack Overflow': 'SO',
  };
  const handle = (l) =>
    l.kind === 'handle' ? l.value.replace(/^[a-z.]+\.(com|org|io)\/(in\/|users\/\d+\/)?/, '') : l.value;
  const shownHandles = p.links
    .filter((l) => l.kind === 'handle')
    .map(handle)
    .filter((v, i, a) => !p.links.some((l) => l.value === v) && a.indexOf(v) === i);
  const items = [
    `<span class="ic">✆</span> ${esc(p.phone)}`,
    `<span class="ic">✉</span> ${esc(p.email)}`,
    ...p.links.map((l) => `<span class="ic">${esc(icons[l.label] ?? '•')}</span> ${esc(handle(l))}`),
    `<span class="ic">⌖</span> ${esc(p.addressShort)}`,
  ];
  const sec = (t) => `<h2><span style="color:${accent}">${esc(t.slice(0, 3))}</span>${esc(t.slice(3))}</h2>`;
  const jobs = p.jobs
    .map(
      (j) => `<div class="job"><div class="r"><b>${esc(j.title)}</b><span class="pl">${esc(j.place)}</span></div>
<div class="r"><span class="org">${esc(j.org)}</span><span class="dt">${esc(j.dates)}</span></div>${bullets(j)}</div>`,
    )
    .join('');
  const edu = p.education
    .map(
      (e) =>
        `<div class="r"><b>${esc(e.degree)}</b><span class="dt">${esc(e.dates)}</span></div><div class="r"><span class="org">${esc(e.school)}</span><span class="pl">${esc(e.place)}</span></div>`,
    )
    .join('');
  const css = `body{font-family:${p.language === 'vi' ? "'Noto Sans'" : "'Nimbus Sans'"},sans-serif;font-size:9.6pt;color:#333;padding:0 0 10mm}
header{text-align:center;padding:11mm 14mm 5mm;border-top:5px solid ${accent}}
.given{font-weight:300;font-size:30pt;color:#666}.family{font-weight:bold;font-size:30pt;color:#222}
.pos{color:${accent};font-variant:small-caps;letter-spacing:1.5px;font-size:10pt;margin:3px 0}
.contacts{font-size:8.4pt;color:#555}.contacts span.it{margin:0 6px;white-space:nowrap}.ic{font-family:'DejaVu Sans';color:${accent};margin-right:3px}
main{padding:0 14mm}h2{font-size:14pt;margin:12px 0 4px;border-bottom:1px solid #bbb;padding-bottom:2px}
.r{display:flex;justify-content:space-between}.org{font-variant:small-caps;color:#555}.dt,.pl{color:${accent};font-style:italic;font-size:8.6pt}
ul{margin:3px 0 7px;padding-left:15px}li{margin:1px 0}.sk span{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:0 4px;margin:2px}
.details{font-size:8.4pt;color:#555;margin-top:3px}`;
  const body = `<header><div><span class="given">${esc(p.given)}</span> <span class="family">${esc(p.family)}</span></div>
<div class="pos">${esc(p.headline)}</div><div class="contacts">${items.map((i) => `<span class="it">${i}</span>`).join(' ')}</div>
${p.details.length ? `<div class="details">${detailLine(p).join(' · ')}</div>` : ''}</header>
<main>${p.summary ? `${sec(h(p).summary)}<p>${esc(p.summary)}</p>` : ''}${sec(h(p).exp)}${jobs}${sec(h(p).edu)}${edu}
${sec(h(p).skills)}<div class="sk">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>${extra(p)}</main>`;
  return { html: page(css, body, p.language), links: shownHandles, variants: [`${p.given} ${p.family}`] };
}

/** A classic banking-style CV: name top left, contact on the right with symbols, dates in a left column. */
export function moderncv(p, { accent }) {
  const row = (left, right) => `<div class="cv"><div class="d">${left}</div><div class="c">${right}</div></div>`;
  const jobs = p.jobs
    .map((j) => row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}.${bullets(j)}`))
    .join('');
  const edu = p.education
    .map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}.`))
    .join('');
  const personal = p.details.map((d) => row(esc(d.label), esc(d.value))).join('');
  const css = `body{font-family:'Noto Sans',sans-serif;font-size:9.8pt;padding:14mm 16mm;color:#222}
.top{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:10mm}
.nm{font-size:28pt;color:${accent};line-height:1}.nm .g{color:#888}.tt{color:#888;font-style:italic;font-size:13pt}
.ct{text-align:right;font-size:8.6pt;line-height:1.5}.sym{font-family:'DejaVu Sans';color:${accent};margin-right:4px}
h2{display:flex;align-items:center;font-weight:normal;color:${accent};font-size:13.5pt;margin:9px 0 4px}
h2::before{content:'';display:inline-block;width:23%;height:5px;background:${accent};opacity:.55;margin-right:8px}
.cv{display:flex;margin:2px 0}.d{width:23%;text-align:right;padding-right:8px;color:#555;font-size:8.8pt}.c{width:77%}ul{margin:2px 0;padding-left:14px}`;
  const body = `<div class="top"><div><div class="nm"><span class="g">${esc(p.given)}</span> ${esc(p.family)}</div><div class="tt">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.address)}<br><span class="sym">☎</span>${esc(p.phone)}<br><span class="sym">✉</span>${esc(p.email)}${p.links.map((l) => `<br><span class="sym">➚</span>${esc(l.value)}`).join('')}</div></div>
${personal ? `<h2>${h(p).personal}</h2>${personal}` : ''}${p.summary ? `<h2>${h(p).summary}</h2>${row('', esc(p.summary))}` : ''}
<h2>${h(p).exp}</h2>${jobs}<h2>${h(p).edu}</h2>${edu}<h2>${h(p).skills}</h2>${row('', p.skills.map(esc).join(' • '))}`;
  return { html: page(css, body + extra(p), p.language), variants: [`${p.given} ${p.family}`] };
}

/** A two-column resume: a thin-and-bold letter-spaced name, a narrow left column of schooling and links. */
export function deedy(p) {
  const css = `body{font-family:'Nimbus Sans',sans-serif;font-size:9pt;padding:10mm 12mm;color:#2b2b2b}
.name{text-align:center;font-size:30pt;letter-spacing:3px;text-transform:uppercase}.name .l{font-weight:200;color:#555}.name .b{font-weight:bold}
.sub{text-align:center;font-size:8.6pt;color:#666;margin:2px 0 8px;letter-spacing:.5px}
.cols{display:flex;gap:7mm}.left{width:33%}.right{width:67%}
h2{font-size:12pt;text-transform:uppercase;letter-spacing:1.5px;color:#555;margin:8px 0 3px;font-weight:normal}
h3{font-size:10pt;margin:5px 0 0}.m{color:#777;font-size:8pt;text-transform:uppercase;letter-spacing:.5px}
ul{margin:2px 0 4px;padding-left:12px}`;
  const upper = `${p.given} ${p.family}`.toUpperCase();
  const left = `<h2>${h(p).edu}</h2>${p.education.map((e) => `<h3>${esc(e.school)}</h3><div>${esc(e.degree)}</div><div class="m">${esc(e.dates)} | ${esc(e.place)}</div>`).join('')}
<h2>Links</h2>${p.links.map((l) => `<div>${esc(l.label)}:// <b>${esc(l.value)}</b></div>`).join('')}
<h2>${h(p).skills}</h2><div>${p.skills.map(esc).join(' • ')}</div>`;
  const right = `<h2>${h(p).exp}</h2>${p.jobs.map((j) => `<h3>${esc(j.org)} <span style="font-weight:normal">| ${esc(j.title)}</span></h3><div class="m">${esc(j.dates)} | ${esc(j.place)}</div>${bullets(j)}`).join('')}
${(p.projects ?? []).length ? `<h2>${h(p).projects}</h2>${p.projects.map((x) => `<h3>${esc(x.name)}</h3><div class="m">${esc(x.tech)}</div><div>${esc(x.text)}</div>`).join('')}` : ''}`;
  const body = `<div class="name"><span class="l">${esc(p.given)}</span> <span class="b">${esc(p.family)}</span></div>
<div class="sub">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.addressShort)}</div><div class="cols"><div class="left">${left}${extra(p)}</div><div class="right">${right}</div></div>`;
  return { html: page(css, body, p.language), variants: [upper] };
}

/** A sidebar resume: all-capitals name and tagline, a coloured right sidebar with tags and language bars. */
export function altacv(p, { accent }) {
  const css = `body{font-family:'Noto Sans',sans-serif;font-size:8.8pt;color:#333;display:flex;min-height:297mm}
.main{width:64%;padding:11mm 7mm 10mm 13mm}.side{width:36%;background:#f3f1ee;padding:11mm 9mm 10mm 7mm;border-left:3px solid ${accent}}
h1{font-size:22pt;margin:0;text-transform:uppercase;letter-spacing:.5px}.tag{color:${accent};font-weight:bold;margin:2px 0 6px}
.ci{margin:2px 0;font-size:8.2pt}.ci .g{font-family:'DejaVu Sans';color:${accent};display:inline-block;width:14px}
h2{color:${accent};text-transform:uppercase;font-size:11pt;border-bottom:1.5px solid #999;margin:10px 0 4px;letter-spacing:.6px}
h3{font-size:9.6pt;margin:6px 0 0}.org{color:${accent};font-weight:bold}.meta{color:#777;font-size:7.8pt}
ul{margin:2px 0;padding-left:13px}.tags span{display:inline-block;border-bottom:1.3px solid #888;margin:2px 4px 2px 0;padding:0 2px}
.bar{height:5px;background:#ddd;margin:2px 0 5px}.bar i{display:block;height:5px;background:${accent}}`;
  const main = `<h1>${esc(p.display)}</h1><div class="tag">${esc(p.headline)}</div>
<div class="ci"><span class="g">✉</span>${esc(p.email)}</div><div class="ci"><span class="g">☏</span>${esc(p.phone)}</div>
<div class="ci"><span class="g">⚲</span>${esc(p.addressShort)}</div>${p.links.map((l) => `<div class="ci"><span class="g">⚇</span>${esc(l.value)}</div>`).join('')}
<h2>${h(p).exp}</h2>${p.jobs.map((j) => `<h3>${esc(j.title)}</h3><div class="org">${esc(j.org)}</div><div class="meta">▣ ${esc(j.dates)} &nbsp; ⚲ ${esc(j.place)}</div>${bullets(j)}`).join('')}
<h2>${h(p).edu}</h2>${p.education.map((e) => `<h3>${esc(e.degree)}</h3><div class="org">${esc(e.school)}</div><div class="meta">${esc(e.dates)} · ${esc(e.place)}</div>`).join('')}`;
  const side = `<h2>Most proud of</h2><div>${esc(p.jobs[0].bullets[0])}</div>
<h2>Strengths</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
<h2>Languages</h2>${['English', 'Native'].map((l, i) => `<div>${l}</div><div class="bar"><i style="width:${90 - i * 25}%"></i></div>`).join('')}
${p.summary ? `<h2>Philosophy</h2><div><i>“${esc(p.summary)}”</i></div>` : ''}`;
  return {
    html: page(css, `<div class="main">${main}</div><div class="side">${side}${extra(p)}</div>`, p.language),
    variants: [p.display.toUpperCase()],
  };
}

/** A JSON Resume theme (the basics card, profiles as network/username pairs, work and education). */
export function jsonresume(p, { accent }) {
  const css = `body{font-family:'Noto Serif',serif;font-size:10pt;background:#fff;color:#2d2d2d;padding:12mm 16mm}
.basics{border-left:4px solid ${accent};padding-left:10px}.basics h1{font-family:'Nimbus Sans';font-size:24pt;margin:0}
.label{font-family:'Nimbus Sans';color:${accent};font-size:11pt}.grid{display:grid;grid-template-columns:1fr 1fr;gap:1px 16px;font-size:9pt;margin:6px 0}
section h2{font-family:'Nimbus Sans';font-size:11pt;text-transform:uppercase;letter-spacing:2px;color:#888;margin:12px 0 3px}
.item{margin:5px 0 7px}.item .top{display:flex;justify-content:space-between;font-family:'Nimbus Sans'}.pos{font-style:italic}
ul{margin:2px 0;padding-left:16px}.kw span{background:#eee;border-radius:10px;padding:1px 7px;margin:2px;display:inline-block;font-family:'Nimbus Sans';font-size:8.5pt}`;
  const profile = (l) => `<div><b>${esc(l.label)}</b> ${esc(l.value)}</div>`;
  const body = `<div class="basics"><h1>${esc(p.name.full)}</h1><div class="label">${esc(p.headline)}</div>
<div class="grid"><div><b>Email</b> ${esc(p.email)}</div><div><b>Phone</b> ${esc(p.phone)}</div><div><b>Location</b> ${esc(p.address)}</div>${p.links.map(profile).join('')}</div></div>
${p.summary ? `<section><h2>About</h2><p>${esc(p.summary)}</p></section>` : ''}
<section><h2>Work</h2>${p.jobs.map((j) => `<div class="item"><div class="top"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div class="pos">${esc(j.title)} — ${esc(j.place)}</div>${bullets(j)}</div>`).join('')}</section>
<section><h2>Education</h2>${p.education.map((e) => `<div class="item"><div class="top"><b>${esc(e.school)}</b><span>${esc(e.dates)}</span></div><div class="pos">${esc(e.degree)}</div></div>`).join('')}</section>
<section><h2>Skills</h2><div class="kw">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div></section>`;
  return { html: page(css, body + extra(p), p.language) };
}

/** A pandoc-rendered Markdown resume: the default HTML look, rules between sections, autolinks in angle brackets. */
export function markdown(p) {
  const css = `body{font-family:'DejaVu Serif',serif;font-size:10pt;line-height:1.4;padding:14mm 22mm;color:#1a1a1a;max-width:210mm}
h1{font-size:19pt;margin:0 0 4px}h2{font-size:13pt;margin:14px 0 4px}h3{font-size:10.5pt;margin:8px 0 2px}
hr{border:0;border-top:1px solid #1a1a1a;margin:10px 0}code{font-family:'DejaVu Sans Mono';font-size:8.8pt}ul{padding-left:20px;margin:3px 0}`;
  const body = `<h1>${esc(p.name.full)}</h1><p><em>${esc(p.headline)}</em></p>
<p>${esc(p.addressShort)} · ${esc(p.phone)} · &lt;${esc(p.email)}&gt;<br>${p.links.map((l) => `&lt;https://${esc(l.value)}&gt;`).join(' · ')}</p><hr>
${p.summary ? `<p>${esc(p.summary)}</p><hr>` : ''}<h2>${h(p).exp}</h2>${p.jobs.map((j) => `<h3>${esc(j.title)}, ${esc(j.org)} (${esc(j.place)})</h3><p><em>${esc(j.dates)}</em></p>${bullets(j)}`).join('')}
<h2>${h(p).edu}</h2><ul>${p.education.map((e) => `<li><strong>${esc(e.degree)}</strong>, ${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</li>`).join('')}</ul>
<h2>${h(p).skills}</h2><p>${p.skills.map((s) => `<code>${esc(s)}</code>`).join(', ')}</p>
${
  p.details.length
    ? `<h2>${h(p).personal}</h2><ul>${detailLine(p)
        .map((d) => `<li>${d}</li>`)
        .join('')}</ul>`
    : ''
}`;
  return { html: page(css, body + extra(p), p.language) };
}

/** A GitHub profile README printed from the browser: wave, badges, emoji headings, a project table. */
export function readme(p) {
  const badge = (k, v, c) =>
    `<span class="bd"><span class="k">${esc(k)}</span><span class="v" style="background:${c}">${esc(v)}</span></span>`;
  const css = `body{font-family:'Nimbus Sans',sans-serif;font-size:10pt;color:#1f2328;padding:12mm 16mm}
.frame{border:1px solid #d0d7de;border-radius:6px}.bar{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:6px 12px;font-size:9pt;font-family:'DejaVu Sans Mono'}
.md{padding:10px 22px}h1{font-size:20pt;border-bottom:1px solid #d8dee4;padding-bottom:5px}h2{font-size:14pt;border-bottom:1px solid #d8dee4;padding-bottom:3px;margin-top:16px}
.bd{display:inline-flex;font-size:8pt;margin:2px 3px 2px 0;font-family:'DejaVu Sans'}.bd .k{background:#555;color:#fff;padding:1px 5px;border-radius:3px 0 0 3px}.bd .v{color:#fff;padding:1px 5px;border-radius:0 3px 3px 0}
table{border-collapse:collapse;font-size:9pt}td,th{border:1px solid #d0d7de;padding:4px 8px}code{background:#eff1f3;padding:1px 4px;border-radius:4px;font-family:'DejaVu Sans Mono';font-size:8.6pt}`;
  const user = p.links.find((l) => l.value.startsWith('github.com/'))?.value.split('/')[1] ?? p.given.toLowerCase();
  const body = `<div class="frame"><div class="bar">${esc(user)} / README.md</div><div class="md">
<h1>Hi there, I'm ${esc(p.given)} 👋</h1><p>${esc(p.headline)}. ${esc(p.summary)}</p>
<p>${badge('GitHub', user, '#24292f')}${p.links
    .filter((l) => !l.value.startsWith('github.com/'))
    .map((l) => badge(l.label, l.value, '#0a66c2'))
    .join('')}${badge('mail', p.email, '#c14438')}</p>
<p>📍 ${esc(p.addressShort)} &nbsp; 📞 ${esc(p.phone)}</p>
<h2>🛠 ${h(p).skills}</h2><p>${p.skills.map((s) => `<code>${esc(s)}</code>`).join(' ')}</p>
<h2>💼 ${h(p).exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b> @ ${esc(j.org)} · ${esc(j.place)} · <i>${esc(j.dates)}</i></p>${bullets(j)}`).join('')}
${(p.projects ?? []).length ? `<h2>🚀 Pinned</h2><table><tr><th>repo</th><th>stack</th><th>what</th></tr>${p.projects.map((x) => `<tr><td><code>${esc(x.name)}</code></td><td>${esc(x.tech)}</td><td>${esc(x.text)}</td></tr>`).join('')}</table>` : ''}
<h2>🎓 ${h(p).edu}</h2><ul>${p.education.map((e) => `<li>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</li>`).join('')}</ul>${extra(p)}</div></div>`;
  return {
    html: page(css, body, p.language),
    variants: [p.given],
    links: [user].filter((u) => !p.links.some((l) => l.value === u)),
  };
}

/** A personal site's /resume page printed by the browser: site nav, the URL and page number in the footer. */
export function website(p, { accent }) {
  const domain =
    p.links.find((l) => l.kind === 'domain')?.value ??
    `${p.given}${p.family}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') + '.dev';
  const css = `body{font-family:'URW Gothic',sans-serif;font-size:10pt;color:#222;padding:0 18mm 8mm}
nav{display:flex;justify-content:space-between;border-bottom:1px solid #ddd;padding:6mm 0 3mm;font-size:9.5pt}nav .logo{font-weight:bold;color:${accent}}nav a{margin-left:14px;color:#444;text-decoration:none}
h1{font-size:24pt;margin:10mm 0 0;font-weight:normal}.lead{color:#666;margin:2px 0 6mm}
h2{font-size:12pt;color:${accent};margin:8mm 0 2mm;text-transform:lowercase}h2::before{content:'## ';color:#bbb}
.j{margin:3mm 0}.j .t{font-weight:bold}.j .m{color:#888;font-size:9pt}ul{margin:1mm 0;padding-left:16px}`;
  const body = `<nav><span class="logo">${esc(domain)}</span><span><a>home</a><a>blog</a><a>projects</a><a>resume</a></span></nav>
<h1>${esc(p.name.full)}</h1><div class="lead">${esc(p.headline)} — ${esc(p.email)} — ${esc(p.phone)}</div><p>${esc(p.summary)}</p>
<h2>${h(p).exp}</h2>${p.jobs.map((j) => `<div class="j"><div class="t">${esc(j.title)} · ${esc(j.org)}</div><div class="m">${esc(j.dates)} — ${esc(j.place)}</div>${bullets(j)}</div>`).join('')}
<h2>${h(p).edu}</h2>${p.education.map((e) => `<div class="j"><div class="t">${esc(e.school)}</div><div class="m">${esc(e.degree)}, ${esc(e.dates)}</div></div>`).join('')}
<h2>elsewhere</h2><ul>${p.links
    .filter((l) => l.value !== domain)
    .map((l) => `<li>${esc(l.label)}: ${esc(l.value)}</li>`)
    .join('')}</ul>
<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(' / ')}</p>`;
  const url = `https://${domain}/resume/`;
  return {
    html: page(css, body + extra(p), p.language),
    links: p.links.some((l) => l.value === domain) ? [] : [domain],
    footer: {
      template: `<div style="font-size:8px;width:100%;display:flex;justify-content:space-between;padding:0 10mm;font-family:sans-serif;color:#555"><span>${esc(url)}</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`,
      text: (i, n) => [url, `${i}/${n}`],
    },
  };
}

/** An academic CV: publications with the candidate among co-authors, talks, referees with titles and phones. */
export function academic(p, { accent }) {
  const css = `body{font-family:'P052',serif;font-size:10pt;padding:14mm 18mm;color:#111}
h1{font-size:20pt;margin:0;font-weight:normal;letter-spacing:1px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${accent};padding-bottom:4px}
.ct{font-size:8.8pt;text-align:right}h2{font-size:11pt;text-transform:uppercase;letter-spacing:1.5px;color:${accent};margin:10px 0 3px}
.e{display:grid;grid-template-columns:28mm 1fr;margin:2px 0}.e .y{color:#555}ol{padding-left:18px;margin:2px 0}li{margin:2px 0}`;
  const e = (y, t) => `<div class="e"><div class="y">${y}</div><div>${t}</div></div>`;
  const body = `<div class="hd"><div><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)}</div></div>
<div class="ct">${esc(p.address)}<br>${esc(p.phone)} · ${esc(p.email)}<br>${p.links.map((l) => esc(l.value)).join('<br>')}</div></div>
<h2>${h(p).edu}</h2>${p.education.map((x) => e(esc(x.dates), `${esc(x.degree)}, <i>${esc(x.school)}</i>, ${esc(x.place)}`)).join('')}
<h2>Positions</h2>${p.jobs.map((j) => e(esc(j.dates), `${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${esc(j.bullets.join('; '))}`)).join('')}
<h2>${h(p).pubs}</h2><ol>${(p.pubs ?? []).map((x) => `<li>${esc(x.authors)} “${esc(x.title)}.” <i>${esc(x.venue)}</i>.</li>`).join('')}</ol>
<h2>${h(p).talks}</h2><ul>${(p.talks ?? []).map((t) => `<li>${esc(t)}</li>`).join('')}</ul>
<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(', ')}</p>
<h2>${h(p).refs}</h2>${(p.referees ?? []).map((r) => e('', `${esc(r.name)}, ${esc(r.title)}. Tel. ${esc(r.phone)}`)).join('')}`;
  return { html: page(css, body + extra(p), p.language) };
}

/** A Chinese 简历 in the look of a ctex template: title bar, photo box, info table, ruled sections. */
export function ctex(p, { accent }) {
  const css = `body{font-family:'Noto Serif CJK SC','Noto Sans CJK SC',serif;font-size:10pt;padding:13mm 16mm;color:#111}
.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${accent};padding-bottom:4px}h1{font-size:24pt;margin:0;letter-spacing:6px}
.info{font-size:9pt;line-height:1.6}.photo{width:24mm;height:30mm;border:1px solid #999;display:flex;align-items:center;justify-content:center;color:#999}
h2{font-size:12pt;color:${accent};border-bottom:1px solid #ccc;margin:10px 0 4px}.r{display:flex;justify-content:space-between}ul{margin:2px 0;padding-left:16px}`;
  const body = `<div class="hd"><div><h1>${esc(p.name.full)}</h1><div class="info">${esc(p.headline)}${p.englishName ? ` ｜ 英文名：${esc(p.englishName)}` : ''}<br>电话：${esc(p.phone)} ｜ 邮箱：${esc(p.email)}<br>${detailLine(p).join(' ｜ ')} ｜ 现居：${esc(p.address)}<br>${p.links.map((l) => `${esc(l.label)}：${esc(l.value)}`).join(' ｜ ')}</div></div><div class="photo">照片</div></div>
<h2>${h(p).edu}</h2>${p.education.map((e) => `<div class="r"><b>${esc(e.school)}</b><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${h(p).exp}</h2>${p.jobs.map((j) => `<div class="r"><b>${esc(j.org)}（${esc(j.place)}）</b><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div>${bullets(j)}`).join('')}
<h2>${h(p).projects}</h2>${(p.projects ?? []).map((x) => `<div><b>${esc(x.name)}</b>（${esc(x.tech)}）：${esc(x.text)}</div>`).join('')}
<h2>${h(p).skills}</h2><div>${p.skills.map(esc).join('、')}</div><h2>${h(p).summary}</h2><div>${esc(p.summary)}</div>`;
  return { html: page(css, body + extra(p), 'zh') };
}

/** A Korean 이력서 form (a table with photo cell), made for the scanner. */
export function koform(p) {
  const css = `body{font-family:'Noto Sans CJK KR',sans-serif;font-size:11pt;padding:14mm 16mm;color:#000}
h1{text-align:center;letter-spacing:14px;font-size:22pt;margin:0 0 6mm}table{width:100%;border-collapse:collapse;margin-bottom:5mm}
td,th{border:1px solid #000;padding:4px 6px}th{background:#eee;font-weight:normal;width:18%}.ph{width:28mm;text-align:center;color:#666}`;
  const body = `<h1>이 력 서</h1><table><tr><td class="ph" rowspan="4">사진</td><th>성명</th><td>${esc(p.name.full)} (${esc(p.name.variants[0])})</td></tr>
<tr><th>생년월일</th><td>${esc(p.details[0].value)}</td></tr><tr><th>연락처</th><td>${esc(p.phone)} / ${esc(p.email)}</td></tr><tr><th>주소</th><td>${esc(p.address)}</td></tr></table>
<table><tr><th>기간</th><th>${h(p).edu}</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)} ${esc(e.degree)}</td></tr>`).join('')}</table>
<table><tr><th>기간</th><th>${h(p).exp}</th></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)} · ${esc(j.title)}<br>${esc(j.bullets[0])}</td></tr>`).join('')}</table>
<table><tr><th>${h(p).skills}</th><td>${p.skills.map(esc).join(', ')}</td></tr><tr><th>GitHub</th><td>${esc(p.links[0].value)}</td></tr></table>
<p style="text-align:center;margin-top:8mm">위의 기재 사항은 사실과 틀림이 없습니다.</p><p style="text-align:right">2026년 11월 &nbsp; 작성자: ${esc(p.name.full)} (인)</p>`;
  return { html: page(css, body, 'ko') };
}

/** A résumé with a QR code to the candidate's profile and a footer of links. */
export function qrcode(p, { accent }) {
  const bits = [...`${p.email}${p.phone}`].map((c) => c.charCodeAt(0));
  const cells = [];
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder
        ? !(x % 6 && y % 6 && !(x % 20 === 0 || y % 20 === 0)) || (x % 14 > 1 && x % 14 < 5 && y % 14 > 1 && y % 14 < 5)
        : (bits[(x * 7 + y * 3) % bits.length] >> ((x + y) % 7)) & 1;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  const qr = `<svg viewBox="0 0 21 21" width="78" height="78" shape-rendering="crispEdges">${cells.join('')}</svg>`;
  const css = `body{font-family:'Nimbus Sans',sans-serif;font-size:9.6pt;padding:12mm 15mm 0;color:#222}
.hd{display:flex;justify-content:space-between;align-items:center}h1{font-size:25pt;margin:0;color:${accent}}.hl{font-size:11pt;color:#555}
.sc{font-size:7.5pt;color:#888;text-align:center}h2{font-size:11pt;background:${accent};color:#fff;padding:2px 6px;margin:10px 0 4px}
.r{display:flex;justify-content:space-between}ul{margin:2px 0 5px;padding-left:15px}
.ft{border-top:1px solid #aaa;margin-top:8mm;padding-top:2mm;font-size:8.4pt;color:#555;display:flex;flex-wrap:wrap;gap:2px 14px}`;
  const body = `<div class="hd"><div><h1>${esc(p.display)}</h1><div class="hl">${esc(p.headline)}</div><div>${esc(p.addressShort)}</div></div><div>${qr}<div class="sc">scan for my portfolio</div></div></div>
<h2>${h(p).summary}</h2><p>${esc(p.summary)}</p><h2>${h(p).exp}</h2>${p.jobs.map((j) => `<div class="r"><b>${esc(j.title)} — ${esc(j.org)}, ${esc(j.place)}</b><span>${esc(j.dates)}</span></div>${bullets(j)}`).join('')}
<h2>${h(p).edu}</h2>${p.education.map((e) => `<div class="r"><span>${esc(e.degree)}, ${esc(e.school)}</span><span>${esc(e.dates)}</span></div>`).join('')}
<h2>${h(p).skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${(p.referees ?? []).length ? `<h2>${h(p).refs}</h2>${p.referees.map((r) => `<div>${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}</div>`).join('')}` : ''}
${extra(p)}<div class="ft"><span>✉ ${esc(p.email)}</span><span>☎ ${esc(p.phone)}</span>${p.links.map((l) => `<span>↗ ${esc(l.value)}</span>`).join('')}</div>`;
  return { html: page(css, body, p.language) };
}

/** A cover letter, then the one-page developer resume, in one PDF; the letter signs off with name and phone. */
export function letter(p, opts) {
  const resume = jake(p, opts).html;
  const css = `.letter{font-family:'Nimbus Roman',serif;font-size:11pt;line-height:1.45;padding:22mm 24mm;height:297mm;margin:-12mm -15mm 0;page-break-after:always}.letter + h1{padding-top:12mm}
.letter .from{text-align:right;font-size:10pt}.letter p{margin:0 0 9px}`;
  const l = p.letter;
  const html = resume.replace('</style>', `${css}</style>`).replace(
    '<body>',
    `<body><div class="letter"><div class="from">${esc(p.address)}<br>${esc(p.email)}</div><p>${esc(l.date)}</p>
<p>${esc(l.to)}</p><p>${esc(l.salutation)}</p>${l.body.map((x) => `<p>${esc(x)}</p>`).join('')}
<p>${esc(l.closing)}</p><p>${esc(l.signature)}<br>${esc(p.phone)}</p></div>`,
  );
  return { html, variants: [l.signature], others: [l.recipient] };
}

/** A Friggeri-like CV: a dark header band with a thin and a bold name, an aside column of contact on the left. */
export function friggeri(p, { accent }) {
  const css = `body{font-family:'URW Gothic',sans-serif;font-size:9.4pt;color:#333}
header{background:#3b3b3b;color:#fff;text-align:center;padding:9mm 0 6mm}header .t{font-weight:200;font-size:28pt;letter-spacing:1px}header .b{font-weight:bold;font-size:28pt}
header .sub{color:${accent};filter:brightness(1.8);font-size:10pt;margin-top:2px}.wrap{display:flex;padding:8mm 12mm}
aside{width:30%;text-align:right;padding-right:6mm;color:${accent};font-size:8.6pt;line-height:1.55}aside h3{font-size:12pt;margin:0 0 2px;color:${accent}}aside div{color:#555;margin-bottom:6px}
main{width:70%}h2{font-size:15pt;font-weight:200;margin:0 0 4px}h2 span{color:${accent}}
.e{display:grid;grid-template-columns:22mm 1fr;margin-bottom:6px}.e .d{color:#888;font-size:8.4pt}.e b{display:block}.e .w{color:#888;font-size:8.4pt}`;
  const sect = (t) => `<h2><span>${esc(t.slice(0, 3))}</span>${esc(t.slice(3))}</h2>`;
  const body = `<header><span class="t">${esc(p.given)}</span> <span class="b">${esc(p.family)}</span><div class="sub">${esc(p.headline)}</div></header>
<div class="wrap"><aside><h3>${h(p).contact}</h3><div>${esc(p.address)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
${p.links.map((l) => `<div>${esc(l.value)}</div>`).join('')}<h3>${h(p).skills}</h3><div>${p.skills.map(esc).join('<br>')}</div></aside>
<main>${sect(h(p).edu)}${p.education.map((e) => `<div class="e"><div class="d">${esc(e.dates)}</div><div><b>${esc(e.degree)}</b><span class="w">${esc(e.school)}, ${esc(e.place)}</span></div></div>`).join('')}
${sect(h(p).exp)}${p.jobs.map((j) => `<div class="e"><div class="d">${esc(j.dates)}</div><div><b>${esc(j.title)}</b><span class="w">${esc(j.org)}, ${esc(j.place)}</span>${bullets(j)}</div></div>`).join('')}
${p.summary ? `${sect('About')}<p>${esc(p.summary)}</p>` : ''}${extra(p)}</main></div>`;
  return { html: page(css, body, p.language), variants: [`${p.given} ${p.family}`] };
}

// ---- the word-processor export (flat ODF for LibreOffice) ----
const xesc = esc;
/** A plain one-column Word-like resume; the name and page number sit in the footer of every page. */
export function writer(p, { accent }) {
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${xesc(text)}</text:p>`;
  };
  const parts = [];
  parts.push(para('Name', p.display));
  parts.push(para('Head', p.headline));
  parts.push(para('Contact', `${p.address} · ${p.phone} · ${p.email}`));
  if (p.links.length) parts.push(para('Contact', p.links.map((l) => `${l.label}: ${l.value}`).join(' · ')));
  if (p.details.length) parts.push(para('Contact', p.details.map((d) => `${d.label}: ${d.value}`).join(' · ')));
  if (p.summary) parts.push(para('H', h(p).summary), para('Body', p.summary));
  parts.push(para('H', h(p).exp));
  for (const j of p.jobs) {
    parts.push(para('Job', `${j.title}, ${j.org} — ${j.place}`), para('Dates', j.dates));
    for (const b of j.bullets) parts.push(para('Bullet', `• ${b}`));
  }
  parts.push(para('H', h(p).edu));
  for (const e of p.education) parts.push(para('Body', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`));
  parts.push(para('H', h(p).skills), para('Body', p.skills.join(', ')));
  for (const x of p.extra ?? []) {
    parts.push(para('H', x.title));
    for (const i of x.items) parts.push(para('Bullet', `• ${i}`));
  }
  if ((p.referees ?? []).length) {
    parts.push(para('H', h(p).refs));
    for (const r of p.referees) parts.push(para('Body', `${r.name}, ${r.title}, ${r.phone}`));
  }
  const footerName = `${p.given} ${p.family}`;
  const font = ['Nimbus Sans', 'Nimbus Roman', 'DejaVu Sans', 'Noto Serif'][p.email.length % 4];
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="${font === 'Nimbus Roman' ? '11pt' : '10pt'}"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.05cm"/><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:color="#444444"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:text-transform="uppercase" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Dates" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:font-style="italic"/></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${xesc(footerName)} – Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${parts.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} – Page ${i} of ${n}`, variants: [footerName] };
}
