// Held-out part 41's own templates, after the resumes a recruiter pulls from public repositories and job boards:
// LaTeX classes printed to PDF (moderncv-, awesome-cv-, Jake's-, deedy-like), a Canva two-column design, job-portal
// exports (Naukri, StepStone, 51job, Saramin, TopCV-like), an academic CV, a cover letter with its resume, a
// Word-like two-page resume with a running footer, and a flat ODF for LibreOffice (PDF, DOCX, DOC).
// Each returns the HTML (or FODT) and the forms of the name it prints beyond the person's own.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const L = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    sum: 'Profile',
    refs: 'References',
    pers: 'Personal Details',
    page: 'Page',
    of: 'of',
    cv: 'Resume',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    sum: 'Profil',
    refs: 'Références',
    pers: 'Informations personnelles',
    page: 'Page',
    of: 'sur',
    cv: 'CV',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    sum: 'Profil',
    refs: 'Referenzen',
    pers: 'Persönliche Daten',
    page: 'Seite',
    of: 'von',
    cv: 'Lebenslauf',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    sum: 'Perfil',
    refs: 'Referencias',
    pers: 'Datos personales',
    page: 'Página',
    of: 'de',
    cv: 'Currículum',
  },
  zh: {
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    sum: '自我评价',
    refs: '证明人',
    pers: '个人信息',
    page: '第',
    of: '/',
    cv: '个人简历',
  },
  ko: {
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    sum: '자기소개',
    refs: '추천인',
    pers: '인적사항',
    page: '페이지',
    of: '/',
    cv: '이력서',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    sum: 'Mục tiêu nghề nghiệp',
    refs: 'Người tham chiếu',
    pers: 'Thông tin cá nhân',
    page: 'Trang',
    of: '/',
    cv: 'Sơ yếu lý lịch',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const cjk = (p) => ['zh', 'ko'].includes(p.language);
const fontFor = (p, latin) =>
  p.language === 'zh'
    ? "'Noto Sans CJK SC', sans-serif"
    : p.language === 'ko'
      ? "'Noto Sans CJK KR', sans-serif"
      : latin;
/** The name as the person's own culture prints it on the page. */
const fullName = (p) => (cjk(p) ? p.name.full : p.name.full);
const linkText = (l) => l.value;
/** Given and family name in the order the person's culture prints them (family first in Chinese, Korean, Vietnamese). */
const ordered = (p) => (['zh', 'ko', 'vi'].includes(p.language) ? [p.family, p.given] : [p.given, p.family]);

function page(p, css, body, lang) {
  return `<!doctype html><html lang="${lang ?? p.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

const bullets = (j, tag = 'li') => j.bullets.map((b) => `<${tag}>${esc(b)}</${tag}>`).join('');
const details = (p) => p.details.map((d) => `<div>${esc(d.label)}: ${esc(d.value)}</div>`).join('');
const extras = (p, h = 'h2') =>
  p.extra
    .map((x) => `<section><${h}>${esc(x.head)}</${h}>${x.items.map((i) => `<p>${esc(i)}</p>`).join('')}</section>`)
    .join('');
const referees = (p, h = 'h2') =>
  (p.referees ?? []).length
    ? `<section><${h}>${esc(lab(p).refs)}</${h}>${p.referees
        .map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`)
        .join('')}</section>`
    : '';

/** moderncv "classic": a left column of dates, the name in two weights at the top left, contact at the top right. */
function moderncv(p, { accent }) {
  const t = lab(p);
  const row = (left, right) => `<tr><td class="d">${left}</td><td>${right}</td></tr>`;
  const body = `<div class="wrap"><header><div class="nm"><span class="g">${esc(ordered(p)[0])}</span> <span class="f">${esc(ordered(p)[1])}</span><div class="ti">${esc(p.title)}</div></div>
<div class="ct"><div>${esc(p.address)}</div><div>☎ ${esc(p.phone)}</div><div>✉ ${esc(p.email)}</div>${p.links.map((l) => `<div>${l.kind === 'domain' ? '⌂' : '⌨'} ${esc(linkText(l))}</div>`).join('')}${details(p)}</div></header>
<h2><span class="rule"></span>${esc(t.sum)}</h2><p class="sum">${esc(p.summary)}</p>
<h2><span class="rule"></span>${esc(t.exp)}</h2><table>${p.jobs
    .map((j) =>
      row(esc(j.dates), `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}<ul>${bullets(j)}</ul>`),
    )
    .join('')}</table>
<h2><span class="rule"></span>${esc(t.edu)}</h2><table>${p.education
    .map((e) => row(esc(e.dates), `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`))
    .join('')}</table>
<h2><span class="rule"></span>${esc(t.skills)}</h2><table>${row('', esc(p.skills.join(', ')))}</table>
${extras(p)}${referees(p)}</div>`;
  const css = `body { font-family: ${fontFor(p, "'Nimbus Roman', 'C059', serif")}; font-size: 10.5pt; color: #222; }
.wrap { padding: 16mm 18mm; } header { display: flex; justify-content: space-between; margin-bottom: 6mm; }
.g { font-size: 26pt; color: ${accent}; font-weight: 300; } .f { font-size: 26pt; color: #555; }
.ti { font-style: italic; color: #777; font-size: 13pt; } .ct { text-align: right; font-size: 9.5pt; font-style: italic; }
h2 { color: ${accent}; font-weight: normal; font-size: 14pt; display: flex; align-items: center; gap: 3mm; margin: 5mm 0 2mm; }
.rule { display: inline-block; width: 34mm; height: 2.5mm; background: ${accent}; opacity: .6; }
td.d { width: 36mm; vertical-align: top; text-align: right; padding-right: 3mm; color: #555; } td { vertical-align: top; }
ul { margin: 1mm 0 2mm; padding-left: 5mm; } p { margin: 1mm 0; } .sum { margin-left: 37mm; }`;
  return { html: page(p, css, body) };
}

/** awesome-cv: centred name (given light, family bold, capitals), icon contact row, running footer. */
function awesomecv(p, { accent }) {
  const t = lab(p);
  const icons = { handle: '⌥', domain: '⌂' };
  const body = `<div class="wrap"><h1><span class="g">${esc(ordered(p)[0])}</span> <b>${esc(ordered(p)[1])}</b></h1>
<div class="pos">${esc(p.title)}</div>
<div class="ct">${esc(p.address)}</div>
<div class="ct">☎ ${esc(p.phone)} <span class="sep">|</span> ✉ ${esc(p.email)}${p.links.map((l) => ` <span class="sep">|</span> ${icons[l.kind] ?? '↗'} ${esc(linkText(l))}`).join('')}</div>
<h2><span>${esc(t.sum.slice(0, 3))}</span>${esc(t.sum.slice(3))}</h2><p class="it">${esc(p.summary)}</p>
<h2><span>${esc(t.exp.slice(0, 3))}</span>${esc(t.exp.slice(3))}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="e"><div class="r"><b>${esc(j.org)}</b><span class="pl">${esc(j.place)}</span></div><div class="r"><span class="jt">${esc(j.title)}</span><span class="dt">${esc(j.dates)}</span></div><ul>${bullets(j)}</ul></div>`,
    )
    .join('')}
<h2><span>${esc(t.edu.slice(0, 3))}</span>${esc(t.edu.slice(3))}</h2>${p.education
    .map(
      (e) =>
        `<div class="e"><div class="r"><b>${esc(e.school)}</b><span class="pl">${esc(e.place)}</span></div><div class="r"><span class="jt">${esc(e.degree)}</span><span class="dt">${esc(e.dates)}</span></div></div>`,
    )
    .join('')}
<h2><span>${esc(t.skills.slice(0, 3))}</span>${esc(t.skills.slice(3))}</h2><p>${p.skills.map(esc).join(' · ')}</p>${details(p)}
${extras(p)}${referees(p)}</div>`;
  const css = `body { font-family: ${fontFor(p, "'Nimbus Sans', 'DejaVu Sans', sans-serif")}; font-size: 9.5pt; color: #333; }
.wrap { padding: 0 16mm; } h1 { text-align: center; font-size: 30pt; text-transform: uppercase; margin: 0; letter-spacing: 1px; }
.g { font-weight: 300; color: #666; } .pos { text-align: center; color: ${accent}; font-variant: small-caps; font-size: 10pt; margin: 1mm 0; }
.ct { text-align: center; font-size: 8.5pt; color: #555; } .sep { color: #bbb; }
h2 { font-size: 14pt; border-bottom: 1px solid #999; margin: 5mm 0 2mm; } h2 span { color: ${accent}; }
.r { display: flex; justify-content: space-between; } .pl, .dt { color: ${accent}; font-style: italic; font-size: 8.5pt; }
.jt { font-variant: small-caps; color: #555; } ul { margin: 1mm 0 2mm; padding-left: 5mm; } .it { font-style: italic; }`;
  const stamp = p.language === 'de' ? 'November 2026' : 'November 2026';
  const who = ordered(p).join(' ');
  return {
    html: page(p, css, body),
    variants: [who],
    footer: {
      template: `<div style="width:100%;font-size:7pt;color:#999;font-family:sans-serif;display:flex;justify-content:space-between;padding:0 16mm"><span>${stamp}</span><span>${esc(who)} · ${esc(t.cv)}</span><span class="pageNumber"></span></div>`,
      text: (i) => [stamp, `${who} · ${t.cv}`, String(i)],
    },
  };
}

/** Jake's resume: centred bold name, a one-line contact row with bare handles, rules under the headings. */
function jake(p, { scan }) {
  const t = lab(p);
  const contacts = [
    p.phone,
    p.email,
    ...p.links.map((l) =>
      l.kind === 'handle' ? `${l.label.toLowerCase()}.com/${l.value.replace(/^@/, '')}` : l.value,
    ),
  ];
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1><div class="ct">${contacts.map(esc).join(' | ')}</div><div class="ct">${esc(p.addressShort ?? p.address)}</div>
<h2>${esc(t.edu)}</h2>${p.education
    .map(
      (e) =>
        `<div class="r"><b>${esc(e.school)}</b><span>${esc(e.place)}</span></div><div class="r"><i>${esc(e.degree)}</i><i>${esc(e.dates)}</i></div>`,
    )
    .join('')}
<h2>${esc(t.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="r"><b>${esc(j.title)}</b><span>${esc(j.dates)}</span></div><div class="r"><i>${esc(j.org)}</i><i>${esc(j.place)}</i></div><ul>${bullets(j)}</ul>`,
    )
    .join('')}
<h2>Technical Skills</h2><p><b>${esc(t.skills)}</b>: ${p.skills.map(esc).join(', ')}</p>${extras(p)}</div>`;
  const css = `body { font-family: ${fontFor(p, "'Nimbus Roman', serif")}; font-size: ${scan ? 11.5 : 10.5}pt; }
.wrap { padding: ${scan ? '14mm 16mm' : '12mm 14mm'}; } h1 { text-align: center; font-size: 24pt; margin: 0 0 1mm; font-variant: small-caps; }
.ct { text-align: center; font-size: 9.5pt; } h2 { font-variant: small-caps; font-size: 12pt; border-bottom: 1px solid #000; margin: 4mm 0 1.5mm; font-weight: normal; }
.r { display: flex; justify-content: space-between; } ul { margin: 0.5mm 0 1.5mm; padding-left: 6mm; } li { margin: 0.3mm 0; } p { margin: 1mm 0; }`;
  return { html: page(p, css, body) };
}

/** deedy: a narrow left column (contact, education, skills) and the experience on the right; name split in weights. */
function deedy(p, { accent }) {
  const t = lab(p);
  const body = `<h1><span class="g">${esc(ordered(p)[0])}</span><span class="f">${esc(ordered(p)[1])}</span></h1>
<div class="ct">${[p.email, p.phone, ...p.links.map((l) => l.value), p.address].map(esc).join('  |  ')}</div>
<div class="cols"><aside><h2>${esc(t.edu)}</h2>${p.education
    .map((e) => `<h3>${esc(e.school)}</h3><p>${esc(e.degree)}<br>${esc(e.dates)} | ${esc(e.place)}</p>`)
    .join('')}<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join(' • ')}</p>${details(p)}${extras(p)}</aside>
<main><h2>${esc(t.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<h3>${esc(j.org)} <span class="pl">| ${esc(j.title)}</span></h3><div class="dt">${esc(j.dates)} | ${esc(j.place)}</div><ul>${bullets(j)}</ul>`,
    )
    .join('')}<h2>${esc(t.sum)}</h2><p>${esc(p.summary)}</p>${referees(p)}</main></div>`;
  const css = `body { font-family: ${fontFor(p, "'DejaVu Sans', sans-serif")}; font-size: 9pt; padding: 12mm 12mm; color: #333; }
h1 { text-align: center; font-size: 32pt; margin: 0; font-weight: 200; } .g { font-weight: 200; color: #555; } .f { font-weight: 700; color: #111; }
.ct { text-align: center; font-size: 8pt; margin: 1mm 0 4mm; } .cols { display: flex; gap: 6mm; } aside { width: 33%; } main { width: 67%; }
h2 { text-transform: uppercase; font-weight: 300; color: ${accent}; font-size: 13pt; margin: 3mm 0 1mm; letter-spacing: 1px; }
h3 { font-size: 10pt; margin: 2mm 0 0; } .pl { font-weight: 300; } .dt { color: #777; font-size: 8pt; } ul { padding-left: 4mm; margin: 1mm 0; } p { margin: 1mm 0; }`;
  return { html: page(p, css, body), variants: [ordered(p).join('')] };
}

/** A Canva two-column design: name split over two lines, letter-spaced capitals, emoji before contacts, skill bars. */
function canva(p, { accent }) {
  const t = lab(p);
  const bar = (s, i) =>
    `<div class="sk"><span>${esc(s)}</span><div class="bar"><i style="width:${90 - ((i * 13) % 45)}%"></i></div></div>`;
  const body = `<div class="side"><div class="photo">${esc((p.given[0] ?? '') + (p.family[0] ?? ''))}</div>
<h2>${esc(t.pers)}</h2><p>✆ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌖ ${esc(p.address)}</p>${p.links.map((l) => `<p>${l.kind === 'domain' ? '⌂' : 'in'} ${esc(l.value)}</p>`).join('')}${details(p)}
<h2>${esc(t.skills)}</h2>${p.skills.map(bar).join('')}${extras(p, 'h2')}</div>
<div class="main"><div class="nm"><div>${esc(ordered(p)[0])}</div><div class="f">${esc(ordered(p)[1])}</div></div><div class="ti">${esc(p.title)}</div>
<h3>${esc(t.sum)}</h3><p>${esc(p.summary)}</p><h3>${esc(t.exp)}</h3>${p.jobs
    .map(
      (j) =>
        `<div class="job"><b>${esc(j.title)}</b><div class="org">${esc(j.org)} · ${esc(j.place)} · ${esc(j.dates)}</div><ul>${bullets(j)}</ul></div>`,
    )
    .join('')}<h3>${esc(t.edu)}</h3>${p.education
    .map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} — ${esc(e.dates)}</p>`)
    .join('')}${referees(p, 'h3')}</div>`;
  const css = `body { display: flex; font-family: ${fontFor(p, "'Noto Sans', sans-serif")}; font-size: 9pt; min-height: 297mm; }
.side { width: 68mm; background: ${accent}; color: #fff; padding: 12mm 7mm; } .main { flex: 1; padding: 14mm 10mm; }
.photo { width: 30mm; height: 30mm; border-radius: 50%; background: #fff3; margin: 0 auto 6mm; text-align: center; line-height: 30mm; font-size: 20pt; }
.nm { font-size: 28pt; text-transform: uppercase; letter-spacing: 6px; line-height: 1.05; font-weight: 300; } .nm .f { font-weight: 800; }
.ti { letter-spacing: 3px; text-transform: uppercase; color: ${accent}; margin: 2mm 0 6mm; }
h2 { font-size: 10pt; letter-spacing: 3px; text-transform: uppercase; border-bottom: 1px solid #fff8; margin-top: 6mm; }
h3 { font-size: 11pt; letter-spacing: 2px; text-transform: uppercase; color: ${accent}; margin: 5mm 0 2mm; }
.bar { height: 2mm; background: #fff4; margin: 0.5mm 0 2mm; } .bar i { display: block; height: 100%; background: #fff; }
.org { color: #666; font-size: 8.5pt; } ul { padding-left: 4mm; margin: 1mm 0 2mm; } p { margin: 1mm 0; word-wrap: break-word; }`;
  const spaced = (s) => [...s.toUpperCase()].join(' ');
  return { html: page(p, css, body), variants: [p.family.toUpperCase(), spaced(p.family)] };
}

/** Job-portal exports: the header glues the name to the next word, labelled fields, a table of jobs. */
const PORTAL = {
  en: {
    brand: 'naukri.com',
    glue: 'Active in last 7 days',
    fields: ['Mobile', 'Email', 'Current Location', 'Total Experience'],
  },
  de: {
    brand: 'StepStone Lebenslauf',
    glue: 'Verfügbar ab sofort',
    fields: ['Telefon', 'E-Mail', 'Anschrift', 'Berufserfahrung'],
  },
  zh: { brand: '前程无忧 51job.com', glue: '求职意向', fields: ['手机', '邮箱', '现居住地', '工作年限'] },
  ko: { brand: '사람인 이력서', glue: '경력', fields: ['휴대폰', '이메일', '주소', '총경력'] },
  vi: { brand: 'TopCV.vn', glue: 'Đang tìm việc', fields: ['Điện thoại', 'Email', 'Địa chỉ', 'Kinh nghiệm'] },
  es: { brand: 'Computrabajo', glue: 'Disponible', fields: ['Teléfono', 'Correo', 'Domicilio', 'Experiencia'] },
  fr: {
    brand: 'Indeed CV',
    glue: 'Disponible immédiatement',
    fields: ['Téléphone', 'E-mail', 'Adresse', 'Expérience'],
  },
};
function portal(p, { accent, scan }) {
  const t = lab(p);
  const pt = PORTAL[p.language] ?? PORTAL.en;
  const years = p.language === 'zh' ? '6年' : p.language === 'ko' ? '6년' : '6+ years';
  const body = `<div class="top"><span class="brand">${esc(pt.brand)}</span><span class="id">ID 41${p.phone.replace(/\D/g, '').slice(-3)}</span></div>
<div class="head"><span class="nm">${esc(fullName(p))}</span><span class="gl">${esc(pt.glue)}</span>${p.alt ? `<div class="alt">(${esc(p.alt)})</div>` : ''}<div class="ti">${esc(p.title)}</div></div>
<table class="kv"><tr><th>${esc(pt.fields[0])}</th><td>${esc(p.phone)}</td><th>${esc(pt.fields[1])}</th><td>${esc(p.email)}</td></tr>
<tr><th>${esc(pt.fields[2])}</th><td colspan="3">${esc(p.address)}</td></tr>${p.details.map((d) => `<tr><th>${esc(d.label)}</th><td colspan="3">${esc(d.value)}</td></tr>`).join('')}${p.links.map((l) => `<tr><th>${esc(l.label)}</th><td colspan="3">${esc(l.value)}</td></tr>`).join('')}</table>
${scan ? '' : `<h2>${esc(t.sum)}</h2><p>${esc(p.summary)}</p>`}
<h2>${esc(t.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><div class="jh"><b>${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div>${esc(j.title)} | ${esc(j.place)}</div><ul>${bullets(j)}</ul></div>`,
    )
    .join('')}
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<div class="jh"><b>${esc(e.school)}</b><span>${esc(e.dates)}</span></div><div>${esc(e.degree)}</div>`).join('')}
<h2>${esc(t.skills)}</h2><p>${p.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join(' ')}</p>${scan ? '' : extras(p)}`;
  const css = `body { font-family: ${fontFor(p, "'Liberation Sans', sans-serif")}; font-size: ${scan ? 11 : 9.5}pt; padding: ${scan ? '14mm 16mm' : '10mm 14mm'}; color: #222; }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid ${accent}; padding-bottom: 2mm; color: ${accent}; font-weight: bold; }
.id { color: #888; font-weight: normal; font-size: 8pt; } .head { margin: 4mm 0; } .nm { font-size: 20pt; font-weight: bold; }
.gl { font-size: 8pt; color: #fff; background: ${accent}; padding: 0.5mm 2mm; border-radius: 2mm; } .ti { color: #555; }
table.kv { border-collapse: collapse; width: 100%; } .kv th { text-align: left; background: #f1f3f5; width: 24mm; padding: 1mm 2mm; font-weight: normal; color: #666; } .kv td { padding: 1mm 2mm; border-bottom: 1px solid #eee; }
h2 { font-size: 11pt; background: #f1f3f5; border-left: 3px solid ${accent}; padding: 1mm 2mm; margin: 4mm 0 2mm; }
.jh { display: flex; justify-content: space-between; } ul { margin: 1mm 0 2mm; padding-left: 5mm; } .tag { border: 1px solid #ccc; border-radius: 2mm; padding: 0 1.5mm; }`;
  void years;
  return { html: page(p, css, body), variants: [`${fullName(p)}${pt.glue}`] };
}

/** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), referees. */
const COAUTHORS = {
  en: [
    ['Okonjo, A.', 'Bellweather, T.'],
    ['R. Castellanos', 'H. Lindqvist'],
  ],
  fr: [
    ['Kerhervé, Y.', 'Dumoulin, P.'],
    ['A. Vasseur', 'M. Quéméner'],
  ],
  de: [
    ['Brüggemann, H.', 'Tjaden, K.'],
    ['S. Ahlers', 'J. Tammena'],
  ],
  es: [
    ['Sanchis, V.', 'Boluda, M.'],
    ['C. Ortuño', 'R. Tamarit'],
  ],
};
function academic(p, { accent }) {
  const t = lab(p);
  const initials = p.given
    .split(/\s+/)
    .map((g) => `${g[0]}.`)
    .join(' ');
  const inv = `${p.family}, ${initials}`;
  const fwd = `${initials} ${p.family}`;
  const [a, b] = COAUTHORS[p.language] ?? COAUTHORS.en;
  const pubs = [
    `${a[0]}, ${inv}, & ${a[1]} (2024). Field evidence on process reliability in regional operations. <i>Journal of Applied Practice</i>, 12(3), 211–229.`,
    `${b[0]}, ${fwd} and ${b[1]}. “Lessons from a multi-site rollout.” In <i>Proceedings of the Ada Lovelace Conference on Practice</i>, 2023, pp. 44–51.`,
    `${inv} (2022). Notes on measurement in the workplace. Working paper, ${esc(p.education[0].school)}.`,
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="ct">${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</div>
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>${esc(t.exp)}</h2>${p.jobs.map((j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)})</p><ul>${bullets(j)}</ul>`).join('')}
<h2>Publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join('; ')}</p>${extras(p)}${referees(p)}`;
  const css = `body { font-family: 'C059', 'Nimbus Roman', serif; font-size: 10.5pt; padding: 18mm 22mm; line-height: 1.35; }
h1 { font-size: 20pt; margin: 0; font-weight: normal; color: ${accent}; } .ct { font-size: 9.5pt; margin-bottom: 4mm; }
h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1px; border-bottom: 0.5px solid #888; margin: 5mm 0 2mm; }
p { margin: 1mm 0; } ol, ul { margin: 1mm 0; padding-left: 6mm; } li { margin: 1mm 0; }`;
  return { html: page(p, css, body), variants: [inv, fwd], others: [...a, ...b] };
}

/** A cover letter and the resume in one PDF: the sign-off names the candidate (nickname) and repeats the phone. */
const DATED = { en: '2 November 2026', fr: 'le 2 novembre 2026', es: '2 de noviembre de 2026', de: '2. November 2026' };
const LETTER = {
  en: [
    'Dear Hiring Manager,',
    'I am writing to apply for the advertised position. My experience at {org} matches what you describe, and I would welcome a conversation.',
    'Kind regards,',
    'Cover Letter',
  ],
  fr: [
    'Madame, Monsieur,',
    'Je me permets de vous adresser ma candidature. Mon expérience chez {org} correspond à votre besoin et je serais ravie d’en discuter.',
    'Bien cordialement,',
    'Lettre de motivation',
  ],
  es: [
    'Estimados señores:',
    'Les escribo para presentar mi candidatura. Mi experiencia en {org} encaja con lo que buscan y me encantaría conversar con ustedes.',
    'Atentamente,',
    'Carta de presentación',
  ],
  de: [
    'Sehr geehrte Damen und Herren,',
    'hiermit bewerbe ich mich auf die ausgeschriebene Stelle. Meine Erfahrung bei {org} passt zu Ihren Anforderungen.',
    'Mit freundlichen Grüßen',
    'Anschreiben',
  ],
};
function letter(p, opts) {
  const lt = LETTER[p.language] ?? LETTER.en;
  const sign = p.nick ? `${p.nick} ${p.family}` : `${p.given} ${p.family}`;
  const first = `<div class="letter"><h1>${esc(lt[3])}</h1><p>${esc(p.addressShort ?? p.address)}, ${esc(DATED[p.language] ?? DATED.en)}</p><p>${esc(lt[0])}</p><p>${esc(lt[1].replace('{org}', p.jobs[0].org))}</p><p>${esc(lt[2])}</p><p class="sig">${esc(sign)}</p><p>${esc(p.phone)} · ${esc(p.email)}</p></div>`;
  const cv = moderncv(p, opts);
  const html = cv.html
    .replace('<body>', `<body>${first}`)
    .replace(
      '</style>',
      '.letter { padding: 25mm 25mm; page-break-after: always; font-family: serif; font-size: 11pt; } .letter .sig { font-style: italic; font-size: 14pt; margin-top: 8mm; }</style>',
    );
  return { html, variants: [sign] };
}

/** A Word-like two-page resume: Calibri-like body, tables for dates, the name and page number in the footer. */
function wordfooter(p) {
  const t = lab(p);
  const body = `<div class="hd"><div class="nm">${esc(p.name.full.toUpperCase())}</div><div>${esc(p.address)}</div><div>${esc(p.phone)} • ${esc(p.email)}${p.links.map((l) => ` • ${esc(l.value)}`).join('')}</div></div>
<h2>${esc(t.sum)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(t.exp)}</h2>${p.jobs
    .map(
      (j) =>
        `<table><tr><td><b>${esc(j.org)}</b>, ${esc(j.place)}</td><td class="rt">${esc(j.dates)}</td></tr></table><div class="it">${esc(j.title)}</div><ul>${bullets(j)}</ul>`,
    )
    .join('')}
<h2>${esc(t.edu)}</h2>${p.education.map((e) => `<table><tr><td><b>${esc(e.school)}</b> — ${esc(e.degree)}</td><td class="rt">${esc(e.dates)}</td></tr></table>`).join('')}
<h2>${esc(t.skills)}</h2><ul class="cols">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
${p.details.length ? `<h2>${esc(t.pers)}</h2>${details(p)}` : ''}${extras(p)}<div class="brk"></div>${referees(p)}`;
  const css = `body { font-family: ${fontFor(p, "'Carlito', 'Liberation Sans', sans-serif")}; font-size: 11pt; padding: 0 20mm; }
.hd { text-align: center; border-bottom: 2px solid #000; padding-bottom: 2mm; } .nm { font-size: 18pt; font-weight: bold; letter-spacing: 2px; }
h2 { font-size: 12pt; text-transform: uppercase; margin: 5mm 0 1mm; color: #1f3864; border-bottom: 1px solid #1f3864; }
table { width: 100%; border-collapse: collapse; } .rt { text-align: right; } .it { font-style: italic; } ul { margin: 1mm 0 3mm; }
ul.cols { columns: 2; } .brk { page-break-after: always; }`;
  const who = p.name.full;
  return {
    html: page(p, css, body),
    variants: [p.name.full.toUpperCase()],
    footer: {
      template: `<div style="width:100%;font-size:8pt;font-family:sans-serif;text-align:center;color:#444">${esc(who)} – ${esc(t.page)} <span class="pageNumber"></span> ${esc(t.of)} <span class="totalPages"></span></div>`,
      text: (i, n) => [`${who} – ${t.page} ${i} ${t.of} ${n}`],
    },
  };
}

// ---- LibreOffice: a flat ODF with a footer, a table of personal details and a two-column table of jobs.
const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

function writer(p, { accent }) {
  const t = lab(p);
  const font = p.language === 'zh' ? 'Noto Sans CJK SC' : p.language === 'ko' ? 'Noto Sans CJK KR' : 'Liberation Serif';
  const lines = [];
  const para = (style, s) => {
    lines.push(s);
    return `<text:p text:style-name="${style}">${esc(s)}</text:p>`;
  };
  const cell = (s, style = 'Cell') =>
    `<table:table-cell office:value-type="string">${para(style, s)}</table:table-cell>`;
  const rows = (pairs) =>
    pairs.map(([a, b]) => `<table:table-row>${cell(a, 'Lbl')}${cell(b)}</table:table-row>`).join('');
  const table = (name, pairs) =>
    `<table:table table:name="${name}" table:style-name="Tbl"><table:table-column table:style-name="ColA"/><table:table-column table:style-name="ColB"/>${rows(pairs)}</table:table>`;
  let body = '';
  body += para('Name', p.name.full);
  body += para('Sub', p.title);
  body += table('Contact', [
    ['⌂', p.address],
    ['☎', p.phone],
    ['@', p.email],
    ...p.links.map((l) => [l.label, l.value]),
    ...p.details.map((d) => [d.label, d.value]),
  ]);
  body += para('H', t.sum);
  body += para('Body', p.summary);
  body += para('H', t.exp);
  for (const j of p.jobs) {
    body += table(`Job${body.length}`, [[j.dates, `${j.title} — ${j.org}, ${j.place}`]]);
    for (const b of j.bullets) body += para('Bullet', `– ${b}`);
  }
  body += para('H', t.edu);
  for (const e of p.education) body += table(`Edu${body.length}`, [[e.dates, `${e.degree}, ${e.school}, ${e.place}`]]);
  body += para('H', t.skills);
  body += para('Body', p.skills.join(' • '));
  for (const x of p.extra) {
    body += para('H', x.head);
    for (const i of x.items) body += para('Body', i);
  }
  if ((p.referees ?? []).length) {
    body += para('H', t.refs);
    for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  const foot = `${p.name.full} · ${t.cv}`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" style:font-name-asian="${font}" style:font-size-asian="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="22pt" fo:font-weight="bold" style:font-size-asian="22pt" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" style:font-size-asian="12.5pt" fo:color="${accent}" fo:text-transform="uppercase"/></style:style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.1cm"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Cell" style:family="paragraph"/>
<style:style style:name="Lbl" style:family="paragraph"><style:text-properties fo:color="#666666"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" style:font-size-asian="8pt" fo:color="#555555"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="ColA" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
<style:style style:name="ColB" style:family="table-column"><style:table-column-properties style:column-width="13.4cm"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Foot">${esc(foot)} · ${esc(t.page)} <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i) => `${foot} · ${t.page} ${i}`, variants: [] };
}

export const LAYOUTS = { moderncv, awesomecv, jake, deedy, canva, portal, academic, letter, wordfooter, writer };
