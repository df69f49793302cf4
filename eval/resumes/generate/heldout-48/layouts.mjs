// Held-out part 48's own templates: students' one-page resumes as career centres, LaTeX student templates, design
// tools and internship portals print them, and a Word-like flat ODF for LibreOffice. Each returns the HTML (or
// .fodt) and what the page shows beyond the person's own fields.
const SP = '\u3000'; // the ideographic space a Chinese form puts between fields
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LABELS = {
  en: {
    edu: 'Education',
    exp: 'Experience',
    skills: 'Skills',
    extra: 'Activities',
    refs: 'References',
    personal: 'Personal Details',
    contact: 'Contact',
    summary: 'Summary',
    cw: 'Relevant coursework',
  },
  zh: {
    edu: '教育背景',
    exp: '实习经历',
    skills: '专业技能',
    extra: '荣誉奖项',
    refs: '推荐人',
    personal: '个人信息',
    contact: '联系方式',
    summary: '自我评价',
    cw: '主修课程',
  },
  ko: {
    edu: '학력',
    exp: '경력 및 인턴',
    skills: '보유 기술',
    extra: '수상',
    refs: '추천인',
    personal: '인적 사항',
    contact: '연락처',
    summary: '자기소개',
    cw: '주요 과목',
  },
  vi: {
    edu: 'Học vấn',
    exp: 'Kinh nghiệm',
    skills: 'Kỹ năng',
    extra: 'Thành tích',
    refs: 'Người tham chiếu',
    personal: 'Thông tin cá nhân',
    contact: 'Liên hệ',
    summary: 'Mục tiêu',
    cw: 'Môn học',
  },
  de: {
    edu: 'Ausbildung',
    exp: 'Praxiserfahrung',
    skills: 'Kenntnisse',
    extra: 'Sonstiges',
    refs: 'Referenzen',
    personal: 'Persönliche Daten',
    contact: 'Kontakt',
    summary: 'Profil',
    cw: 'Schwerpunkte',
  },
  fr: {
    edu: 'Formation',
    exp: 'Expériences',
    skills: 'Compétences',
    extra: 'Activités',
    refs: 'Références',
    personal: 'Informations',
    contact: 'Contact',
    summary: 'Profil',
    cw: 'Cours',
  },
  es: {
    edu: 'Formación',
    exp: 'Experiencia',
    skills: 'Habilidades',
    extra: 'Logros',
    refs: 'Referencias',
    personal: 'Datos personales',
    contact: 'Contacto',
    summary: 'Perfil',
    cw: 'Materias',
  },
  pt: {
    edu: 'Formação',
    exp: 'Experiência',
    skills: 'Habilidades',
    extra: 'Prêmios',
    refs: 'Referências',
    personal: 'Dados pessoais',
    contact: 'Contato',
    summary: 'Objetivo',
    cw: 'Disciplinas',
  },
  id: {
    edu: 'Pendidikan',
    exp: 'Pengalaman',
    skills: 'Keahlian',
    extra: 'Penghargaan',
    refs: 'Referensi',
    personal: 'Data Diri',
    contact: 'Kontak',
    summary: 'Profil',
    cw: 'Mata kuliah',
  },
};
const L = (p) => LABELS[p.language] ?? LABELS.en;
const display = (p) => (p.latin && p.language !== 'zh' && p.language !== 'ko' ? p.latin : p.name.full);
const linkText = (l) => (l.kind === 'handle' ? `github.com/${l.value}` : l.value);
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const details = (p) => p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`);
const bullets = (items) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');

/** Harvard/OCS-like: centred serif name, one contact line, Education first, dates flush right. */
export function harvard(p, { accent }) {
  const l = L(p);
  const contact = [p.address, p.phone, p.email, ...p.links.map(linkText), ...details(p)].map(esc).join(' &bull; ');
  const entry = (a, b, c, d) =>
    `<div class="row"><b>${esc(a)}</b><span>${esc(b)}</span></div><div class="row"><i>${esc(c)}</i><span>${esc(d)}</span></div>`;
  const body = `<div class="pg"><h1>${esc(p.name.full)}${p.preferred ? ` <span class="pref">(Preferred name: ${esc(p.preferred)})</span>` : ''}</h1><p class="c">${contact}</p>
<h2>${l.edu}</h2>${p.education.map((e) => entry(e.school, e.place, e.degree, e.dates) + (e.gpa || e.coursework ? `<p>${esc([e.gpa, e.coursework && `${l.cw}: ${e.coursework}`].filter(Boolean).join('. '))}</p>` : '')).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => entry(j.org, j.place, j.title, j.dates) + bullets(j.bullets)).join('')}
${p.extra.map((x) => `<h2>${esc(x.title)}</h2>${bullets(x.items)}`).join('')}
<h2>${l.skills}</h2><p>${esc(p.skills.join(', '))}</p>
${p.referees.length ? `<h2>${l.refs}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  return {
    html: page(
      `.pg{padding:48px 60px;font:10.5pt 'Liberation Serif','Noto Serif CJK SC',serif;color:#111}h1{text-align:center;font-size:20pt;margin:0 0 4px;color:${accent}}.pref{font-size:10pt;font-weight:normal}.c{text-align:center;font-size:9.5pt;margin:0 0 8px}h2{font-size:11pt;text-transform:uppercase;border-bottom:1px solid #000;margin:12px 0 4px}.row{display:flex;justify-content:space-between}p{margin:2px 0}ul{margin:2px 0 6px;padding-left:20px}`,
      body,
      p.language,
    ),
  };
}

/** Jake's-resume-like LaTeX look: small-caps name, "|"-separated contact with bare handles, ruled sections. */
export function jakes(p, { accent }) {
  const l = L(p);
  const contact = [p.phone, p.email, ...p.links.map((k) => (k.kind === 'handle' ? `GitHub: ${k.value}` : k.value))]
    .map(esc)
    .join(' <span class="bar">|</span> ');
  const sub = (a, b, c, d) =>
    `<div class="sub"><div class="r"><b>${esc(a)}</b><span>${esc(b)}</span></div><div class="r"><i>${esc(c)}</i><i>${esc(d)}</i></div></div>`;
  const body = `<div class="pg"><div class="hd"><div class="nm">${esc(display(p))}</div><div class="ct">${contact}</div></div>
<h2>${l.edu}</h2>${p.education.map((e) => sub(e.school, e.place, [e.degree, e.gpa].filter(Boolean).join(', '), e.dates)).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => sub(j.title, j.dates, j.org, j.place) + bullets(j.bullets)).join('')}
${p.extra.length ? `<h2>${esc(p.extra[0].title)}</h2>${bullets(p.extra.flatMap((x) => x.items))}` : ''}
<h2>Technical Skills</h2><p><b>Languages &amp; tools:</b> ${esc(p.skills.join(', '))}</p>
<p class="addr">${esc(p.address)}</p></div>`;
  return {
    html: page(
      `.pg{padding:40px 52px;font:10.5pt 'Latin Modern Roman','CMU Serif','DejaVu Serif','Noto Serif CJK SC',serif}.hd{text-align:center}.nm{font-size:25pt;font-variant:small-caps;letter-spacing:.5px}.ct{font-size:9.5pt;margin:4px 0 6px}.bar{color:#777}h2{font-variant:small-caps;font-weight:normal;font-size:13pt;border-bottom:.8px solid #000;margin:10px 0 4px;color:${accent}}.sub{margin:4px 0 0 8px}.r{display:flex;justify-content:space-between}ul{margin:2px 0 4px 16px;padding-left:14px;font-size:10pt}p{margin:3px 8px}.addr{font-size:8.5pt;color:#555;text-align:right}`,
      body,
      p.language,
    ),
  };
}

/** Canva-like student design: coloured sidebar, name split over two lines and letter-spaced, emoji icons, skill bars. */
export function canva(p, { accent }) {
  const l = L(p);
  const given = p.given.toUpperCase().split('').join(' ');
  const family = p.family.toUpperCase();
  const items = [
    ['📞', p.phone],
    ['✉️', p.email],
    ['📍', p.address],
    ...p.links.map((k) => [k.kind === 'handle' ? '🐙' : '🔗', k.kind === 'handle' ? `@${k.value}` : k.value]),
    ...p.details.map((d) => ['•', `${d.label}: ${d.value}`]),
  ];
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`)
    .join('');
  const body = `<div class="wrap"><aside><div class="n1">${esc(given)}</div><div class="n2">${esc(family)}</div><div class="hl">${esc(p.headline)}</div>
<h3>${l.contact}</h3>${items.map(([i, t]) => `<p class="it"><span>${i}</span> ${esc(t)}</p>`).join('')}<h3>${l.skills}</h3>${bars}</aside>
<main>${p.preferred ? `<p class="hi">Hi, I'm ${esc(p.preferred)}!</p>` : ''}<h2>${l.edu}</h2>${p.education.map((e) => `<div class="e"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}${e.gpa ? `<br>${esc(e.gpa)}` : ''}</div>`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="e"><b>${esc(j.title)}</b> — ${esc(j.org)}<br><small>${esc(j.dates)} | ${esc(j.place)}</small>${bullets(j.bullets)}</div>`).join('')}
${p.extra.map((x) => `<h2>${esc(x.title)}</h2>${bullets(x.items)}`).join('')}</main></div>`;
  return {
    html: page(
      `.wrap{display:flex;min-height:1100px;font:10pt 'Liberation Sans','Noto Sans CJK SC',sans-serif}aside{width:34%;background:${accent};color:#fff;padding:34px 20px}main{width:66%;padding:34px 28px}.n1{font-size:15pt;letter-spacing:3px;font-weight:300}.n2{font-size:24pt;font-weight:bold;letter-spacing:2px;line-height:1.05;word-break:break-word}.hl{margin:8px 0 14px;font-size:9.5pt;opacity:.9}h3{font-size:10pt;letter-spacing:2px;text-transform:uppercase;border-bottom:1px solid #fff8;margin:14px 0 6px}.it{margin:4px 0;font-size:9pt;word-break:break-word}.sk{font-size:9pt;margin:4px 0}.bar{height:5px;background:#fff4;border-radius:3px}.bar i{display:block;height:5px;background:#fff;border-radius:3px}h2{color:${accent};font-size:13pt;margin:12px 0 4px}.e{margin:6px 0}ul{margin:3px 0;padding-left:16px}.hi{font-size:13pt;font-style:italic;color:#555}`,
      body,
      p.language,
    ),
  };
}

/** Internship-portal export (Handshake/Internshala-like): label-value rows; the name runs into the headline. */
export function portal(p, { accent }) {
  const l = L(p);
  const rows = [
    ['Email', p.email],
    ['Mobile', p.phone],
    ['Current location', p.addressShort ?? p.address],
    ['Permanent address', p.address],
    ...p.links.map((k) => [k.kind === 'handle' ? 'GitHub' : k.kind === 'domain' ? 'Portfolio' : 'LinkedIn', k.value]),
    ...p.details.map((d) => [d.label, d.value]),
  ];
  const body = `<div class="top"><span class="logo">intern<b>desk</b></span><span class="meta">Application profile · exported 24 Nov 2026</span></div>
<div class="pg"><div class="head"><span class="nm">${esc(display(p))}</span><span class="hl">${esc(p.headline)}</span></div>
<table>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${l.edu}</h2>${p.education.map((e) => `<div class="card"><b>${esc(e.school)}</b><div>${esc(e.degree)}</div><div class="g">${esc(e.dates)}${e.gpa ? ` · ${esc(e.gpa)}` : ''}</div></div>`).join('')}
<h2>Internships &amp; positions</h2>${p.jobs.map((j) => `<div class="card"><b>${esc(j.title)}</b><div>${esc(j.org)} · ${esc(j.place)}</div><div class="g">${esc(j.dates)}</div>${bullets(j.bullets)}</div>`).join('')}
<h2>${l.skills}</h2><div class="chips">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
${p.extra.length ? `<h2>Accomplishments</h2>${bullets(p.extra.flatMap((x) => x.items))}` : ''}</div>`;
  return {
    html: page(
      `body{font:10pt 'DejaVu Sans','Noto Sans CJK SC',sans-serif;color:#222}.top{display:flex;justify-content:space-between;background:#f3f5f8;padding:10px 40px;border-bottom:3px solid ${accent}}.logo{font-size:14pt}.meta{font-size:8pt;color:#666}.pg{padding:18px 40px}.nm{font-size:19pt;font-weight:bold}.hl{font-size:11pt;color:#555}.head{margin-bottom:8px}table{border-collapse:collapse;width:100%;font-size:9pt}th{text-align:left;width:30%;color:#666;font-weight:normal;padding:2px 0}td{padding:2px 0}h2{font-size:11.5pt;color:${accent};margin:12px 0 4px}.card{border:1px solid #dde;border-radius:6px;padding:6px 10px;margin:4px 0}.g{color:#777;font-size:8.5pt}.chips span{display:inline-block;border:1px solid #ccd;border-radius:10px;padding:1px 8px;margin:2px;font-size:9pt}ul{margin:3px 0;padding-left:18px}`,
      body,
      p.language,
    ),
  };
}

/** LinkedIn "Save to PDF"-like: side column of contact, top skills and honours; durations; page footer. */
export function linkedin(p, { accent }) {
  const l = L(p);
  const side = `<h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>${p.links.map((k) => `<p>${esc(k.kind === 'handle' ? `github.com/${k.value}` : k.value)}${k.kind === 'link' ? ' (LinkedIn)' : ''}</p>`).join('')}
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}${
    p.extra.length
      ? `<h3>Honors-Awards</h3>${p.extra
          .flatMap((x) => x.items)
          .map((s) => `<p>${esc(s)}</p>`)
          .join('')}`
      : ''
  }`;
  const main = `<div class="nm">${esc(display(p))}</div><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.addressShort ?? p.address)}</div>
<h2>${l.exp}</h2>${p.jobs.map((j) => `<div class="j"><div class="org">${esc(j.org)}</div><div>${esc(j.title)}</div><div class="g">${esc(j.dates)}</div><div class="g">${esc(j.place)}</div>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}</div>`).join('')}
<h2>${l.edu}</h2>${p.education.map((e) => `<div class="j"><div class="org">${esc(e.school)}</div><div>${esc(e.degree)} · (${esc(e.dates)})</div></div>`).join('')}`;
  const footerText = (i, n) => [`Page ${i} of ${n}`];
  return {
    html: page(
      `body{font:9.5pt 'Liberation Sans','Noto Sans CJK SC',sans-serif}.w{display:flex}.s{width:31%;background:#e9eef2;padding:30px 18px;min-height:1000px;font-size:9pt}.s p{margin:2px 0;word-break:break-word}.s h3{font-size:11pt;margin:14px 0 4px}.m{width:69%;padding:30px 26px}.nm{font-size:24pt}.hl{font-size:11pt;margin:4px 0}.loc{color:#777}h2{font-size:14pt;margin:16px 0 6px;color:${accent}}.org{font-weight:bold;font-size:11pt}.g{color:#666}.j{margin:8px 0}.j p{margin:3px 0}`,
      `<div class="w"><div class="s">${side}</div><div class="m">${main}</div></div>`,
      p.language,
    ),
    footer: {
      template:
        '<div style="width:100%;text-align:right;font-size:8px;color:#888;padding-right:24px">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      text: footerText,
    },
  };
}

/** A cover letter and a plain one-page resume in one PDF; the letter is signed with the name and preferred name. */
export function cover(p, { accent }) {
  const manager = p.manager ?? 'Hiring Manager';
  const letter = `<div class="pg lt"><p class="from">${esc(p.address)}<br>${esc(p.email)} · ${esc(p.phone)}</p><p>20 November 2026</p>
<p>Dear ${esc(manager)},</p><p>I am writing to apply for the graduate and internship opportunities in your team. As ${esc(p.headline.toLowerCase())}, I have spent the last year at ${esc(p.jobs[0].org)}, where ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))}</p>
<p>At ${esc(p.education[0].school)} I also learned to work with people very unlike me, and I would bring that to your team. I would welcome a conversation at your convenience.</p>
<p>Sincerely,</p><p class="sig">${esc(p.name.full)}</p>${p.preferred ? `<p>(I go by ${esc(p.preferred)})</p>` : ''}</div>`;
  const r = harvard(p, { accent });
  const resume = r.html.replace(/^.*<body>/s, '').replace(/<\/body>.*$/s, '');
  return {
    html: page(
      `.lt{padding:70px 80px;font:11pt 'Liberation Serif',serif;line-height:1.45}.from{text-align:right;font-size:9.5pt}.sig{font-family:'URW Chancery L','Z003',cursive;font-size:18pt;margin:4px 0}.brk{page-break-before:always}.pg{padding:48px 60px;font:10.5pt 'Liberation Serif',serif;color:#111}h1{text-align:center;font-size:20pt;margin:0 0 4px;color:${accent}}.pref{font-size:10pt;font-weight:normal}.c{text-align:center;font-size:9.5pt;margin:0 0 8px}h2{font-size:11pt;text-transform:uppercase;border-bottom:1px solid #000;margin:12px 0 4px}.row{display:flex;justify-content:space-between}p{margin:2px 0}.lt p{margin:0 0 10px}ul{margin:2px 0 6px;padding-left:20px}`,
      `${letter}<div class="brk">${resume}</div>`,
      p.language,
    ),
    others: p.manager ? [p.manager] : [],
  };
}

/** A Chinese 个人简历 table form (the kind a campus recruitment fair hands out), printed and scanned. */
export function cjkForm(p, { accent }) {
  const l = L(p);
  const rows = [
    ['姓名', p.name.full, '英文名', p.preferred ?? ''],
    ['手机', p.phone, '邮箱', p.email],
    ...p.details.reduce(
      (acc, d, i, all) =>
        i % 2 ? acc : [...acc, [d.label, d.value, all[i + 1]?.label ?? '', all[i + 1]?.value ?? '']],
      [],
    ),
    ['GitHub', p.links[0]?.value ?? '', '求职意向', p.headline.replace(/^.*：/, '')],
  ];
  const body = `<div class="pg"><h1>个 人 简 历</h1><table class="f">${rows.map((r) => `<tr>${r.map((c, i) => (i % 2 ? `<td>${esc(c)}</td>` : `<th>${esc(c)}</th>`)).join('')}</tr>`).join('')}<tr><th>通讯地址</th><td colspan="3">${esc(p.address)}</td></tr></table>
<h2>${l.edu}</h2>${p.education.map((e) => `<p><b>${esc(e.dates)}</b>${SP}${esc(e.school)}${SP}${esc(e.degree)}${SP}${esc(e.gpa ?? '')}</p>${e.coursework ? `<p>${l.cw}：${esc(e.coursework)}</p>` : ''}`).join('')}
<h2>${l.exp}</h2>${p.jobs.map((j) => `<p><b>${esc(j.dates)}</b>${SP}${esc(j.org)}${SP}${esc(j.title)}</p>${j.bullets.map((b) => `<p>· ${esc(b)}</p>`).join('')}`).join('')}
<h2>${l.skills}</h2><p>${esc(p.skills.join('、'))}</p>
<h2>${l.summary}</h2><p>性格开朗，学习能力强，具有良好的团队合作精神。</p></div>`;
  return {
    html: page(
      `.pg{padding:50px 56px;font:11pt 'Noto Serif CJK SC','Noto Sans CJK SC',serif}h1{text-align:center;font-size:20pt;letter-spacing:4px}table.f{width:100%;border-collapse:collapse}th,td{border:1px solid #333;padding:6px;font-size:10.5pt}th{background:#eee;width:14%;font-weight:normal}h2{font-size:13pt;border-left:5px solid ${accent};padding-left:8px;margin:16px 0 6px}p{margin:4px 0;line-height:1.5}`,
      body,
      'zh',
    ),
  };
}

// ---- Word-like flat ODF for LibreOffice (PDF, DOCX, DOC) ----
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

/** Word "Basic"/Google-Docs-like resume: name as title, contact lines, headings, tab-stopped dates, name and page in the footer. */
export function writer(p, { accent }) {
  const l = L(p);
  const lines = [];
  const paras = [];
  const para = (style, text) => {
    lines.push(
      ...String(text)
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    paras.push(`<text:p text:style-name="${style}">${esc(text)}</text:p>`);
  };
  const tabbed = (style, a, b) => {
    lines.push(`${a}\t${b}`.trim());
    paras.push(`<text:p text:style-name="${style}">${esc(a)}<text:tab/>${esc(b)}</text:p>`);
  };
  const font =
    p.language === 'zh' || p.language === 'ko' ? 'Noto Sans CJK SC' : p.serif ? 'Liberation Serif' : 'Carlito';
  if (p.splitName) {
    para('Title', p.given);
    para('Title', p.family.toUpperCase());
  } else para('Title', display(p));
  para('Sub', p.headline);
  para('Contact', [p.phone, p.email].join('  |  '));
  para('Contact', p.address);
  if (p.links.length) para('Contact', p.links.map(linkText).join('  |  '));
  if (p.details.length) para('Contact', details(p).join('  ·  '));
  para('H', l.edu);
  for (const e of p.education) {
    tabbed('Entry', e.school, e.dates);
    para('Body', [e.degree, e.gpa].filter(Boolean).join(' — '));
    if (e.coursework) para('Body', `${l.cw}: ${e.coursework}`);
  }
  para('H', l.exp);
  for (const j of p.jobs) {
    tabbed('Entry', `${j.title}, ${j.org}`, j.dates);
    para('Meta', j.place);
    for (const b of j.bullets) para('Bullet', `• ${b}`);
  }
  for (const x of p.extra) {
    para('H', x.title);
    for (const it of x.items) para('Bullet', `• ${it}`);
  }
  para('H', l.skills);
  para('Body', p.skills.join(', '));
  if (p.referees.length) {
    para('H', l.refs);
    for (const r of p.referees) {
      para('Body', r.name);
      para('Meta', r.title);
      para('Body', `Tel. ${r.phone}`);
    }
  }
  const footerName = display(p);
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="Noto Sans CJK SC" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
 <style:style style:name="Title" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:color="${accent}" style:font-size-asian="24pt"/></style:style>
 <style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Contact" style:family="paragraph"><style:text-properties fo:font-size="9.5pt" fo:color="#444444"/></style:style>
 <style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.75pt solid ${accent}" fo:keep-with-next="always"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="${accent}" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
 <style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
 <style:style style:name="Body" style:family="paragraph"/>
 <style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.3cm"/></style:style>
 <style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${esc(footerName)} — ${esc(p.email)} — <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${paras.join('\n')}
</office:text></office:body></office:document>
`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} — ${p.email} — ${i}/${n}` };
}
