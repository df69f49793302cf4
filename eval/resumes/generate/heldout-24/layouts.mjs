// Held-out part 24: its own templates. Each HTML layout returns { html, variants?, others?, links?, footer? } for
// ../heldout-run.mjs; `writer` returns a flat ODF document for LibreOffice with the lines it shows.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const upper = (s) => s.toLocaleUpperCase();

const L = {
  en: {
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    profile: 'Profile',
    extra: 'Achievements & activities',
    ref: 'References',
    pub: 'Publications',
    personal: 'Personal details',
    contact: 'Contact',
  },
  de: {
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    profile: 'Profil',
    extra: 'Sonstiges',
    ref: 'Referenzen',
    pub: 'Veröffentlichungen',
    personal: 'Persönliche Daten',
    contact: 'Kontakt',
  },
  fr: {
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    profile: 'Profil',
    extra: 'Distinctions',
    ref: 'Références',
    pub: 'Publications',
    personal: 'État civil',
    contact: 'Coordonnées',
  },
  pt: {
    exp: 'Experiência profissional',
    edu: 'Escolaridade',
    skills: 'Qualificações',
    profile: 'Objetivo',
    extra: 'Cursos complementares',
    ref: 'Referências',
    pub: 'Publicações',
    personal: 'Dados pessoais',
    contact: 'Contato',
  },
  es: {
    exp: 'Experiencia laboral',
    edu: 'Formación académica',
    skills: 'Habilidades',
    profile: 'Perfil',
    extra: 'Otros',
    ref: 'Referencias',
    pub: 'Publicaciones',
    personal: 'Datos personales',
    contact: 'Contacto',
  },
  zh: {
    exp: '实习经历',
    edu: '教育背景',
    skills: '专业技能',
    profile: '自我评价',
    extra: '获奖情况',
    ref: '推荐人',
    pub: '论文',
    personal: '个人信息',
    contact: '联系方式',
  },
  ko: {
    exp: '경력 및 실습',
    edu: '학력',
    skills: '자격 및 기술',
    profile: '자기소개',
    extra: '수상 및 활동',
    ref: '추천인',
    pub: '논문',
    personal: '인적 사항',
    contact: '연락처',
  },
  vi: {
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    profile: 'Mục tiêu nghề nghiệp',
    extra: 'Hoạt động',
    ref: 'Người tham chiếu',
    pub: 'Công bố',
    personal: 'Thông tin cá nhân',
    contact: 'Liên hệ',
  },
  ja: {
    exp: '職務経歴',
    edu: '学歴',
    skills: '資格・スキル',
    profile: '職務要約',
    extra: 'その他',
    ref: '推薦者',
    pub: '論文',
    personal: '個人情報',
    contact: '連絡先',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const detailsHtml = (p, sep = '<br>') => p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`).join(sep);
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const jobsHtml = (p, cls = '') =>
  p.jobs
    .map(
      (j) =>
        `<div class="job ${cls}"><div class="jh"><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)}<span class="dt">${esc(j.dates)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
const eduHtml = (p) =>
  p.education
    .map((e) => `<div class="ed"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div>`)
    .join('');
const refsHtml = (p) =>
  (p.referees ?? []).map((r) => `<div class="ref">${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</div>`).join('');
const listHtml = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');

function split(full) {
  const parts = full.split(' ');
  return [parts.slice(0, -1).join(' '), parts.at(-1)];
}

/** A moderncv "classic"-like CV: given name light, family name bold, contact lines with glyphs on the right. */
export function latex(p, { accent }) {
  const l = lab(p);
  const [given, family] = split(p.name.full);
  const glyph = { handle: '', domain: '🌐', link: 'in' };
  const links = p.links.map((k) => `<div><span class="g">${glyph[k.kind]}</span> ${esc(k.value)}</div>`).join('');
  const sect = (t, body) => (body ? `<section><h2><span class="bar"></span>${esc(t)}</h2>${body}</section>` : '');
  const body = `<header><div><div class="nm"><span class="gv">${esc(given)}</span> <span class="fm">${esc(family)}</span></div><div class="hl">${esc(p.headline)}</div></div>
  <div class="ct"><div>${esc(p.address)}</div><div><span class="g">☎</span> ${esc(p.phone)}</div><div><span class="g">✉</span> ${esc(p.email)}</div>${links}${p.details.length ? `<div>${detailsHtml(p, ' · ')}</div>` : ''}</div></header>
  ${sect(l.profile, `<p>${esc(p.summary)}</p>`)}${sect(l.edu, eduHtml(p))}${sect(l.exp, jobsHtml(p))}
  ${sect(l.skills, `<p>${p.skills.map(esc).join(' · ')}</p>`)}${sect(l.extra, listHtml(p.extra))}
  ${sect(l.pub, listHtml(p.publications ?? []))}${sect(l.ref, refsHtml(p))}`;
  const css = `body{font-family:'C059','Nimbus Roman',serif;font-size:10.5pt;color:#222;padding:16mm 17mm}header{display:flex;justify-content:space-between;gap:10mm;margin-bottom:6mm}
  .nm{font-size:26pt;color:${accent}}.gv{font-weight:300}.fm{font-weight:700}.hl{font-style:italic;color:#555;margin-top:2mm;max-width:95mm}
  .ct{text-align:right;font-size:9pt;line-height:1.45}.g{font-family:'DejaVu Sans';color:${accent}}
  h2{font-size:13pt;color:${accent};font-weight:400;display:flex;align-items:center;gap:3mm;margin:5mm 0 2mm}.bar{display:inline-block;width:22mm;height:3mm;background:${accent}}
  .jh{display:flex;justify-content:space-between;gap:4mm}.dt{font-style:italic;white-space:nowrap}ul{margin:1mm 0 2mm 4mm;padding-left:4mm}.ed{margin-bottom:2mm}.ref{display:inline-block;width:48%;vertical-align:top;margin-top:1mm}`;
  return { html: page(css, body, p.language) };
}

/** A plain, ATS-friendly resume: monospace-ish, capital headings, everything in one column. */
export function ats(p, { scan }) {
  const l = lab(p);
  const caps = upper(p.name.full);
  const body = `<h1>${esc(caps)}</h1><p class="c">${esc(p.address)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((k) => ` | ${esc(k.value)}`).join('')}</p>
  ${p.details.length ? `<p class="c">${detailsHtml(p, ' | ')}</p>` : ''}
  <h2>${esc(upper(l.profile))}</h2><p>${esc(p.headline)}. ${esc(p.summary)}</p>
  <h2>${esc(upper(l.exp))}</h2>${p.jobs.map((j) => `<p><b>${esc(upper(j.title))}</b> - ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)})</p>${j.bullets.map((b) => `<p class="b">- ${esc(b)}</p>`).join('')}`).join('')}
  <h2>${esc(upper(l.edu))}</h2>${p.education.map((e) => `<p>${esc(e.degree)} - ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
  <h2>${esc(upper(l.skills))}</h2><p>${p.skills.map(esc).join(', ')}</p>
  ${p.extra.length ? `<h2>${esc(upper(l.extra))}</h2>${p.extra.map((x) => `<p class="b">- ${esc(x)}</p>`).join('')}` : ''}
  ${(p.referees ?? []).length ? `<h2>${esc(upper(l.ref))}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  const css = `body{font-family:'Nimbus Mono PS','DejaVu Sans Mono',monospace;font-size:${scan ? 10.5 : 10}pt;padding:${scan ? '12mm 16mm' : '18mm 20mm'};color:#111}h1{font-size:15pt;margin:0 0 1mm}h2{font-size:11pt;margin:5mm 0 1mm;border-bottom:1px solid #111}p{margin:0.6mm 0}.b{padding-left:5mm}.c{font-size:9pt}`;
  return { html: page(css, body, p.language), variants: [caps] };
}

/** A two-page Word-like resume: Calibri-ish body, the name and page number in a printed footer. */
export function word2(p, { accent }) {
  const l = lab(p);
  const body = `<h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div>
  <table class="ct"><tr><td>📍 ${esc(p.address)}</td><td>📞 ${esc(p.phone)}</td><td>📧 ${esc(p.email)}</td></tr></table>
  ${p.details.length ? `<p class="dt">${detailsHtml(p, ' &nbsp;•&nbsp; ')}</p>` : ''}
  <h2>${esc(l.profile)}</h2><p>${esc(p.summary)}</p><p>${esc(p.summary)}</p>
  <h2>${esc(l.exp)}</h2>${jobsHtml(p)}
  <div class="pb"></div>
  <h2>${esc(l.edu)}</h2>${eduHtml(p)}
  <h2>${esc(l.skills)}</h2>${listHtml(p.skills)}
  ${p.extra.length ? `<h2>${esc(l.extra)}</h2>${listHtml(p.extra)}` : ''}
  ${(p.referees ?? []).length ? `<h2>${esc(l.ref)}</h2>${refsHtml(p)}` : `<h2>${esc(l.ref)}</h2><p>Available on request.</p>`}`;
  const css = `body{font-family:'Carlito','Noto Sans',sans-serif;font-size:11pt;padding:0 20mm;color:#1a1a1a;line-height:1.35}h1{font-size:22pt;margin:0;color:${accent}}.hl{font-size:12pt;color:#444}
  .ct{width:100%;font-size:9.5pt;margin:3mm 0;border-top:1px solid #bbb;border-bottom:1px solid #bbb}.ct td{padding:1.5mm 0}
  h2{font-size:12.5pt;color:${accent};border-bottom:2px solid ${accent};margin:6mm 0 2mm}.jh{display:flex;justify-content:space-between}.dt{color:#555}
  .pb{break-after:page}.ref{margin-bottom:3mm}.job{margin-bottom:3mm}ul{margin:1mm 0}`;
  const name = p.name.full;
  return {
    html: page(css, body, p.language),
    footer: {
      template: `<div style="font-size:8px;width:100%;padding:0 20mm;display:flex;justify-content:space-between;font-family:sans-serif"><span>${esc(name)} – Resume</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      text: (i, n) => [`${name} – Resume`, `Page ${i} of ${n}`],
    },
  };
}

/** A job-portal profile export: the name runs straight into the "Actively looking" badge, a side panel of facts. */
export function portal(p, { accent }) {
  const l = lab(p);
  const body = `<div class="top"><span class="logo">${esc(p.portal ?? 'talentboard')}</span><span class="gen">Profile exported ${esc(p.exported ?? '14 Nov 2026')}</span></div>
  <div class="card"><div class="av">${esc(p.name.full.slice(0, 1))}</div><div><h1>${esc(p.name.full)}</h1><span class="badge">${esc(p.badge ?? 'Actively looking')}</span>
  <div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div></div></div>
  <div class="grid"><aside><h3>${esc(l.contact)}</h3><p>${esc(p.phone)}<br>${esc(p.email)}${p.links.map((k) => `<br>${esc(k.value)}`).join('')}</p>
  ${p.details.length ? `<h3>${esc(l.personal)}</h3><p>${detailsHtml(p)}</p>` : ''}<h3>${esc(l.skills)}</h3><p>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</p></aside>
  <main><h2>About</h2><p>${esc(p.summary)}</p><h2>${esc(l.exp)}</h2>${jobsHtml(p)}<h2>${esc(l.edu)}</h2>${eduHtml(p)}${p.extra.length ? `<h2>${esc(l.extra)}</h2>${listHtml(p.extra)}` : ''}
  ${(p.publications ?? []).length ? `<h2>${esc(l.pub)}</h2>${listHtml(p.publications)}` : ''}</main></div>`;
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;padding:10mm 12mm}.top{display:flex;justify-content:space-between;color:#777;font-size:8pt;border-bottom:1px solid #ddd;padding-bottom:2mm}
  .logo{font-weight:700;color:${accent};font-size:12pt}.card{display:flex;gap:5mm;margin:5mm 0}.av{width:18mm;height:18mm;border-radius:50%;background:${accent};color:#fff;font-size:20pt;display:flex;align-items:center;justify-content:center}
  h1{display:inline;font-size:17pt;margin:0}.badge{background:#e7f5ea;color:#1d6b33;font-size:8pt;padding:0.5mm 2mm;border-radius:2mm}.hl{font-size:10.5pt;margin-top:1mm}.loc{color:#666}
  .grid{display:grid;grid-template-columns:52mm 1fr;gap:7mm}aside{background:#f5f6f8;padding:3mm;border-radius:2mm}h3{font-size:9.5pt;margin:2mm 0 1mm;color:${accent}}.chip{display:inline-block;border:1px solid #ccc;border-radius:3mm;padding:0 2mm;margin:0.5mm 0}
  h2{font-size:11pt;border-bottom:1px solid #ddd;margin:4mm 0 2mm}.jh{display:flex;flex-direction:column}.dt{color:#777}ul{margin:1mm 0;padding-left:5mm}`;
  return { html: page(css, body, p.language) };
}

const LETTERS = {
  de: (p) => ({
    place: `${p.addressShort.replace(/^\d+\s*/, '')}, 16. November 2026`,
    to: 'Sehr geehrte Damen und Herren,',
    body: [
      `mit großem Interesse habe ich Ihre Ausschreibung gelesen. Als ${p.headline} bringe ich mehrjährige Praxis mit.`,
      p.summary,
      'Über eine Einladung zu einem persönlichen Gespräch freue ich mich sehr.',
    ],
    close: 'Mit freundlichen Grüßen',
    subject: `Bewerbung als ${p.jobDescription}`,
  }),
  fr: (p) => ({
    place: 'Lyon, le 16 novembre 2026',
    to: 'Madame, Monsieur,',
    body: [
      `Actuellement ${p.headline.toLowerCase()}, je vous propose ma candidature au poste de ${p.jobDescription.toLowerCase()}.`,
      p.summary,
      'Je me tiens à votre disposition pour un entretien.',
    ],
    close: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    subject: `Objet : candidature au poste de ${p.jobDescription.toLowerCase()}`,
  }),
  ko: (p) => ({
    place: '2026년 11월 16일',
    to: '자기소개서',
    body: [
      '[성장 과정] 맞벌이 부모님 아래에서 자라며 책임감을 배웠습니다.',
      `[지원 동기] ${p.summary}`,
      '[입사 후 포부] 환자 곁을 지키는 간호사가 되겠습니다.',
    ],
    close: '지원자',
    subject: p.headline,
  }),
};

/** A cover letter (Anschreiben / lettre de motivation / 자기소개서) on page one, the CV on page two. */
export function letter(p, { accent }) {
  const l = lab(p);
  const t = LETTERS[p.language](p);
  const body = `<div class="pg"><div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
  <p class="pl">${esc(t.place)}</p><p class="su"><b>${esc(t.subject)}</b></p><p>${esc(t.to)}</p>${t.body.map((b) => `<p>${esc(b)}</p>`).join('')}
  <p>${esc(t.close)}</p><p class="sig">${esc(p.name.full)}</p></div>
  <div class="pg"><h1>${esc(p.language === 'ko' ? '이력서' : p.language === 'fr' ? 'Curriculum vitae' : 'Lebenslauf')}</h1>
  <table class="pd"><tr><th colspan="2">${esc(l.personal)}</th></tr><tr><td>Name</td><td>${esc(p.name.full)}</td></tr><tr><td>${esc(l.contact)}</td><td>${esc(p.phone)} · ${esc(p.email)}</td></tr>
  ${p.details.map((d) => `<tr><td>${esc(d.label)}</td><td>${esc(d.value)}</td></tr>`).join('')}</table>
  <h2>${esc(l.exp)}</h2>${p.jobs.map((j) => `<table class="cv"><tr><td class="d">${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${listHtml(j.bullets)}</td></tr></table>`).join('')}
  <h2>${esc(l.edu)}</h2>${p.education.map((e) => `<table class="cv"><tr><td class="d">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</td></tr></table>`).join('')}
  <h2>${esc(l.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.length ? `<h2>${esc(l.extra)}</h2>${listHtml(p.extra)}` : ''}
  <p class="pl">${esc(t.place)}</p></div>`;
  const css = `body{font-family:'P052','Noto Serif','Noto Serif CJK KR',serif;font-size:11pt;color:#222}.pg{padding:20mm 22mm;min-height:297mm;break-after:page}.from{font-size:9.5pt;text-align:right;color:#444}
  .pl{text-align:right}.su{margin-top:10mm}.sig{margin-top:12mm;font-style:italic}h1{font-size:20pt;color:${accent};border-bottom:1px solid ${accent}}h2{font-size:12pt;color:${accent};margin:5mm 0 1mm}
  .pd{border-collapse:collapse;width:100%}.pd td,.pd th{padding:1mm 2mm;text-align:left;border-bottom:1px solid #e2e2e2}.pd td:first-child{width:45mm;color:#555}.cv{width:100%}.cv td{vertical-align:top}.d{width:38mm;color:#555}ul{margin:1mm 0;padding-left:5mm}`;
  return { html: page(css, body, p.language) };
}

/** A Canva-like two-column design: the name split over two lines, letter-spaced capitals, skill bars and icons. */
export function canva(p, { accent }) {
  const l = lab(p);
  const [given, family] = split(p.name.full);
  const bars = p.skills
    .map(
      (s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - ((i * 13) % 45)}%"></i></div></div>`,
    )
    .join('');
  const body = `<div class="wrap"><aside><div class="ph">${esc(given.slice(0, 1))}${esc(family.slice(0, 1))}</div>
  <h3>${esc(upper(l.contact))}</h3><p>☏ ${esc(p.phone)}</p><p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address)}</p>${p.links.map((k) => `<p>◆ ${esc(k.value)}</p>`).join('')}
  ${p.details.length ? `<h3>${esc(upper(l.personal))}</h3>${p.details.map((d) => `<p>${esc(d.label)}: ${esc(d.value)}</p>`).join('')}` : ''}
  <h3>${esc(upper(l.skills))}</h3>${bars}</aside>
  <main><div class="g">${esc(upper(given))}</div><div class="f">${esc(upper(family))}</div><div class="hl">${esc(p.headline)}</div>
  <h2>${esc(upper(l.profile))}</h2><p>${esc(p.summary)}</p><h2>${esc(upper(l.exp))}</h2>${jobsHtml(p)}
  <h2>${esc(upper(l.edu))}</h2>${eduHtml(p)}${p.extra.length ? `<h2>${esc(upper(l.extra))}</h2>${listHtml(p.extra)}` : ''}
  ${(p.referees ?? []).length ? `<h2>${esc(upper(l.ref))}</h2>${refsHtml(p)}` : ''}</main></div>`;
  const css = `body{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#2b2b2b}.wrap{display:grid;grid-template-columns:62mm 1fr;min-height:297mm}
  aside{background:${accent};color:#fff;padding:14mm 6mm}.ph{width:30mm;height:30mm;border-radius:50%;border:2px solid #fff;margin:0 auto 6mm;display:flex;align-items:center;justify-content:center;font-size:22pt}
  aside p{margin:1mm 0;word-break:break-word}h3{letter-spacing:3px;font-size:9pt;border-bottom:1px solid rgba(255,255,255,.5);margin:6mm 0 2mm}.sk{margin:1.5mm 0}.bar{height:2mm;background:rgba(255,255,255,.3)}.bar i{display:block;height:100%;background:#fff}
  main{padding:16mm 10mm}.g{font-size:24pt;letter-spacing:6px;font-weight:300}.f{font-size:30pt;letter-spacing:6px;font-weight:800;color:${accent}}.hl{letter-spacing:1px;margin:2mm 0 4mm;color:#666}
  h2{font-size:10.5pt;letter-spacing:3px;color:${accent};margin:5mm 0 2mm}.jh{display:flex;flex-direction:column}.dt{color:#888;font-size:8.5pt}ul{padding-left:4mm;margin:1mm 0}.ref{margin-bottom:2mm}`;
  const [g, f] = [upper(given), upper(family)];
  return { html: page(css, body, p.language), variants: [g, f, upper(p.name.full)] };
}

const FORM = {
  es: {
    title: 'SOLICITUD DE EMPLEO',
    fam: 'Apellidos',
    giv: 'Nombre(s)',
    pos: 'Puesto solicitado',
    addr: 'Domicilio',
    tel: 'Teléfono',
    mail: 'Correo electrónico',
    sign: 'Firma del solicitante',
  },
  en: {
    title: 'PERSONAL DATA SHEET',
    fam: 'Surname',
    giv: 'First name / Middle name',
    pos: 'Position applied for',
    addr: 'Residential address',
    tel: 'Mobile no.',
    mail: 'E-mail address',
    sign: 'Signature over printed name',
  },
  zh: {
    title: '个人简历',
    full: '姓名',
    pos: '求职意向',
    addr: '家庭住址',
    tel: '手机',
    mail: '邮箱',
    sign: '本人承诺以上信息真实',
  },
  ko: {
    title: '이 력 서',
    full: '성명',
    pos: '지원 분야',
    addr: '주소',
    tel: '휴대전화',
    mail: '이메일',
    sign: '위의 기재 사항은 사실과 틀림없습니다',
  },
  ja: {
    title: '職 務 経 歴 書',
    full: '氏名',
    pos: '希望職種',
    addr: '現住所',
    tel: '携帯電話',
    mail: 'メール',
    sign: '以上',
  },
};
/** A boxed form (solicitud de empleo, Personal Data Sheet, 简历表格, 이력서, 職務経歴書): surname and given names in separate cells. */
export function form(p, { scan }) {
  const f = FORM[p.language] ?? FORM.en;
  const l = lab(p);
  const cjk = ['zh', 'ko', 'ja'].includes(p.language);
  const [fam, giv] =
    p.formName ??
    (cjk
      ? [p.name.full.replace(/\s/g, '').slice(0, 1), p.name.full.replace(/\s/g, '').slice(1)]
      : [p.name.full.split(' ').slice(-1)[0], p.name.full.split(' ').slice(0, -1).join(' ')]);
  const body = `<h1>${esc(f.title)}</h1><table>
  ${f.full ? `<tr><th>${esc(f.full)}</th><td colspan="3">${esc(p.name.full)}</td></tr>` : `<tr><th>${esc(f.fam)}</th><td>${esc(fam)}</td><th>${esc(f.giv)}</th><td>${esc(giv)}</td></tr>`}
  <tr><th>${esc(f.pos)}</th><td colspan="3">${esc(p.jobDescription)}</td></tr>
  <tr><th>${esc(f.addr)}</th><td colspan="3">${esc(p.address)}</td></tr>
  <tr><th>${esc(f.tel)}</th><td>${esc(p.phone)}</td><th>${esc(f.mail)}</th><td>${esc(p.email)}</td></tr>
  ${p.details.map((d) => `<tr><th>${esc(d.label)}</th><td colspan="3">${esc(d.value)}</td></tr>`).join('')}
  <tr class="s"><th colspan="4">${esc(l.edu)}</th></tr>${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td colspan="3">${esc(e.school)} — ${esc(e.degree)}</td></tr>`).join('')}
  <tr class="s"><th colspan="4">${esc(l.exp)}</th></tr>${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td colspan="3"><b>${esc(j.org)}</b>（${esc(j.place)}）${esc(j.title)}<br>${j.bullets.map(esc).join('<br>')}</td></tr>`).join('')}
  <tr class="s"><th colspan="4">${esc(l.skills)}</th></tr><tr><td colspan="4">${p.skills.map(esc).join('、 ')}</td></tr>
  <tr class="s"><th colspan="4">${esc(l.profile)}</th></tr><tr><td colspan="4">${esc(p.summary)}</td></tr>
  ${p.extra.length ? `<tr class="s"><th colspan="4">${esc(l.extra)}</th></tr><tr><td colspan="4">${p.extra.map(esc).join('<br>')}</td></tr>` : ''}
  ${(p.referees ?? []).length ? `<tr class="s"><th colspan="4">${esc(l.ref)}</th></tr>${p.referees.map((r) => `<tr><td colspan="2">${esc(r.name)}</td><td>${esc(r.title)}</td><td>${esc(r.phone)}</td></tr>`).join('')}` : ''}
  </table><p class="sg">${esc(f.sign)}</p>`;
  const font = cjk
    ? `'Noto Sans CJK ${p.language === 'zh' ? 'SC' : p.language === 'ko' ? 'KR' : 'JP'}','Noto Sans CJK JP',sans-serif`
    : `'Nimbus Sans','Noto Sans',sans-serif`;
  const css = `body{font-family:${font};font-size:${scan ? 10 : 9.5}pt;padding:${scan ? '10mm 12mm' : '14mm 14mm'};color:#000}h1{text-align:center;font-size:16pt;letter-spacing:4px;margin:0 0 4mm}
  table{width:100%;border-collapse:collapse}th,td{border:1px solid #000;padding:1.2mm 2mm;text-align:left;vertical-align:top}th{background:#eee;font-weight:600;width:${cjk ? 22 : 30}mm}.s th{background:#ccc;text-align:center}.sg{text-align:right;margin-top:6mm}`;
  return { html: page(css, body, p.language) };
}

const FOOT = {
  pageOf: (p) => (i, n) => `${p.name.full} · ${i}/${n}`,
  cv: () => (i, n) => `Curriculum Vitae – ${i} / ${n}`,
};
const xesc = (s) => esc(s).replace(/"/g, '&quot;');
/** A Google-Docs/Word-like document in flat ODF, for LibreOffice to write as PDF, DOCX or Word 97. */
export function writer(p, { accent }) {
  const l = lab(p);
  const paras = [];
  const add = (style, text) => paras.push([style, text]);
  add('Title', p.name.full);
  add('Sub', p.headline);
  add('Small', [p.address, p.phone, p.email, ...p.links.map((k) => k.value)].join('  |  '));
  for (const d of p.details) add('Small', `${d.label}: ${d.value}`);
  add('H', l.profile);
  add('P', p.summary);
  add('H', l.exp);
  for (const j of p.jobs) {
    add('B', `${j.title} — ${j.org}, ${j.place}`);
    add('Small', j.dates);
    for (const b of j.bullets) add('Li', `• ${b}`);
  }
  add('H', l.edu);
  for (const e of p.education) add('P', `${e.degree}, ${e.school}, ${e.place} (${e.dates})`);
  add('H', l.skills);
  add('P', p.skills.join(', '));
  if (p.extra.length) {
    add('H', l.extra);
    for (const x of p.extra) add('Li', `• ${x}`);
  }
  if ((p.referees ?? []).length) {
    add('H', l.ref);
    for (const r of p.referees) add('P', `${r.name}, ${r.title}, ${r.phone}`);
  }
  const foot = (p.footer === 'cv' ? FOOT.cv : FOOT.pageOf)(p);
  const font =
    { zh: 'Noto Sans CJK SC', ko: 'Noto Sans CJK KR', ja: 'Noto Sans CJK JP' }[p.language] ?? p.font ?? 'Carlito';
  const st = (name, props, text) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties fo:font-family="${xesc(font)}" style:font-family-asian="${xesc(font)}" ${text}/></style:style>`;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
${st('Title', 'fo:margin-bottom="0.1cm"', `fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"`)}
${st('Sub', 'fo:margin-bottom="0.15cm"', 'fo:font-size="12pt" fo:color="#555555"')}
${st('Small', 'fo:margin-bottom="0.05cm"', 'fo:font-size="9pt" fo:color="#444444"')}
${st('H', 'fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid #999999"', `fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"`)}
${st('B', 'fo:margin-top="0.15cm"', 'fo:font-size="10.5pt" fo:font-weight="bold"')}
${st('P', 'fo:margin-bottom="0.1cm"', 'fo:font-size="10.5pt"')}
${st('Li', 'fo:margin-left="0.5cm" fo:text-indent="-0.3cm"', 'fo:font-size="10.5pt"')}
${st('Foot', 'fo:text-align="center"', 'fo:font-size="8pt" fo:color="#666666"')}
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${
    p.footer === 'cv'
      ? 'Curriculum Vitae – <text:page-number text:select-page="current"/> / <text:page-count/>'
      : `${esc(p.name.full)} · <text:page-number text:select-page="current"/>/<text:page-count/>`
  }</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.map(([s, t]) => `<text:p text:style-name="${s}">${esc(t)}</text:p>`).join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines: paras.map(([, t]) => t), footerLine: foot };
}
