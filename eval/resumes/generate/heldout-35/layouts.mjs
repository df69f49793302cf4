// Held-out part 35: its own templates, in the looks a recruiter pulls from public repositories and job boards
// (LaTeX classes printed to PDF, Word and Canva exports, job-portal exports, LinkedIn's "Save to PDF", Europass,
// an academic CV, a cover letter with its resume, a CJK form, a flat ODF for LibreOffice). Each layout takes a
// person (./people.mjs) and returns the HTML (or the FODT) and what the page shows besides the person's own fields.
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const L = {
  en: {
    profile: 'Profile',
    exp: 'Experience',
    edu: 'Education',
    skills: 'Skills',
    more: 'Additional information',
    refs: 'References',
    contact: 'Contact',
    page: (i, n) => `Page ${i} of ${n}`,
    cv: 'Curriculum Vitae',
    pubs: 'Publications',
  },
  de: {
    profile: 'Profil',
    exp: 'Berufserfahrung',
    edu: 'Ausbildung',
    skills: 'Kenntnisse',
    more: 'Sonstiges',
    refs: 'Referenzen',
    contact: 'Kontakt',
    page: (i, n) => `Seite ${i} von ${n}`,
    cv: 'Lebenslauf',
    pubs: 'Publikationen',
  },
  fr: {
    profile: 'Profil',
    exp: 'Expérience professionnelle',
    edu: 'Formation',
    skills: 'Compétences',
    more: 'Informations complémentaires',
    refs: 'Références',
    contact: 'Coordonnées',
    page: (i, n) => `Page ${i}/${n}`,
    cv: 'Curriculum vitæ',
    pubs: 'Publications',
  },
  es: {
    profile: 'Perfil',
    exp: 'Experiencia profesional',
    edu: 'Formación',
    skills: 'Habilidades',
    more: 'Otros datos',
    refs: 'Referencias',
    contact: 'Contacto',
    page: (i, n) => `Página ${i} de ${n}`,
    cv: 'Hoja de vida',
    pubs: 'Publicaciones',
  },
  pt: {
    profile: 'Resumo',
    exp: 'Experiência',
    edu: 'Formação acadêmica',
    skills: 'Competências',
    more: 'Informações adicionais',
    refs: 'Referências',
    contact: 'Contato',
    page: (i, n) => `Página ${i} de ${n}`,
    cv: 'Currículo',
    pubs: 'Publicações',
  },
  zh: {
    profile: '个人简介',
    exp: '工作经历',
    edu: '教育背景',
    skills: '专业技能',
    more: '其他',
    refs: '推荐人',
    contact: '联系方式',
    page: (i, n) => `第${i}页 共${n}页`,
    cv: '个人简历',
    pubs: '论文',
  },
  ko: {
    profile: '자기소개',
    exp: '경력사항',
    edu: '학력사항',
    skills: '보유기술',
    more: '기타',
    refs: '추천인',
    contact: '연락처',
    page: (i, n) => `${i} / ${n}`,
    cv: '이력서',
    pubs: '논문',
  },
  vi: {
    profile: 'Mục tiêu nghề nghiệp',
    exp: 'Kinh nghiệm làm việc',
    edu: 'Học vấn',
    skills: 'Kỹ năng',
    more: 'Thông tin thêm',
    refs: 'Người tham chiếu',
    contact: 'Liên hệ',
    page: (i, n) => `Trang ${i}/${n}`,
    cv: 'Sơ yếu lý lịch',
    pubs: 'Bài báo',
  },
};
const lab = (p) => L[p.language] ?? L.en;
const given = (p) => p.name.full.split(' ')[0];
const family = (p) => p.name.full.split(' ').slice(1).join(' ');

const ICON = { gh: '\u2325', web: '\u2302', in: 'in', be: 'Bē', ig: '\u25ce', xing: 'X', wx: '\u2709', orcid: 'iD' };
const linkText = (l) => (l.kind === 'handle' && !l.value.startsWith('@') ? l.value : l.value);
const details = (p) => p.details.map((d) => `${esc(d.label)}: ${esc(d.value)}`);
const jobsHtml = (p, o = {}) =>
  p.jobs
    .map(
      (j) => `<div class="job">
  ${o.dateLeft ? `<div class="when">${esc(j.dates)}</div>` : ''}
  <div class="what"><b>${esc(j.title)}</b>${o.inline ? ', ' : '<br>'}<i>${esc(j.org)}</i>, ${esc(j.place)}${o.dateLeft ? '' : ` <span class="date">${esc(j.dates)}</span>`}
  <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`,
    )
    .join('\n');
const eduHtml = (p, o = {}) =>
  p.education
    .map(
      (e) =>
        `<div class="job">${o.dateLeft ? `<div class="when">${esc(e.dates)}</div>` : ''}<div class="what"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}${o.dateLeft ? '' : ` <span class="date">${esc(e.dates)}</span>`}</div></div>`,
    )
    .join('\n');
const refsHtml = (p) =>
  (p.referees ?? [])
    .map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>${esc(r.phone)}</p>`)
    .join('');
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;

export const LAYOUTS = {
  /** moderncv "classic": given name light, family name bold, dates in a left column, contact right-aligned with glyphs. */
  moderncv(p, { accent }) {
    const t = lab(p);
    const sec = (h) => `<h2><span class="bar"></span>${esc(h)}</h2>`;
    const html = page(
      `body{font-family:'DejaVu Serif',serif;font-size:10pt;color:#222;padding:16mm 16mm 12mm}
      .head{display:flex;justify-content:space-between}.nm{font-size:30pt;color:${accent};line-height:1.05}.nm .g{font-weight:300}.nm .f{font-weight:600}
      .ti{font-style:italic;color:#555;font-size:13pt}.ct{text-align:right;font-size:9pt;line-height:1.55}
      h2{font-weight:normal;color:${accent};font-size:13pt;display:flex;align-items:center;gap:8px;margin:14px 0 6px}.bar{display:inline-block;width:36mm;height:4px;background:${accent}}
      .job{display:flex;margin-bottom:6px}.when{width:36mm;flex:none;text-align:right;padding-right:10px;color:#555}.what{flex:1}ul{margin:2px 0 0 0;padding-left:14px}`,
      `<div class="head"><div><div class="nm"><span class="g">${esc(given(p))}</span><br><span class="f">${esc(family(p))}</span></div><div class="ti">${esc(p.title)}</div></div>
      <div class="ct">${esc(p.address)}<br>\u260e ${esc(p.phone)}<br>\u2709 ${esc(p.email)}${p.links.map((l) => `<br>${ICON[l.icon] ?? ''} ${esc(linkText(l))}`).join('')}${details(
        p,
      )
        .map((d) => `<br>${d}`)
        .join('')}</div></div>
      ${sec(t.profile)}<div class="job"><div class="when"></div><div class="what">${esc(p.summary)}</div></div>
      ${sec(t.exp)}${jobsHtml(p, { dateLeft: true })}${sec(t.edu)}${eduHtml(p, { dateLeft: true })}
      ${sec(t.skills)}<div class="job"><div class="when"></div><div class="what">${p.skills.map(esc).join(', ')}</div></div>
      ${sec(t.more)}${p.extra.map((x) => `<div class="job"><div class="when"></div><div class="what">${esc(x)}</div></div>`).join('')}`,
      p.language,
    );
    return { html };
  },

  /** awesome-cv: letter-spaced capitals, first name light and family name bold, icon row, a footer with the name. */
  awesome(p, { accent, scan }) {
    const t = lab(p);
    const html = page(
      `body{font-family:'Nimbus Sans','Helvetica',sans-serif;font-size:9.6pt;color:#333;padding:${scan ? '12mm 15mm' : '14mm 18mm 6mm'}}
      .nm{text-align:center;font-size:26pt;letter-spacing:1px}.nm .g{font-weight:300;color:#777}.nm .f{font-weight:700}
      .pos{text-align:center;color:${accent};font-size:9pt;letter-spacing:2px;margin:4px 0}.ic{text-align:center;font-size:8.5pt;color:#555}
      h2{font-size:14pt;margin:12px 0 4px;border-bottom:1px solid #ccc}h2 span{color:${accent}}
      .job{margin-bottom:6px}.date{float:right;color:${accent};font-style:italic}ul{margin:2px 0;padding-left:14px}`,
      `<div class="nm"><span class="g">${esc(given(p).toUpperCase())}</span> <span class="f">${esc(family(p).toUpperCase())}</span></div>
      <div class="pos">${esc(p.title.toUpperCase())}</div>
      <div class="ic">\u2316 ${esc(p.address)} | \u260f ${esc(p.phone)} | \u2709 ${esc(p.email)}${p.links.map((l) => ` | ${ICON[l.icon] ?? ''} ${esc(linkText(l))}`).join('')}</div>
      <h2><span>${esc(t.profile.slice(0, 3))}</span>${esc(t.profile.slice(3))}</h2><p>${esc(p.summary)}</p>
      <h2><span>${esc(t.exp.slice(0, 3))}</span>${esc(t.exp.slice(3))}</h2>${jobsHtml(p)}
      <h2><span>${esc(t.edu.slice(0, 3))}</span>${esc(t.edu.slice(3))}</h2>${eduHtml(p)}
      <h2><span>${esc(t.skills.slice(0, 3))}</span>${esc(t.skills.slice(3))}</h2><p>${p.skills.map(esc).join(' · ')}</p>
      ${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}${details(p)
        .map((d) => `<p>${d}</p>`)
        .join('')}`,
      p.language,
    );
    const footerText = (i) => [`2026-10 ${p.name.full} · ${t.cv} ${i}`];
    return {
      html,
      footer: scan
        ? undefined
        : {
            template: `<div style="font-size:7pt;width:100%;display:flex;justify-content:space-between;padding:0 18mm;color:#888;font-family:sans-serif"><span>2026-10 ${esc(p.name.full)} · ${esc(t.cv)} <span class="pageNumber"></span></span></div>`,
            text: footerText,
          },
    };
  },

  /** Jake's resume: centred bold name, one contact line with bare handles, small-caps rules, dense bullets. */
  jake(p) {
    const t = lab(p);
    const html = page(
      `body{font-family:'C059','Nimbus Roman',serif;font-size:10.5pt;padding:12mm 14mm}h1{text-align:center;font-size:24pt;margin:0;font-weight:700}
      .c{text-align:center;font-size:9.5pt}h2{font-variant:small-caps;font-size:12.5pt;border-bottom:1px solid #000;margin:10px 0 4px;font-weight:normal}
      .job{margin-bottom:4px}.date{float:right}ul{margin:1px 0;padding-left:18px}li{font-size:9.6pt}`,
      `<h1>${esc(p.name.full)}</h1><div class="c">${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(linkText(l))}`).join('')} | ${esc(p.addressShort)}</div>
      <h2>${esc(t.edu)}</h2>${eduHtml(p, { inline: true })}<h2>${esc(t.exp)}</h2>${jobsHtml(p, { inline: true })}
      <h2>Technical ${esc(t.skills)}</h2><p><b>Languages/Tools:</b> ${p.skills.map(esc).join(', ')}</p>
      <h2>Other</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`,
    );
    return { html };
  },

  /** Deedy two-column: huge letter-spaced name (first name thin), a narrow left column with education and links. */
  deedy(p, { accent }) {
    const t = lab(p);
    const html = page(
      `body{font-family:'Noto Sans',sans-serif;font-size:9.2pt;padding:12mm 12mm}.nm{font-size:34pt;letter-spacing:3px;text-align:center}.nm .g{font-weight:200}.nm .f{font-weight:700}
      .c{text-align:center;font-size:8.5pt;margin-bottom:8px;color:#444}.cols{display:flex;gap:8mm}.l{width:58mm;flex:none}.r{flex:1}
      h2{font-size:12pt;letter-spacing:2px;color:${accent};text-transform:uppercase;margin:10px 0 4px;font-weight:400}.date{display:block;color:#777;font-size:8pt}ul{padding-left:12px;margin:2px 0}.job{margin-bottom:6px}`,
      `<div class="nm"><span class="g">${esc(given(p))}</span><span class="f">${esc(family(p))}</span></div>
      <div class="c">${esc(p.email)} | ${esc(p.phone)} | ${p.links.map((l) => esc(linkText(l))).join(' | ')}</div>
      <div class="cols"><div class="l"><h2>${esc(t.edu)}</h2>${eduHtml(p)}<h2>Links</h2>${p.links.map((l) => `<div>${ICON[l.icon] ?? ''}:// <b>${esc(linkText(l))}</b></div>`).join('')}
      <h2>${esc(t.skills)}</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}<h2>${esc(t.more)}</h2>${p.extra.map((x) => `<div>${esc(x)}</div>`).join('')}${details(
        p,
      )
        .map((d) => `<div>${d}</div>`)
        .join('')}<div>${esc(p.address)}</div></div>
      <div class="r"><h2>${esc(t.exp)}</h2>${jobsHtml(p)}<h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p></div></div>`,
      p.language,
    );
    return { html, variants: [`${given(p)}${family(p)}`] };
  },

  /** A Word CV over two pages: name in capitals, personal details table, referees, a footer with name and page number. */
  word2page(p) {
    const t = lab(p);
    const html = page(
      `@page{size:A4;margin:18mm 20mm}body{font-family:'Liberation Serif','Nimbus Roman',serif;font-size:11.5pt;line-height:1.4}
      h1{font-size:17pt;text-align:center;margin:0 0 4px;letter-spacing:1px}.c{text-align:center}h2{font-size:12pt;text-transform:uppercase;border-bottom:1.5px solid #000;margin:16px 0 6px}
      table{border-collapse:collapse}td{padding:2px 10px 2px 0;vertical-align:top}.date{font-style:italic}ul{margin:3px 0}.job{margin-bottom:10px}.ref{display:inline-block;width:48%;vertical-align:top}`,
      `<h1>${esc(p.name.full.toUpperCase())}</h1><div class="c">${esc(p.address)}<br>Tel: ${esc(p.phone)} &nbsp;•&nbsp; Email: ${esc(p.email)}</div>
      ${p.details.length ? `<h2>${esc(t.more)}</h2><table>${p.details.map((d) => `<tr><td>${esc(d.label)}:</td><td>${esc(d.value)}</td></tr>`).join('')}</table>` : ''}
      <h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t.exp)}</h2>${jobsHtml(p)}
      <h2>${esc(t.edu)}</h2>${eduHtml(p)}<h2>${esc(t.skills)}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
      ${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
      <h2 style="page-break-before:always">${esc(t.refs)}</h2>${refsHtml(p) || '<p>Available on request.</p>'}
      <p>${esc(p.name.full)}<br>${esc(p.addressShort)}, 2026</p>`,
      p.language,
    );
    return {
      html,
      footer: {
        template: `<div style="font-size:8pt;width:100%;text-align:center;font-family:serif">${esc(p.name.full)} – ${esc(t.cv)} – ${t.page('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</div>`,
        text: (i, n) => [`${p.name.full} – ${t.cv} – ${t.page(i, n)}`],
      },
    };
  },

  /** Canva two-column: coloured sidebar with photo circle, name split over two lines and letter-spaced, skill dots. */
  canva(p, { accent }) {
    const t = lab(p);
    const spaced = (w) => w.toUpperCase().split('').join(' ');
    const bar = (i) => `<span class="dots">${'●'.repeat(5 - (i % 3))}${'○'.repeat(i % 3)}</span>`;
    const html = page(
      `body{font-family:'Noto Sans',sans-serif;font-size:9.5pt;display:flex;min-height:297mm}.side{width:70mm;background:${accent};color:#fff;padding:14mm 8mm}
      .ph{width:34mm;height:34mm;border-radius:50%;background:#ddd;margin:0 auto 10px}.main{flex:1;padding:16mm 12mm}
      .nm{font-size:27pt;letter-spacing:6px;line-height:1.1;text-transform:uppercase}.nm b{display:block}.ti{letter-spacing:3px;color:${accent};margin:6px 0 14px;text-transform:uppercase;font-size:9pt}
      h2{font-size:10.5pt;letter-spacing:3px;text-transform:uppercase;border-bottom:2px solid ${accent};padding-bottom:2px}.side h2{border-color:#fff}
      .dots{float:right;letter-spacing:1px}.it{margin:4px 0;overflow-wrap:anywhere}ul{padding-left:14px;margin:2px 0}.job{margin-bottom:8px}.date{display:block;color:#666;font-size:8.5pt}`,
      `<div class="side"><div class="ph"></div><h2>${esc(t.contact)}</h2><div class="it">\u{1F4DE} ${esc(p.phone)}</div><div class="it">\u2709 ${esc(p.email)}</div><div class="it">\u{1F4CD} ${esc(p.address)}</div>
      ${p.links.map((l) => `<div class="it">${ICON[l.icon] ?? ''} ${esc(linkText(l))}</div>`).join('')}${details(p)
        .map((d) => `<div class="it">${d}</div>`)
        .join('')}
      <h2>${esc(t.skills)}</h2>${p.skills.map((s, i) => `<div class="it">${esc(s)} ${bar(i)}</div>`).join('')}<h2>${esc(t.more)}</h2>${p.extra.map((x) => `<div class="it">${esc(x)}</div>`).join('')}</div>
      <div class="main"><div class="nm">${esc(spaced(given(p)))}<b>${esc(family(p))}</b></div><div class="ti">${esc(p.title)}</div>
      <h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t.exp)}</h2>${jobsHtml(p)}<h2>${esc(t.edu)}</h2>${eduHtml(p)}</div>`,
      p.language,
    );
    return { html, variants: [spaced(given(p))] };
  },

  /** A job-portal export (Naukri-, StepStone-, Zhaopin-, TopCV-, Indeed-like): a site banner, the name run into the headline. */
  portal(p, { accent }) {
    const t = lab(p);
    const site = { IN: 'naukri', DE: 'StepStone', CN: '智联招聘', VN: 'TopCV', PH: 'Indeed' }[p.locale] ?? 'jobs';
    const glued = `${p.name.full.split(' ').slice(-1)[0]}${p.title.split(' ')[0]}`;
    const html = page(
      `body{font-family:'Noto Sans','Noto Sans CJK SC',sans-serif;font-size:9.5pt;color:#2b2b2b}.ban{background:${accent};color:#fff;padding:5mm 12mm;font-size:9pt}
      .box{padding:8mm 12mm}.nm{font-size:19pt;font-weight:700}.nm span{font-weight:400;font-size:11pt;color:#555}
      .kv{display:grid;grid-template-columns:30mm 1fr 30mm 1fr;gap:2px 8px;margin:8px 0;font-size:9pt}.kv div:nth-child(odd){color:#777}
      h2{font-size:11pt;background:#f1f1f1;padding:3px 6px;margin:12px 0 6px}.job{margin-bottom:6px}.date{color:#777;margin-left:6px}ul{padding-left:16px;margin:2px 0}
      .ft{font-size:7.5pt;color:#999;padding:0 12mm}`,
      `<div class="ban"><b>${esc(site)}</b> · Profile ID ${esc(p.locale)}-${(p.email.length * 7919) % 100000} · ${p.language === 'zh' ? '简历下载' : 'Resume export'} 2026-09-14</div>
      <div class="box"><div class="nm">${esc(p.name.full)}<span>${esc(p.title)}</span></div>
      <div class="kv"><div>${p.language === 'zh' ? '手机' : 'Mobile'}</div><div>${esc(p.phone)}</div><div>E-mail</div><div>${esc(p.email)}</div>
      <div>${p.language === 'zh' ? '现居地' : 'Address'}</div><div>${esc(p.address)}</div>${p.details.map((d) => `<div>${esc(d.label)}</div><div>${esc(d.value)}</div>`).join('')}
      ${p.links.map((l) => `<div>${ICON[l.icon] ?? 'Link'}</div><div>${esc(linkText(l))}</div>`).join('')}</div>
      <h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t.exp)}</h2>${jobsHtml(p, { inline: true })}
      <h2>${esc(t.edu)}</h2>${eduHtml(p, { inline: true })}<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
      ${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}${p.fatherName ? `<p>Father\u2019s Name: ${esc(p.fatherName)}</p>` : ''}
      <p>Place: ${esc(p.addressShort)}<br>(${esc(p.name.full)})</p></div>
      <div class="ft">${esc(site)} — this profile was downloaded by a registered recruiter.</div>`,
      p.language,
    );
    return { html, variants: [glued], others: p.fatherName ? [p.fatherName] : [] };
  },

  /** LinkedIn "Save to PDF": a grey left column (contact, top skills, languages), headline, durations, page footer. */
  linkedin(p) {
    const html = page(
      `@page{size:A4;margin:12mm 0}body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;display:flex}.l{width:62mm;background:#f3f2ef;padding:4mm 7mm;font-size:8.8pt}
      .r{flex:1;padding:4mm 10mm}.nm{font-size:24pt}.hl{font-size:11pt;margin:4px 0}.loc{color:#777}h3{font-size:12pt;margin:10px 0 4px}.l h3{font-size:11pt}
      .job{margin-bottom:8px}.job b{font-size:10.5pt}.date{display:block;color:#777}ul{list-style:none;padding:0;margin:2px 0}.it{overflow-wrap:anywhere;margin:3px 0}`,
      `<div class="l"><h3>Contact</h3><div class="it">${esc(p.phone)} (Mobile)</div><div class="it">${esc(p.email)}</div>${p.links.map((l) => `<div class="it">www.${esc(l.value)} (LinkedIn)</div>`).join('')}
      <h3>Top Skills</h3>${p.skills
        .slice(0, 3)
        .map((s) => `<div class="it">${esc(s)}</div>`)
        .join('')}<h3>Languages</h3>${p.extra.map((x) => `<div class="it">${esc(x)}</div>`).join('')}</div>
      <div class="r"><div class="nm">${esc(p.name.full)}</div><div class="hl">${esc(p.title)}</div><div class="loc">${esc(p.addressShort)}</div>
      <h3>Summary</h3><p>${esc(p.summary)}</p><h3>Experience</h3>${p.jobs.map((j) => `<div class="job"><b>${esc(j.org)}</b><br>${esc(j.title)}<span class="date">${esc(j.dates)}</span><span class="date">${esc(j.place)}</span><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
      <h3>Education</h3>${p.education.map((e) => `<div class="job"><b>${esc(e.school)}</b><br>${esc(e.degree)} · (${esc(e.dates)})</div>`).join('')}</div>`,
    );
    return {
      html,
      footer: {
        template: `<div style="font-size:8pt;width:100%;text-align:center;color:#777;font-family:sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
        text: (i, n) => [`Page ${i} of ${n}`],
      },
    };
  },

  /** Infographic: icon circles before contact items, skill bars in percent, a timeline. */
  infographic(p, { accent }) {
    const html = page(
      `body{font-family:'Nimbus Sans',sans-serif;font-size:9.5pt;padding:12mm}.top{display:flex;gap:10mm;align-items:center;border-bottom:3px solid ${accent};padding-bottom:6mm}
      .nm{font-size:30pt;font-weight:800;letter-spacing:-1px;line-height:.95}.ti{color:${accent};font-size:11pt}.ct div{margin:2px 0}.ic{display:inline-block;width:16px;height:16px;border-radius:50%;background:${accent};color:#fff;text-align:center;font-size:9px;line-height:16px;margin-right:5px}
      .grid{display:grid;grid-template-columns:1fr 62mm;gap:10mm;margin-top:6mm}.bar{height:6px;background:#eee;margin:2px 0 7px}.bar i{display:block;height:6px;background:${accent}}
      h2{font-size:12pt;color:${accent};margin:8px 0 4px}.job{border-left:2px solid ${accent};padding-left:8px;margin-bottom:8px}.date{display:block;font-size:8pt;color:#888}ul{padding-left:14px;margin:2px 0}`,
      `<div class="top"><div><div class="nm">${esc(given(p))}<br>${esc(family(p))}</div><div class="ti">${esc(p.title)}</div></div>
      <div class="ct"><div><span class="ic">\u260e</span>${esc(p.phone)}</div><div><span class="ic">@</span>${esc(p.email)}</div>${p.links.map((l) => `<div><span class="ic">${ICON[l.icon] ?? '•'}</span>${esc(linkText(l))}</div>`).join('')}<div><span class="ic">\u2302</span>${esc(p.address)}</div></div></div>
      <div class="grid"><div><h2>About</h2><p>${esc(p.summary)}</p><h2>Experience</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}</div>
      <div><h2>Skills</h2>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar"><i style="width:${92 - i * 9}%"></i></div>`).join('')}<h2>Recognition</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}</div></div>`,
    );
    return { html };
  },

  /** A cover letter and the resume in one PDF; the letter's sign-off repeats the name and phone. */
  cover(p, { accent }) {
    const t = lab(p);
    const es = p.language === 'es';
    const html = page(
      `@page{size:A4;margin:20mm 22mm}body{font-family:'DejaVu Serif',serif;font-size:10.5pt;line-height:1.45}.lt{page-break-after:always}
      .hd{border-bottom:2px solid ${accent};margin-bottom:10mm}.hd b{font-size:16pt}h2{font-size:11pt;color:${accent};text-transform:uppercase;margin:12px 0 4px}.job{margin-bottom:6px}.date{color:#666}ul{margin:2px 0}`,
      `<div class="lt"><div class="hd"><b>${esc(p.name.full)}</b><br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</div>
      <p>${es ? 'Quito, 2 de octubre de 2026' : 'October 2, 2026'}</p><p>${es ? 'Estimados señores:' : 'Dear Hiring Committee,'}</p>
      <p>${es ? `Me dirijo a ustedes para postular al cargo de ${esc(p.title)}. ${esc(p.summary)} En mi puesto actual en ${esc(p.jobs[0].org)} he superado las metas comerciales de forma constante.` : `I am writing to apply for the position advertised on your board. ${esc(p.summary)} At ${esc(p.jobs[0].org)} I have learned that good teaching starts with listening.`}</p>
      <p>${es ? 'Adjunto mi hoja de vida y quedo atenta a su respuesta.' : 'My resume follows. I would welcome the chance to meet.'}</p>
      <p>${es ? 'Atentamente,' : 'Sincerely,'}<br><br>${esc(given(p))}<br>${esc(p.name.full)}<br>${esc(p.phone)}</p></div>
      <div class="hd"><b>${esc(p.name.full)}</b> — ${esc(p.title)}</div><h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p>
      <h2>${esc(t.exp)}</h2>${jobsHtml(p)}<h2>${esc(t.edu)}</h2>${eduHtml(p)}<h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join(' • ')}</p>
      ${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}${details(p)
        .map((d) => `<p>${d}</p>`)
        .join('')}<h2>${esc(t.refs)}</h2>${refsHtml(p)}`,
      p.language,
    );
    return { html };
  },

  /** A plain ATS resume: one column, no styling beyond capitals and dashes, contact lines at the top. */
  ats(p, { scan }) {
    const html = page(
      `body{font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:${scan ? 9.5 : 10}pt;padding:${scan ? '12mm 16mm' : '16mm 20mm'};line-height:1.35}h2{font-size:inherit;margin:10px 0 2px}p{margin:2px 0}`,
      `<p>${esc(p.name.full.toUpperCase())}</p><p>${esc(p.address)}</p><p>${esc(p.phone)} / ${esc(p.email)}</p>${details(
        p,
      )
        .map((d) => `<p>${d}</p>`)
        .join('')}
      <h2>SUMMARY</h2><p>${esc(p.summary)}</p><h2>EXPERIENCE</h2>${p.jobs.map((j) => `<p>${esc(j.org)} -- ${esc(j.place)}</p><p>${esc(j.title)}, ${esc(j.dates)}</p>${j.bullets.map((b) => `<p>- ${esc(b)}</p>`).join('')}`).join('')}
      <h2>EDUCATION</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}
      <h2>SKILLS</h2><p>${p.skills.map(esc).join(', ')}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}
      ${(p.referees ?? []).length ? `<h2>REFERENCES</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.role)}, ${esc(r.phone)}</p>`).join('')}` : ''}`,
    );
    return { html };
  },

  /** An academic CV: publications with the candidate among co-authors ("Lastname, F." and "F. Lastname"), referees. */
  academic(p) {
    const [a, b, c] = p.coauthors;
    const fam = family(p);
    const ini = given(p)[0];
    const pubs = [
      `${fam}, ${ini}., ${a.split(' ').slice(-1)[0]}, ${a[0]}. and ${b.split(' ').slice(-1)[0]}, ${b[0]}. (2024). Uncertainty-aware sea-ice segmentation from Sentinel-1 SAR. <i>IEEE Transactions on Geoscience and Remote Sensing</i>, 62, 1–14.`,
      `${c[0]}. ${c.split(' ').slice(-1)[0]}, ${ini}. ${fam} and ${a[0]}. ${a.split(' ').slice(-1)[0]}. Label noise in ice charts. In <i>Proceedings of the Fridtjof Nansen Symposium</i>, Bergen, 2023.`,
      `${b.split(' ').slice(-1)[0]}, ${b[0]}., ${fam}, ${ini}. (2021). Bayesian change-point models for melt onset. <i>The Cryosphere</i>, 15, 4401–4420.`,
    ];
    const html = page(
      `@page{size:A4;margin:18mm 20mm}body{font-family:'Noto Serif',serif;font-size:10.5pt}h1{font-size:20pt;font-weight:400;margin:0}h2{font-size:11pt;font-variant:small-caps;margin:14px 0 4px;border-bottom:.5px solid #999}
      .job{margin-bottom:6px}.date{float:right}ol{padding-left:18px}li{margin-bottom:4px}.ref{display:inline-block;width:48%;vertical-align:top}ul{margin:2px 0}`,
      `<h1>${esc(p.name.full)}</h1><p>${esc(p.title)}<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)} · ${p.links.map((l) => esc(l.value)).join(' · ')}</p>
      <h2>Research interests</h2><p>${esc(p.summary)}</p><h2>Appointments</h2>${jobsHtml(p)}<h2>Education</h2>${eduHtml(p)}
      <h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
      <h2>Honours</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}<h2>Skills</h2><p>${p.skills.map(esc).join(', ')}</p>
      <h2>Referees</h2>${refsHtml(p)}`,
    );
    return { html, variants: [`${fam}, ${ini}.`, `${ini}. ${fam}`] };
  },

  /** Europass: the blue left labels, "ABOUT ME", language grid, surname in capitals. */
  europass(p) {
    const html = page(
      `body{font-family:'Noto Sans',sans-serif;font-size:9.5pt;padding:14mm 16mm}.hd{display:flex;gap:8mm;align-items:center;border-bottom:1px solid #0b4ea2;padding-bottom:4mm}
      .eu{color:#0b4ea2;font-weight:700;font-size:14pt}.nm{font-size:20pt;color:#0b4ea2}.row{display:flex;margin:3px 0}.k{width:40mm;flex:none;color:#0b4ea2;text-transform:uppercase;font-size:8pt;padding-top:2px}
      h2{color:#0b4ea2;font-size:11pt;text-transform:uppercase;border-bottom:1px solid #0b4ea2;margin:12px 0 4px}.job{margin-bottom:6px}.date{display:block;color:#666;font-size:8.5pt}ul{margin:2px 0;padding-left:16px}`,
      `<div class="hd"><div class="eu">europass</div><div class="nm">${esc(given(p))} ${esc(family(p).toUpperCase())}</div></div>
      <div class="row"><div class="k">Date of birth</div><div>${esc(p.details.find((d) => d.kind === 'date_of_birth')?.value ?? '')}</div></div>
      <div class="row"><div class="k">Nationality</div><div>${esc(p.details.find((d) => d.kind === 'nationality')?.value ?? '')}</div></div>
      <div class="row"><div class="k">Phone number</div><div>(+32) 476 28 91 53 (Mobile)</div></div>
      <div class="row"><div class="k">Email address</div><div>${esc(p.email)}</div></div>
      <div class="row"><div class="k">Address</div><div>${esc(p.address)} (Home)</div></div>
      <h2>About me</h2><p>${esc(p.summary)}</p><h2>Work experience</h2>${p.jobs.map((j) => `<div class="job"><span class="date">${esc(j.dates)} ${esc(j.place)}, Belgium</span><b>${esc(j.title.toUpperCase())}</b> ${esc(j.org)}<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`).join('')}
      <h2>Education and training</h2>${p.education.map((e) => `<div class="job"><span class="date">${esc(e.dates)} ${esc(e.place)}, Belgium</span><b>${esc(e.degree.toUpperCase())}</b> ${esc(e.school)}</div>`).join('')}
      <h2>Language skills</h2>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}<h2>Digital skills</h2><p>${p.skills.map(esc).join(' | ')}</p>`,
    );
    return { html, variants: [`${given(p)} ${family(p).toUpperCase()}`] };
  },

  /** A Chinese or Korean resume form: a bordered table of personal data with a photo box, then sections. */
  cjkform(p, { scan }) {
    const t = lab(p);
    const zh = p.language === 'zh';
    const html = page(
      `body{font-family:${zh ? "'Noto Sans CJK SC'" : "'Noto Sans CJK KR'"},sans-serif;font-size:${scan ? 10 : 10.5}pt;padding:${scan ? '10mm 14mm' : '14mm 16mm'}}h1{text-align:center;font-size:20pt;letter-spacing:${zh ? 8 : 4}px;margin:0 0 6px}
      table{width:100%;border-collapse:collapse}td{border:1px solid #555;padding:3px 6px}td.k{background:#eee;width:22mm;text-align:center}.photo{width:28mm;text-align:center;color:#999}
      h2{font-size:12pt;border-left:4px solid #333;padding-left:6px;margin:10px 0 4px}.job{margin-bottom:4px}.date{margin-left:8px;color:#555}ul{margin:2px 0;padding-left:16px}`,
      `<h1>${esc(t.cv)}</h1><table>
      <tr><td class="k">${zh ? '姓名' : '성명'}</td><td>${esc(p.name.full)}</td><td class="k">${zh ? '英文名' : '영문'}</td><td>${esc(p.name.variants[1])}</td><td class="photo" rowspan="4">${zh ? '照片' : '사진'}</td></tr>
      <tr>${p.details.map((d) => `<td class="k">${esc(d.label)}</td><td>${esc(d.value)}</td>`).join('')}${p.details.length < 2 ? '<td class="k">병역</td><td>해당없음</td>' : ''}</tr>
      <tr><td class="k">${zh ? '手机' : '휴대폰'}</td><td>${esc(p.phone)}</td><td class="k">${zh ? '邮箱' : '이메일'}</td><td>${esc(p.email)}</td></tr>
      <tr><td class="k">${zh ? '住址' : '주소'}</td><td colspan="3">${esc(p.address)}</td></tr></table>
      <h2>${esc(t.profile)}</h2><p>${esc(p.summary)}</p><h2>${esc(t.exp)}</h2>${jobsHtml(p, { inline: true })}<h2>${esc(t.edu)}</h2>${eduHtml(p, { inline: true })}
      <h2>${esc(t.skills)}</h2><p>${p.skills.map(esc).join('、')}</p>${p.extra.map((x) => `<p>${esc(x)}</p>`).join('')}`,
      p.language,
    );
    return { html };
  },

  /** A flat ODF for LibreOffice (exported to PDF, DOCX or DOC): Writer styles, a header table, a footer with the name and page numbers. */
  writer(p, { accent }) {
    const t = lab(p);
    const serif = /^(GB|DE|BE|NO|VN)$/.test(p.locale);
    const font = serif ? 'Liberation Serif' : 'Liberation Sans';
    const x = (s) => esc(s);
    const para = (style, text) => `<text:p text:style-name="${style}">${text}</text:p>`;
    const lines = [];
    const P = (style, text) => {
      lines.push(text);
      return para(style, x(text));
    };
    let body = '';
    body += P('Name', p.name.full);
    body += P('Sub', p.title);
    body += P('Contact', `${p.address} | ${p.phone} | ${p.email}`);
    for (const l of p.links) body += P('Contact', l.value);
    for (const d of p.details) body += P('Contact', `${d.label}: ${d.value}`);
    body += P('H', t.profile) + P('Body', p.summary);
    body += P('H', t.exp);
    for (const j of p.jobs) {
      body += P('Job', `${j.title} — ${j.org}, ${j.place}`) + P('Date', j.dates);
      for (const b of j.bullets) body += P('Bullet', `• ${b}`);
    }
    body += P('H', t.edu);
    for (const e of p.education) body += P('Job', `${e.degree}, ${e.school}, ${e.place}`) + P('Date', e.dates);
    body += P('H', t.skills) + P('Body', p.skills.join(', '));
    if (p.extra.length) {
      body += P('H', t.more);
      for (const e of p.extra) body += P('Body', e);
    }
    if ((p.referees ?? []).length) {
      body += P('H', t.refs);
      for (const r of p.referees) body += P('Body', `${r.name}, ${r.role}, ${r.phone}`);
    }
    const footerLabel = `${p.name.full} · ${t.cv}`;
    const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="${font}" fo:font-size="10.5pt" fo:language="${p.language}"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="${serif ? 'center' : 'start'}"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:text-align="${serif ? 'center' : 'start'}"/><style:text-properties fo:font-size="12pt" fo:font-style="italic"/></style:style>
<style:style style:name="Contact" style:family="paragraph"><style:paragraph-properties fo:text-align="${serif ? 'center' : 'start'}"/><style:text-properties fo:font-size="9.5pt"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase" fo:color="${accent}"/></style:style>
<style:style style:name="Job" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Date" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#777777"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.4cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${x(footerLabel)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>
`;
    return { fodt, lines, footerLine: (i, n) => `${footerLabel} · ${i}/${n}` };
  },
};
