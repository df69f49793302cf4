// Held-out part 27: its own templates. Each HTML layout returns { html, variants?, links?, others?, footer? } for
// ../heldout-run.mjs; `writer` returns a flat ODF document for LibreOffice ({ fodt, lines, footerLine }).
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEAD = {
  en: ['Profile', 'Experience', 'Education', 'Skills', 'References', 'Personal details'],
  de: ['Profil', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Referenzen', 'Persönliche Daten'],
  fr: ['Profil', 'Expérience professionnelle', 'Formation', 'Compétences', 'Références', 'Informations personnelles'],
  es: ['Perfil', 'Experiencia laboral', 'Formación académica', 'Habilidades', 'Referencias', 'Datos personales'],
  pt: ['Objetivo', 'Experiência profissional', 'Formação acadêmica', 'Competências', 'Referências', 'Dados pessoais'],
  nb: ['Profil', 'Arbeidserfaring', 'Utdanning', 'Ferdigheter', 'Referanser', 'Personalia'],
  zh: ['自我评价', '工作经历', '教育背景', '专业技能', '推荐人', '基本信息'],
  ko: ['자기소개', '경력사항', '학력사항', '보유기술', '추천인', '인적사항'],
  vi: ['Mục tiêu nghề nghiệp', 'Kinh nghiệm làm việc', 'Học vấn', 'Kỹ năng', 'Người tham chiếu', 'Thông tin cá nhân'],
  ja: ['自己PR', '職歴', '学歴', 'スキル', '推薦者', '基本情報'],
};
const H = (p) => HEAD[p.language] ?? HEAD.en;
const CJK = (p) => ['zh', 'ja', 'ko'].includes(p.language);
const FONT_CJK = { zh: "'Noto Sans CJK SC'", ja: "'Noto Serif CJK JP'", ko: "'Noto Sans CJK KR'" };

function page(body, css, p) {
  const lang = p.language === 'nb' ? 'no' : p.language;
  const cjk = CJK(p) ? `body{font-family:${FONT_CJK[p.language]},sans-serif}` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>CV</title><style>
@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0;color:#222}${css}${cjk}</style></head><body>${body}</body></html>`;
}
const details = (p) => p.details.map((d) => d.value);
const jobsHtml = (p, fmt) => p.jobs.map(fmt).join('');
const ul = (items, cls = '') => `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
const refsHtml = (p) =>
  p.referees.map((r) => `<p class="ref"><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('');

/** moderncv "classic": a date column on the left, given name light and family name bold, glyphs before contacts. */
function moderncv(p, { accent, scan }) {
  const parts = p.name.full.split(' ');
  const given = parts.slice(0, -1).join(' ');
  const family = parts.at(-1);
  const row = (l, r) => `<tr><td class="d">${esc(l)}</td><td>${r}</td></tr>`;
  const body = `<div class="wrap">
<div class="hd"><div><h1><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></h1><div class="t">${esc(p.headline)}</div></div>
<div class="c">✉ ${esc(p.email)}<br>☎ ${esc(p.phone)}<br>⌂ ${esc(scan ? p.addressShort : p.address)}${details(p)
    .map((d) => `<br>${esc(d)}`)
    .join('')}</div></div>
<h2>${H(p)[0]}</h2><p class="sum">${esc(p.summary)}</p>
<h2>${H(p)[1]}</h2><table>${jobsHtml(p, (j) => row(j.dates, `<b>${esc(j.title)}</b>, <i>${esc(j.org)}</i>, ${esc(j.place)}${ul(j.bullets)}`))}</table>
<h2>${H(p)[2]}</h2><table>${p.education.map((e) => row(e.dates, `<b>${esc(e.degree)}</b>, <i>${esc(e.school)}</i>, ${esc(e.place)}`)).join('')}</table>
<h2>${H(p)[3]}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.keep.length && !scan ? `<p class="sum">${esc(p.keep.at(-1))}</p>` : ''}
${p.referees.length ? `<h2>${H(p)[4]}</h2>${refsHtml(p)}` : ''}</div>`;
  const css = `body{font-family:'Latin Modern Roman','TeX Gyre Pagella','DejaVu Serif',serif;font-size:${scan ? 12.5 : 10.5}pt}
.wrap{padding:48px 56px;position:relative}h1{font-weight:400;font-size:30pt;margin:0;color:${accent}}.g{font-weight:300}.f{font-weight:700}
.t{font-style:italic;color:#666;font-size:13pt}.hd{display:flex;justify-content:space-between;gap:18px}.c{flex:0 0 210px;text-align:right;font-size:9.5pt;line-height:1.45}
h2{color:${accent};font-weight:400;font-size:14pt;border-bottom:1.5px solid ${accent};margin:18px 0 6px 140px}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}td.d{width:134px;text-align:right;color:#555;font-size:9.5pt}
ul{margin:2px 0;padding-left:16px}p{margin:4px 0 4px 140px}.ref{margin-left:140px}`;
  return { html: page(body, css, p) };
}

/** A Canva-like two-column design: coloured sidebar, letter-spaced name split over two lines, skill bars. */
function canva(p, { accent }) {
  const parts = p.name.full.split(' ');
  const first = parts[0];
  const rest = parts.slice(1).join(' ');
  const bars = p.skills
    .map((s, i) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${90 - i * 9}%"></i></div></div>`)
    .join('');
  const body = `<div class="side"><div class="ph">${esc(first[0])}</div>
<h3>CONTACT</h3><p>📞 ${esc(p.phone)}</p><p>📧 ${esc(p.email)}</p><p>📍 ${esc(p.address)}</p>
${p.links.map((l) => `<p>🔗 ${esc(l.value)}</p>`).join('')}${details(p)
    .map((d) => `<p>• ${esc(d)}</p>`)
    .join('')}
<h3>${H(p)[3].toUpperCase()}</h3>${bars}</div>
<div class="main"><div class="n1">${esc(first.toUpperCase())}</div><div class="n2">${esc(rest.toUpperCase())}</div><div class="hl">${esc(p.headline)}</div>
<h2>${H(p)[0]}</h2><p>${esc(p.summary)}</p><h2>${H(p)[1]}</h2>
${jobsHtml(p, (j) => `<div class="job"><div class="jt">${esc(j.title)}</div><div class="jo">${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</div>${ul(j.bullets)}</div>`)}
<h2>${H(p)[2]}</h2>${p.education.map((e) => `<div class="job"><div class="jt">${esc(e.degree)}</div><div class="jo">${esc(e.school)}, ${esc(e.place)} · ${esc(e.dates)}</div></div>`).join('')}
<p class="k">${p.keep.map(esc).join(' — ')}</p></div>`;
  const css = `body{font-family:'Montserrat','Open Sans','DejaVu Sans',sans-serif;font-size:9.5pt;display:flex;min-height:1120px}
.side{width:230px;background:${accent};color:#fff;padding:34px 20px;overflow-wrap:anywhere}.side p{margin:5px 0;font-size:8.8pt}
.ph{width:90px;height:90px;border-radius:50%;background:#fff3;font-size:40pt;text-align:center;line-height:90px;margin:0 auto 16px}
h3{letter-spacing:3px;font-size:10pt;border-bottom:1px solid #fff8;padding-bottom:3px;margin-top:22px}.sk{margin:6px 0;font-size:8.8pt}
.bar{height:5px;background:#fff4;border-radius:3px}.bar i{display:block;height:5px;background:#fff;border-radius:3px}
.main{flex:1;padding:40px 34px}.n1,.n2{letter-spacing:7px;font-size:24pt;line-height:1.1}.n1{font-weight:300}.n2{font-weight:800;color:${accent}}
.hl{letter-spacing:2px;text-transform:uppercase;color:#777;margin:6px 0 14px}h2{font-size:11pt;letter-spacing:3px;text-transform:uppercase;color:${accent};margin:16px 0 6px}
.job{margin-bottom:8px}.jt{font-weight:700}.jo{color:#666;font-size:8.8pt}ul{margin:3px 0;padding-left:14px}.k{color:#666;font-size:8.5pt;margin-top:18px}`;
  return { html: page(body, css, p), variants: [first.toUpperCase(), rest.toUpperCase()].filter((v) => v.length > 3) };
}

/** A job-portal export (Naukri / Computrabajo / StepStone-like): the name runs into the headline with no space. */
function portal(p, { accent }) {
  const kv = (k, v) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const body = `<div class="top"><span class="site">jobportal</span><span class="gen">Profile exported 14-Nov-2026 · ID 88${p.phone.replace(/\D/g, '').slice(-5)}</span></div>
<div class="wrap"><div class="nm"><b>${esc(p.name.full)}</b><span class="hd">${esc(p.headline)}</span></div>
<table class="kv">${kv('Email', p.email)}${kv('Mobile', p.phone)}${kv('Current Location', p.addressShort)}${kv('Address', p.address)}
${p.details.map((d) => kv(d.kind.replace(/_/g, ' '), d.value)).join('')}${p.links.map((l) => kv('Profile', l.value)).join('')}</table>
<h2>Resume Headline</h2><p>${esc(p.summary)}</p><h2>Key Skills</h2><p>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</p>
<h2>Employment</h2>${jobsHtml(p, (j) => `<div class="e"><b>${esc(j.title)}</b><br>${esc(j.org)}<br><small>${esc(j.dates)} | ${esc(j.place)}</small>${ul(j.bullets)}</div>`)}
<h2>Education</h2>${p.education.map((e) => `<div class="e"><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} <small>${esc(e.dates)}</small></div>`).join('')}
<h2>Accomplishments</h2><p>${p.keep.map(esc).join('; ')}</p></div>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;font-size:10pt}.top{background:${accent};color:#fff;padding:8px 30px;display:flex;justify-content:space-between}
.site{font-weight:700;font-size:14pt}.gen{font-size:8pt;opacity:.85}.wrap{padding:18px 30px}.nm b{font-size:18pt}.hd{font-size:12pt;color:#555}
.kv{border-collapse:collapse;margin:10px 0}.kv th{text-align:left;color:#777;font-weight:400;padding:2px 14px 2px 0;text-transform:capitalize}
h2{font-size:11pt;background:#f0f0f0;padding:4px 8px;margin:14px 0 6px}.chip{border:1px solid #bbb;border-radius:10px;padding:1px 7px;font-size:9pt}
.e{margin:6px 0}small{color:#666}ul{margin:2px 0;padding-left:18px}`;
  return { html: page(body, css, p), variants: [`${p.name.full}${p.headline}`] };
}

/** A plain ATS resume: one column, all-caps name, pipes between contacts, no graphics. */
function ats(p, { scan }) {
  const body = `<div class="wrap"><h1>${esc(p.name.full.toUpperCase())}</h1>
<p class="c">${esc(p.addressShort)} | ${esc(p.phone)} | ${esc(p.email)}${p.links.map((l) => ` | ${esc(l.value)}`).join('')}</p>
${scan ? '' : `<p class="c">${details(p).map(esc).join(' | ')}</p>`}
<h2>${H(p)[0].toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${H(p)[1].toUpperCase()}</h2>
${jobsHtml(p, (j) => `<p><b>${esc(j.org)}</b>, ${esc(j.place)} — ${esc(j.title)} (${esc(j.dates)})</p>${ul(j.bullets)}`)}
<h2>${H(p)[2].toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
<h2>${H(p)[3].toUpperCase()}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.referees.length ? `<h2>${H(p)[4].toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const css = `body{font-family:'Liberation Serif','Times New Roman',serif;font-size:${scan ? 12.5 : 11}pt}.wrap{padding:${scan ? 40 : 60}px 64px}
h1{text-align:center;font-size:17pt;margin:0}.c{text-align:center;margin:2px 0}h2{font-size:11pt;margin:14px 0 4px;border-bottom:1px solid #000}p{margin:3px 0}ul{margin:2px 0}`;
  return { html: page(body, css, p), variants: [p.name.full.toUpperCase()] };
}

/** A modern one-column resume with icon glyphs before contact items; handles printed without a URL. */
function icons(p, { accent }) {
  const glyph = { handle: '', domain: '🌐', link: 'in' };
  const body = `<header><div><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div></div>
<ul class="ct"><li>✆ ${esc(p.phone)}</li><li>@ ${esc(p.email)}</li><li>⚲ ${esc(p.addressShort)}</li>${p.links.map((l) => `<li><span class="g">${glyph[l.kind]}</span> ${esc(l.value)}</li>`).join('')}</ul></header>
<section><p class="sum">${esc(p.summary)}</p></section>
<section><h2>${H(p)[1]}</h2>${jobsHtml(p, (j) => `<div class="j"><div class="r"><b>${esc(j.title)}</b> <span>${esc(j.dates)}</span></div><div class="o">${esc(j.org)} — ${esc(j.place)}</div>${ul(j.bullets)}</div>`)}</section>
<section class="two"><div><h2>${H(p)[2]}</h2>${p.education.map((e) => `<p><b>${esc(e.school)}</b><br>${esc(e.degree)}<br><small>${esc(e.dates)}</small></p>`).join('')}</div>
<div><h2>${H(p)[3]}</h2><p>${p.skills.map((s) => `<span class="t">${esc(s)}</span>`).join(' ')}</p><p><small>${p.keep.map(esc).join(' · ')}</small></p></div></section>`;
  const css = `body{font-family:'Inter','Noto Sans','DejaVu Sans',sans-serif;font-size:9.8pt;padding:40px 48px}
header{display:flex;justify-content:space-between;border-bottom:3px solid ${accent};padding-bottom:10px}h1{margin:0;font-size:24pt;color:${accent}}
.hl{font-size:11pt;color:#555}.ct{list-style:none;margin:0;padding:0;font-size:9pt;text-align:right}.g{font-family:'Font Awesome 6 Brands','DejaVu Sans';color:${accent}}
h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:1.5px;color:${accent};margin:16px 0 6px}.j{margin-bottom:8px}.r{display:flex;justify-content:space-between}
.r span,.o,small{color:#666}ul{margin:3px 0;padding-left:16px}.two{display:flex;gap:30px}.two>div{flex:1}.t{background:#eee;padding:1px 6px;border-radius:3px;line-height:1.9}`;
  return { html: page(body, css, p) };
}

/** A LinkedIn "Save to PDF" profile look: left rail with contact and top skills, the name in the main column. */
function linkedin(p) {
  const body = `<div class="rail"><h3>Contact</h3><p>${esc(p.email)}</p><p>${esc(p.phone)} (Mobile)</p>
${p.links.map((l) => `<p>${esc(l.value)}</p>`).join('')}<p>www.linkedin.com/in/${esc(p.email.split('@')[0].replace(/[^a-z0-9]/g, ''))} (LinkedIn)</p>
<h3>Top Skills</h3>${p.skills
    .slice(0, 3)
    .map((s) => `<p>${esc(s)}</p>`)
    .join('')}<h3>Honors-Awards</h3><p>${esc(p.keep.at(-1))}</p></div>
<div class="main"><h1>${esc(p.name.full)}</h1><p class="hl">${esc(p.headline)}</p><p class="loc">${esc(p.addressShort)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p><h2>Experience</h2>
${jobsHtml(p, (j) => `<p class="org">${esc(j.org)}</p><p>${esc(j.title)}</p><p class="dt">${esc(j.dates)}</p><p class="dt">${esc(j.place)}</p>${j.bullets.map((b) => `<p>${esc(b)}</p>`).join('')}`)}
<h2>Education</h2>${p.education.map((e) => `<p class="org">${esc(e.school)}</p><p>${esc(e.degree)} · (${esc(e.dates)})</p>`).join('')}</div>`;
  const css = `body{font-family:Arial,'Liberation Sans',sans-serif;display:flex;font-size:10pt;min-height:1120px}.rail{width:210px;background:#e9eef2;padding:36px 18px;font-size:9pt;overflow-wrap:anywhere}
.rail h3{font-size:11pt;margin:18px 0 6px}.rail p{margin:3px 0}.main{flex:1;padding:36px 40px}h1{font-size:24pt;margin:0;font-weight:400}.hl{font-size:11pt}.loc{color:#777}
h2{font-size:14pt;font-weight:400;margin:18px 0 6px}.org{font-size:11pt;margin-top:10px}.dt{color:#777}p{margin:2px 0}`;
  return { html: page(body, css, p) };
}

/** An academic CV: publications with the candidate among co-authors, referees with titles and phones. */
function academic(p, { accent }) {
  const parts = p.name.full.split(' ');
  const fam = parts.at(-1);
  const init = parts
    .slice(0, -1)
    .map((x) => `${x[0]}.`)
    .join(' ');
  const form1 = `${fam}, ${init}`;
  const form2 = `${init} ${fam}`;
  const [a, b] = p.coauthors;
  const pubs = [
    `${a}, ${form1}, & ${b} (2024). Degradation pathways under damp heat. <i>Journal of Applied Physics</i>, 135(4), 045101.`,
    `${form2}, ${b} and ${a}. “Sparse attention for low-light imaging,” in <i>Proc. Scandinavian Conference on Image Analysis</i>, 2023, pp. 211–223.`,
    `${form1} (2021). Field stability of hybrid devices. <i>Nature Energy Workshop, Nobel Symposium</i>, Stockholm.`,
  ];
  const body = `<div class="wrap"><h1>${esc(p.name.full)}</h1><p class="c">${esc(p.headline)}<br>${esc(p.address)} · ${esc(p.phone)} · ${esc(p.email)}</p>
${details(p).length ? `<p class="c">${details(p).map(esc).join(' · ')}</p>` : ''}
<h2>Research interests</h2><p>${esc(p.summary)}</p><h2>Appointments</h2>
${jobsHtml(p, (j) => `<p><span class="y">${esc(j.dates)}</span>${esc(j.title)}, ${esc(j.org)}, ${esc(j.place)}. ${j.bullets.map(esc).join(' ')}</p>`)}
<h2>Education</h2>${p.education.map((e) => `<p><span class="y">${esc(e.dates)}</span>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}</p>`).join('')}
<h2>Selected publications</h2><ol>${pubs.map((x) => `<li>${x}</li>`).join('')}</ol>
<h2>Methods</h2><p>${p.skills.map(esc).join(', ')}. ${p.keep.map(esc).join('; ')}.</p>
${p.referees.length ? `<h2>Referees</h2>${refsHtml(p)}` : ''}</div>`;
  const css = `body{font-family:'Liberation Serif','DejaVu Serif',serif;font-size:10.5pt}.wrap{padding:50px 60px}h1{text-align:center;font-variant:small-caps;font-size:22pt;margin:0;color:${accent}}
.c{text-align:center;font-size:9.5pt;margin:3px 0}h2{font-size:12pt;font-variant:small-caps;border-bottom:.5px solid #999;margin:14px 0 5px}p{margin:3px 0}
.y{display:inline-block;width:150px;color:#555}ol{padding-left:20px;margin:0}li{margin:3px 0}.ref{display:inline-block;width:48%;vertical-align:top}`;
  return { html: page(body, css, p), variants: [form1, form2], others: [...p.coauthors] };
}

/** A resume for East Asian job sites (智联/BOSS, 사람인/잡코리아, TopCV/VietnamWorks, 履歴書-like): photo box and a personal-data grid. */
function asia(p, { accent, scan }) {
  const h = H(p);
  const lab = {
    zh: ['姓名', '电话', '邮箱', '现居地', '籍贯'],
    ko: ['성명', '휴대폰', '이메일', '주소', '병역'],
    vi: ['Họ tên', 'Điện thoại', 'Email', 'Địa chỉ', 'Quê quán'],
    ja: ['氏名', '携帯電話', 'メール', '現住所', '生年月日'],
  }[p.language];
  const extra = p.language === 'ko' ? p.military : p.language === 'ja' ? p.details[0].value : (p.hometown ?? '');
  const grid = [
    [lab[0], p.name.full],
    [lab[1], p.phone],
    [lab[2], p.email],
    [lab[3], scan ? p.addressShort : p.address],
    [lab[4], extra.replace(/^[^:]+: /, '')],
    ...(p.language === 'ja'
      ? []
      : p.details.map((d) => [
          d.kind === 'gender'
            ? p.language === 'zh'
              ? '性别'
              : 'Giới tính'
            : p.language === 'zh'
              ? '出生年月'
              : p.language === 'ko'
                ? '생년월일'
                : 'Ngày sinh',
          d.value,
        ])),
  ];
  const body = `<div class="wrap"><h1>${p.language === 'ja' ? '履 歴 書' : esc(h[5])}</h1>
<div class="top"><table class="g">${grid.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><div class="photo">${p.language === 'ja' ? '写真' : 'ẢNH / 照片'}</div></div>
<h2>${esc(h[0])}</h2><p>${esc(p.headline)} — ${esc(p.summary)}</p>
<h2>${esc(h[2])}</h2><table class="l">${p.education.map((e) => `<tr><td>${esc(e.dates)}</td><td>${esc(e.school)}</td><td>${esc(e.degree)}</td></tr>`).join('')}</table>
<h2>${esc(h[1])}</h2><table class="l">${p.jobs.map((j) => `<tr><td>${esc(j.dates)}</td><td>${esc(j.org)}（${esc(j.place)}）</td><td>${esc(j.title)}<br>${j.bullets.map(esc).join(' ')}</td></tr>`).join('')}</table>
<h2>${esc(h[3])}</h2><p>${p.skills.map(esc).join(' / ')}</p></div>`;
  const css = `body{font-size:${scan ? 12 : 10}pt}.wrap{padding:40px 50px}h1{text-align:center;font-size:20pt;letter-spacing:4px;color:${accent};margin:0 0 12px}
.top{display:flex;gap:16px}.g{flex:1;border-collapse:collapse}.g th,.g td{border:1px solid #999;padding:4px 8px;text-align:left}.g th{width:90px;background:#f2f2f2;font-weight:400}
.photo{width:100px;height:130px;border:1px dashed #999;display:flex;align-items:center;justify-content:center;color:#aaa;font-size:8pt}
h2{font-size:11.5pt;background:${accent};color:#fff;padding:3px 8px;margin:14px 0 6px}.l{width:100%;border-collapse:collapse}.l td{border-bottom:1px solid #ddd;padding:4px;vertical-align:top}.l td:first-child{width:140px}p{margin:4px 0}`;
  return { html: page(body, css, p) };
}

/** A cover letter followed by the resume in one PDF; the letter signs off with the name and a phone; footer on each page. */
function letter(p, opts) {
  const resume = moderncv({ ...p, referees: [] }, opts).html;
  const inner = resume.slice(resume.indexOf('<body>') + 6, resume.indexOf('</body>'));
  const css0 = resume.slice(resume.indexOf('<style>') + 7, resume.indexOf('</style>'));
  const first = p.name.full.split(' ')[0];
  const greet =
    { es: 'Estimada Sra. Villacrés:', pt: 'Prezada equipe de Recrutamento,', en: 'Dear Hiring Manager,' }[p.language] ??
    'Dear Hiring Manager,';
  const body = `<div class="letter"><p class="from">${esc(p.address)}<br>${esc(p.email)}</p><p>14 November 2026</p><p>${esc(greet)}</p>
<p>${esc(p.summary)} I am applying for the role advertised on your careers page and enclose my resume.</p>
<p>At ${esc(p.jobs[0].org)} I ${esc(p.jobs[0].bullets[0].charAt(0).toLowerCase() + p.jobs[0].bullets[0].slice(1))} I would bring the same care to your team.</p>
<p>Kind regards,</p><p class="sig">${esc(first)}</p><p>${esc(p.name.full)}<br>${esc(p.phone)}</p></div><div style="break-before:page"></div>${inner}`;
  const css = `${css0}.letter{padding:70px 80px;font-size:11pt;line-height:1.5}.letter p{margin:0 0 12px}.from{text-align:right}.sig{font-family:'URW Chancery L','Z003',cursive;font-size:20pt;margin:0}`;
  const label = `${p.name.full} — `;
  return {
    html: page(body, css, p),
    footer: {
      template: `<div style="font-size:8px;width:100%;text-align:center;color:#666">${esc(label)}<span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      text: (i, n) => [`${label}${i} / ${n}`],
    },
  };
}

/** An Indian / Pakistani biodata: father's name, personal particulars, declaration with place and date. */
function biodata(p, { accent }) {
  const rows = [
    ['Name', p.name.full],
    ["Father's Name", p.fatherName],
    ['Date of Birth', p.details.find((d) => d.kind === 'date_of_birth')?.value],
    ...p.details.filter((d) => d.kind !== 'date_of_birth').map((d) => [d.kind.replace(/_/g, ' '), d.value]),
    ['Permanent Address', p.address],
    ['Mobile', p.phone],
    ['E-mail', p.email],
    [
      'Languages Known',
      p.language === 'en' && p.locale === 'en-IN' ? 'English, Tamil, Hindi' : 'English, Urdu, Punjabi',
    ],
  ].filter(([, v]) => v);
  const place = p.addressShort.split(',')[0];
  const body = `<div class="wrap"><h1>BIO-DATA</h1><table class="t">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>:</td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>Career Objective</h2><p>${esc(p.summary)}</p><h2>Educational Qualification</h2>
<table class="q"><tr><th>Qualification</th><th>Institution</th><th>Place</th><th>Year</th></tr>${p.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}</td><td>${esc(e.place)}</td><td>${esc(e.dates)}</td></tr>`).join('')}</table>
<h2>Experience / Training</h2>${jobsHtml(p, (j) => `<p><b>${esc(j.title)}</b>, ${esc(j.org)}, ${esc(j.place)} (${esc(j.dates)}). ${j.bullets.map(esc).join(' ')}</p>`)}
<h2>Technical Skills</h2><p>${p.skills.map(esc).join(', ')}</p><h2>Achievements</h2>${ul(p.keep)}
<h2>Declaration</h2><p>I hereby declare that the above information is true to the best of my knowledge and belief.</p>
<div class="sign"><div>Place: ${esc(place)}<br>Date: 10/11/2026</div><div>(${esc(p.name.full.toUpperCase())})</div></div></div>`;
  const css = `body{font-family:'Liberation Serif','Times New Roman',serif;font-size:11pt}.wrap{padding:46px 64px}h1{text-align:center;text-decoration:underline;font-size:16pt;color:${accent}}
.t td{padding:2px 6px;vertical-align:top}.k{width:170px;text-transform:capitalize}h2{font-size:11.5pt;text-decoration:underline;margin:14px 0 4px}
.q{border-collapse:collapse;width:100%}.q td,.q th{border:1px solid #000;padding:3px 5px;font-size:10pt}.sign{display:flex;justify-content:space-between;margin-top:26px}p{margin:3px 0}`;
  return { html: page(body, css, p), variants: [p.name.full.toUpperCase()], others: [p.fatherName] };
}

const L = (x) => esc(x);
/** A Word-like resume for LibreOffice: name and page numbers in the footer, a personal-data table, referees. */
function writer(p) {
  const h = H(p);
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${L(text)}</text:p>`;
  };
  const cell = (t) => `<table:table-cell office:value-type="string"><text:p>${L(t)}</text:p></table:table-cell>`;
  const rows = [
    [h[5].split(' ')[0], p.address],
    ['Tel.', p.phone],
    ['E-mail', p.email],
    ...p.links.map((l) => ['Web', l.value]),
    ...p.details.map((d) => [d.kind.replace(/_/g, ' '), d.value]),
  ];
  let body = para('Name', p.name.full) + para('Headline', p.headline);
  body += `<table:table table:name="Data"><table:table-column table:number-columns-repeated="2"/>${rows
    .map(([k, v]) => {
      lines.push(k, v);
      return `<table:table-row>${cell(k)}${cell(v)}</table:table-row>`;
    })
    .join('')}</table:table>`;
  body += para('Heading', h[0]) + para('Body', p.summary) + para('Heading', h[1]);
  for (const j of p.jobs) {
    body += para('Entry', `${j.title} — ${j.org}, ${j.place}`) + para('Meta', j.dates);
    for (const b of j.bullets) body += para('Body', `• ${b}`);
  }
  body += para('Heading', h[2]);
  for (const e of p.education) body += para('Entry', `${e.degree}, ${e.school}, ${e.place}`) + para('Meta', e.dates);
  body += para('Heading', h[3]) + para('Body', [...p.skills, ...p.keep].join(' · '));
  if (p.fatherName) body += para('Body', `Father's name: ${p.fatherName}`);
  if (p.referees.length) {
    body += para('Heading', h[4]);
    for (const r of p.referees) body += para('Body', `${r.name}, ${r.title}, ${r.phone}`);
  }
  if (p.locale === 'en-IN')
    body +=
      para('Heading', 'Declaration') +
      para('Body', 'I hereby declare that all the details furnished above are true to the best of my knowledge.') +
      para('Body', `Place: ${p.addressShort.split(',')[0]}    Date: 10-11-2026`) +
      para('Body', p.name.full);
  const font = CJK(p) ? (p.language === 'ja' ? 'Noto Serif CJK JP' : 'Noto Sans CJK KR') : 'Liberation Sans';
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="${font}" style:font-name-asian="${font}" fo:font-size="10.5pt" style:font-size-asian="10.5pt"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" style:font-size-asian="20pt"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="12pt" fo:color="#555555"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:border-bottom="0.75pt solid #1f4e79" fo:keep-with-next="always"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="#1f4e79"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Meta" style:family="paragraph"><style:text-properties fo:font-style="italic" fo:color="#555555"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.8cm" fo:margin-bottom="1.4cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${L(p.name.full)} · <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${p.name.full} · ${i}/${n}` };
}

export const LAYOUTS = { moderncv, canva, portal, ats, icons, linkedin, academic, asia, letter, biodata, writer };
