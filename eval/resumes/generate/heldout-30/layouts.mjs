// Held-out part 30: its own templates — Word stock templates rendered its own way (a blue-banner "Resume Wizard"
// look, a table-based CV, a two-column with a photo box), Canva-like designs (a pastel sidebar, a bold name over
// two lines with a timeline), job-site profile exports with their page furniture, a cover letter before the
// résumé, a plain ATS résumé, and LibreOffice Writer documents (a two-page word-processor résumé with the name and
// page number in the footer, and one with the name in a text box header). Each returns what the page shows.
import { LABELS, PORTALS } from './labels.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const L = (p) => LABELS[p.language] ?? LABELS.en;
const split = (full) => {
  const parts = full.split(' ');
  return [parts[0], parts.slice(1).join(' ')];
};
function personal(p) {
  const l = L(p);
  const rows = [];
  for (const d of p.details) {
    const label = l.detail[d.kind];
    if (label) rows.push([label, d.value]);
  }
  return rows;
}
const page = (css, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0}${css}</style></head><body>${body}</body></html>`;
const ul = (items, cls = '') =>
  items.length ? `<ul class="${cls}">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const cjk = "'Noto Sans CJK SC','Noto Sans CJK KR','Noto Sans CJK JP'";

/** Word's "Resume Wizard": a blue banner with the name in capitals, a contact line, ruled section heads. */
function wizard(p, { scan }) {
  const l = L(p);
  const css = `body{font-family:'Liberation Serif','Nimbus Roman',serif;font-size:${scan ? 12 : 11}pt;color:#222}
  .banner{background:#1f4e79;color:#fff;padding:22px 48px 14px}.banner h1{margin:0;font-size:24pt;letter-spacing:2px;text-transform:uppercase;font-weight:normal}
  .banner .hl{font-style:italic;font-size:12pt;margin-top:4px}.contact{padding:6px 48px;background:#dde8f3;font-size:9.5pt}
  main{padding:8px 48px}h2{color:#1f4e79;font-size:12pt;border-bottom:1.5px solid #1f4e79;margin:14px 0 6px;font-variant:small-caps}
  .job{margin-bottom:6px}.job b{font-size:11pt}.dates{float:right;color:#555}ul{margin:2px 0 0 0;padding-left:20px}li{margin:1px 0}`;
  const contact = [p.address, p.phone, p.email, ...p.links.map((x) => x.value)].map(esc).join(' &nbsp;|&nbsp; ');
  const body = `<div class="banner"><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div></div>
  <div class="contact">${contact}</div><main>
  <h2>${l.summary}</h2><p>${esc(p.summary)}</p>
  <h2>${l.experience}</h2>${p.jobs
    .map(
      (j) =>
        `<div class="job"><span class="dates">${esc(j.dates)}</span><b>${esc(j.title)}</b>, ${esc(j.org)} — ${esc(j.place)}${ul(j.bullets)}</div>`,
    )
    .join('')}
  <h2>${l.education}</h2>${p.education.map((e) => `<div><span class="dates">${esc(e.dates)}</span><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)}</div>`).join('')}
  <h2>${l.skills}</h2><p>${p.skills.map(esc).join(' • ')}</p>
  ${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}
  ${p.referees.length ? `<h2>${l.referees}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)} — ${esc(r.phone)}</p>`).join('')}` : ''}
  </main>`;
  return { html: page(css, body, p.language), variants: [p.name.full.toUpperCase()] };
}

/** A Word table CV: the name centred, then a bordered two-column table, labels on the left. */
function table(p, { scan }) {
  const l = L(p);
  const font = p.language === 'zh' || p.language === 'ko' ? cjk : "'Nimbus Sans','Liberation Sans',sans-serif";
  const css = `body{font-family:${font};font-size:${scan ? 11 : 10}pt;padding:${scan ? '40px 50px' : '48px 56px'};color:#111}
  h1{text-align:center;font-size:20pt;margin:0 0 2px}.sub{text-align:center;margin-bottom:10px;color:#444}
  table{width:100%;border-collapse:collapse}td{border:1px solid #777;padding:5px 7px;vertical-align:top}
  td.k{width:24%;background:#eee;font-weight:bold}ul{margin:2px 0;padding-left:16px}.d{color:#555;font-size:9pt}`;
  const rows = [
    [l.contact, `${esc(p.address)}<br>${l.phone}: ${esc(p.phone)}<br>${l.email}: ${esc(p.email)}`],
    ...personal(p).map(([k, v]) => [k, esc(v)]),
    [l.summary, esc(p.summary)],
    ...p.jobs.map((j, i) => [
      i === 0 ? l.experience : '',
      `<span class="d">${esc(j.dates)}</span><br><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${ul(j.bullets)}`,
    ]),
    ...p.education.map((e, i) => [
      i === 0 ? l.education : '',
      `<span class="d">${esc(e.dates)}</span> ${esc(e.degree)}<br>${esc(e.school)}, ${esc(e.place)}`,
    ]),
    [l.skills, p.skills.map(esc).join(', ')],
    ...(p.extra.length ? [[l.additional, p.extra.map(esc).join('<br>')]] : []),
  ];
  const body = `<h1>${esc(p.name.full)}</h1><div class="sub">${esc(p.headline)}</div><table>${rows
    .map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`)
    .join('')}</table>`;
  return { html: page(css, body, p.language) };
}

/** A two-column Word template with a photo box top left, personal details under it. */
function photobox(p, { accent }) {
  const l = L(p);
  const font = p.language === 'ko' ? cjk : "'C059','Liberation Serif',serif";
  const css = `body{font-family:${font};font-size:10pt;color:#1b1b1b;display:flex;min-height:1122px}
  aside{width:215px;background:#f1efe9;padding:36px 18px;font-size:9pt}.photo{width:120px;height:150px;border:1px solid #999;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;color:#888;font-family:sans-serif;font-size:8pt}
  aside h3{font-size:10pt;color:${accent};margin:14px 0 4px;border-bottom:1px solid ${accent}}aside p{margin:2px 0;overflow-wrap:anywhere}
  main{flex:1;padding:36px 34px}h1{font-size:22pt;margin:0;color:${accent}}.hl{font-size:11pt;margin:2px 0 12px}
  h2{font-size:11.5pt;text-transform:uppercase;letter-spacing:1px;margin:14px 0 6px;color:#333}
  .j{margin-bottom:8px}.j .t{font-weight:bold}.j .m{font-style:italic;color:#555}ul{margin:3px 0;padding-left:16px}`;
  const body = `<aside><div class="photo">${l.photo}</div>
  <h3>${l.contact}</h3><p>${esc(p.phone)}</p><p>${esc(p.email)}</p><p>${esc(p.address)}</p>${p.links.map((x) => `<p>${esc(x.value)}</p>`).join('')}
  ${
    personal(p).length
      ? `<h3>${l.personal}</h3>${personal(p)
          .map(([k, v]) => `<p>${k}: ${esc(v)}</p>`)
          .join('')}`
      : ''
  }
  <h3>${l.skills}</h3>${p.skills.map((s) => `<p>${esc(s)}</p>`).join('')}</aside>
  <main><h1>${esc(p.name.full)}</h1><div class="hl">${esc(p.headline)}</div><p>${esc(p.summary)}</p>
  <h2>${l.experience}</h2>${p.jobs.map((j) => `<div class="j"><div class="t">${esc(j.title)}</div><div class="m">${esc(j.org)} · ${esc(j.place)} · ${esc(j.dates)}</div>${ul(j.bullets)}</div>`).join('')}
  <h2>${l.education}</h2>${p.education.map((e) => `<div class="j"><div class="t">${esc(e.degree)}</div><div class="m">${esc(e.school)} · ${esc(e.place)} · ${esc(e.dates)}</div></div>`).join('')}
  ${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}
  ${p.referees.length ? `<h2>${l.referees}</h2>${p.referees.map((r) => `<p><b>${esc(r.name)}</b><br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : ''}</main>`;
  return { html: page(css, body, p.language) };
}

/** Canva-like: a pastel sidebar with emoji before each contact item and letter-spaced heads; the name in it. */
function pastel(p) {
  const l = L(p);
  const [given, family] = split(p.name.full);
  const css = `body{font-family:'Nimbus Sans','DejaVu Sans',sans-serif;font-size:9.5pt;color:#3a3a3a;display:flex;min-height:1122px}
  aside{width:250px;background:#f6e3e1;padding:40px 22px}aside .n{font-family:'URW Bookman','DejaVu Serif',serif;font-size:21pt;line-height:1.15;color:#6b3e3a}
  aside .hl{font-size:9pt;letter-spacing:2px;text-transform:uppercase;margin:8px 0 18px}
  h4{letter-spacing:3px;font-size:9pt;text-transform:uppercase;margin:18px 0 6px;color:#6b3e3a}
  aside p{margin:3px 0;overflow-wrap:anywhere}.bar{height:5px;background:#e8c7c3;border-radius:3px;margin:2px 0 6px}.bar i{display:block;height:5px;background:#b5716a;border-radius:3px}
  main{flex:1;padding:44px 30px}h2{letter-spacing:4px;font-size:10pt;text-transform:uppercase;color:#6b3e3a;margin:16px 0 6px;border-bottom:1px solid #e8c7c3}
  .j{margin-bottom:10px}.when{font-size:8.5pt;color:#a0706a}ul{padding-left:14px;margin:3px 0}`;
  const body = `<aside><div class="n">${esc(given)}<br>${esc(family)}</div><div class="hl">${esc(p.headline)}</div>
  <h4>${l.contact}</h4><p>📞 ${esc(p.phone)}</p><p>✉️ ${esc(p.email)}</p><p>📍 ${esc(p.addressShort ?? p.address)}</p>${p.links.map((x) => `<p>🔗 ${esc(x.value)}</p>`).join('')}
  <h4>${l.skills}</h4>${p.skills
    .slice(0, 6)
    .map((s, i) => `<p>${esc(s)}</p><div class="bar"><i style="width:${92 - i * 9}%"></i></div>`)
    .join('')}
  <h4>${l.education}</h4>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}<br>${esc(e.dates)}</p>`).join('')}</aside>
  <main><h2>${l.profile}</h2><p>${esc(p.summary)}</p><h2>${l.experience}</h2>
  ${p.jobs.map((j) => `<div class="j"><div class="when">${esc(j.dates)}</div><b>${esc(j.title)}</b><br>${esc(j.org)}, ${esc(j.place)}${ul(j.bullets)}</div>`).join('')}
  ${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}
  ${p.referees.length ? `<h2>${l.referees}</h2>${p.referees.map((r) => `<p>${esc(r.name)} — ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}</main>`;
  return {
    html: page(css, body, p.language),
    variants: [given, family].filter((v) => v.includes(' ') || v.length > 3),
  };
}

/** Canva-like: the name huge over two lines, a contact strip, a vertical timeline of jobs. */
function bold(p, { accent }) {
  const l = L(p);
  const [given, family] = split(p.name.full);
  const css = `body{font-family:'Nimbus Sans Narrow','Nimbus Sans',sans-serif;font-size:10.5pt;color:#202020;padding:44px 52px}
  .n{font-family:'Nimbus Sans',sans-serif;font-weight:900;font-size:40pt;line-height:.95;text-transform:uppercase;color:${accent}}
  .hl{font-size:12pt;margin:10px 0;letter-spacing:1px}.strip{display:flex;flex-wrap:wrap;gap:6px 22px;border-top:3px solid #202020;border-bottom:1px solid #202020;padding:6px 0;font-size:9pt}
  h2{font-size:13pt;text-transform:uppercase;margin:18px 0 8px}.tl{border-left:2px solid ${accent};margin-left:6px;padding-left:18px}
  .e{position:relative;margin-bottom:10px}.e:before{content:'';position:absolute;left:-25px;top:4px;width:10px;height:10px;border-radius:50%;background:${accent}}
  .e .d{font-size:9pt;color:#666}ul{padding-left:15px;margin:3px 0}.cols{display:flex;gap:30px}.cols>div{flex:1}`;
  const body = `<div class="n">${esc(given)}<br>${esc(family)}</div><div class="hl">${esc(p.headline)}</div>
  <div class="strip"><span>☎ ${esc(p.phone)}</span><span>✉ ${esc(p.email)}</span><span>⌂ ${esc(p.address)}</span>${p.links.map((x) => `<span>${esc(x.value)}</span>`).join('')}</div>
  <p>${esc(p.summary)}</p><h2>${l.experience}</h2><div class="tl">${p.jobs
    .map(
      (j) =>
        `<div class="e"><div class="d">${esc(j.dates)} · ${esc(j.place)}</div><b>${esc(j.title)}</b> — ${esc(j.org)}${ul(j.bullets)}</div>`,
    )
    .join('')}</div>
  <div class="cols"><div><h2>${l.education}</h2>${p.education.map((e) => `<p><b>${esc(e.degree)}</b><br>${esc(e.school)}, ${esc(e.place)} (${esc(e.dates)})</p>`).join('')}</div>
  <div><h2>${l.skills}</h2>${ul(p.skills)}</div></div>${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}`;
  return {
    html: page(css, body, p.language),
    variants: [p.name.full.toUpperCase(), given.toUpperCase(), family.toUpperCase()].filter((v) => v.length > 3),
  };
}

/** A job site's profile export: the site's header, candidate id, "profile viewed", a timestamp, a running footer. */
function portal(p) {
  const l = L(p);
  const site = PORTALS[p.portal];
  const font = ['zh', 'ko'].includes(p.language) ? cjk : "'DejaVu Sans','Nimbus Sans',sans-serif";
  const css = `body{font-family:${font};font-size:9.5pt;color:#333;padding:0 40px}
  .top{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${site.color};padding:14px 0 8px}
  .logo{font-weight:bold;font-size:15pt;color:${site.color}}.meta{font-size:8pt;color:#777;text-align:right}
  .card{display:flex;gap:16px;padding:14px 0;border-bottom:1px solid #ddd}.av{width:64px;height:64px;border-radius:50%;background:#ccd;flex:none}
  .nm{font-size:16pt;font-weight:bold}.nm span{font-weight:normal;font-size:11pt;color:#555}.kv{display:grid;grid-template-columns:130px 1fr;gap:2px 10px;font-size:9pt;margin-top:6px}
  h2{font-size:11pt;background:#f3f4f6;padding:4px 8px;margin:14px 0 6px;border-left:4px solid ${site.color}}
  .j{margin:0 8px 10px}.j .o{color:${site.color}}.j .d{color:#777;font-size:8.5pt}ul{padding-left:16px;margin:3px 0}.tags span{display:inline-block;border:1px solid #ccc;border-radius:10px;padding:1px 8px;margin:2px}`;
  const kv = [
    [l.phone, p.phone],
    [l.email, p.email],
    [l.location, p.address],
    ...p.links.map((x) => [l.link, x.value]),
    ...personal(p),
  ];
  const runs = p.runOn ? '' : ' ';
  const body = `<div class="top"><div class="logo">${esc(site.name)}</div><div class="meta">${esc(site.id)}<br>${esc(site.viewed)}<br>${esc(site.stamp)}</div></div>
  <div class="card"><div class="av"></div><div><div class="nm">${esc(p.name.full)}${runs}<span>${esc(p.headline)}</span></div>
  <div class="kv">${kv.map(([k, v]) => `<div>${esc(k)}</div><div>${esc(v)}</div>`).join('')}</div></div></div>
  <h2>${l.summary}</h2><p>${esc(p.summary)}</p>
  <h2>${l.experience}</h2>${p.jobs.map((j) => `<div class="j"><b>${esc(j.title)}</b><div class="o">${esc(j.org)} · ${esc(j.place)}</div><div class="d">${esc(j.dates)}</div>${ul(j.bullets)}</div>`).join('')}
  <h2>${l.education}</h2>${p.education.map((e) => `<div class="j"><b>${esc(e.school)}</b><div>${esc(e.degree)}</div><div class="d">${esc(e.dates)} · ${esc(e.place)}</div></div>`).join('')}
  <h2>${l.skills}</h2><div class="tags">${p.skills.map((s) => `<span>${esc(s)}</span>`).join(' ')}</div>
  ${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}`;
  const foot = (i, n) => [`${site.footer(p.name.full)} ${i}/${n}`];
  return {
    html: page(css, body, p.language),
    variants: p.runOn ? [`${p.name.full}${p.headline.split(' ')[0]}`] : [],
    footer: {
      template: `<div style="font-size:7px;width:100%;padding:0 40px;color:#888;font-family:sans-serif">${esc(site.footer(p.name.full))} <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      text: foot,
    },
  };
}

/** A cover letter on page one (sign-off with the name and phone), the résumé after a page break. */
function letter(p, { accent }) {
  const l = L(p);
  const css = `body{font-family:'P052','Liberation Serif',serif;font-size:11pt;color:#222}.pg{padding:60px 70px}
  .brk{break-after:page}.from{text-align:right;font-size:10pt;line-height:1.4}.to{margin:24px 0}h1{font-size:18pt;margin:0}
  h2{font-size:11.5pt;border-bottom:1px solid #999;margin:14px 0 6px;color:${accent}}ul{padding-left:18px;margin:2px 0}.r{display:flex;justify-content:space-between}`;
  const ref = p.referees;
  const body = `<div class="pg brk"><div class="from">${esc(p.name.full)}<br>${esc(p.address)}<br>${esc(p.phone)}<br>${esc(p.email)}</div>
  <div class="to">${l.letter.to}</div><p>${l.letter.date}</p><p><b>${l.letter.re}: ${esc(p.jobDescription)}</b></p><p>${l.letter.hello}</p>
  <p>${l.letter.body1} ${esc(p.headline)}. ${esc(p.summary)}</p><p>${l.letter.body2(esc(p.jobs[0].org))}</p><p>${l.letter.close}</p>
  <p>${esc(p.name.full.split(' ')[0])} ${esc(p.name.full.split(' ').slice(-1)[0])}<br>${esc(p.phone)}</p></div>
  <div class="pg"><h1>${esc(p.name.full)}</h1><div>${esc(p.headline)} · ${esc(p.email)}</div>
  <h2>${l.experience}</h2>${p.jobs.map((j) => `<div class="r"><b>${esc(j.title)}, ${esc(j.org)}</b><span>${esc(j.dates)}</span></div><div>${esc(j.place)}</div>${ul(j.bullets)}`).join('')}
  <h2>${l.education}</h2>${p.education.map((e) => `<div class="r"><span>${esc(e.degree)} — ${esc(e.school)}, ${esc(e.place)}</span><span>${esc(e.dates)}</span></div>`).join('')}
  <h2>${l.skills}</h2><p>${p.skills.map(esc).join(' · ')}</p>${p.extra.length ? `<h2>${l.additional}</h2>${ul(p.extra)}` : ''}
  ${ref.length ? `<h2>${l.referees}</h2>${ref.map((r) => `<p>${esc(r.name)}<br>${esc(r.title)}<br>${esc(r.phone)}</p>`).join('')}` : ''}</div>`;
  const first = p.name.full.split(' ')[0];
  const last = p.name.full.split(' ').slice(-1)[0];
  return { html: page(css, body, p.language), variants: [`${first} ${last}`] };
}

/** A plain ATS résumé: one font, capitals for heads, contact on one line, no columns. */
function ats(p) {
  const l = L(p);
  const css = `body{font-family:'Nimbus Mono PS','DejaVu Sans Mono',monospace;font-size:9.5pt;padding:50px 60px;color:#000;line-height:1.35}
  h1{font-size:13pt;margin:0}h2{font-size:10pt;margin:14px 0 4px}p{margin:2px 0}ul{margin:2px 0;padding-left:18px;list-style:'- '}`;
  const body = `<h1>${esc(p.name.full.toUpperCase())}</h1><p>${esc(p.addressShort ?? p.address)} | ${esc(p.phone)} | ${esc(p.email)}</p>
  <h2>${l.summary.toUpperCase()}</h2><p>${esc(p.summary)}</p><h2>${l.experience.toUpperCase()}</h2>
  ${p.jobs.map((j) => `<p>${esc(j.title)} | ${esc(j.org)} | ${esc(j.place)} | ${esc(j.dates)}</p>${ul(j.bullets)}`).join('')}
  <h2>${l.education.toUpperCase()}</h2>${p.education.map((e) => `<p>${esc(e.degree)}, ${esc(e.school)}, ${esc(e.place)}, ${esc(e.dates)}</p>`).join('')}
  <h2>${l.skills.toUpperCase()}</h2><p>${p.skills.map(esc).join(', ')}</p>
  ${p.extra.length ? `<h2>${l.additional.toUpperCase()}</h2>${ul(p.extra)}` : ''}
  ${p.referees.length ? `<h2>${l.referees.toUpperCase()}</h2>${p.referees.map((r) => `<p>${esc(r.name)}, ${esc(r.title)}, ${esc(r.phone)}</p>`).join('')}` : ''}`;
  return { html: page(css, body, p.language), variants: [p.name.full.toUpperCase()] };
}

const x = (s) => esc(s).replace(/"/g, '&quot;');
/**
 * LibreOffice Writer (flat ODF): a word-processor résumé, two pages with the name and page number in the footer;
 * with `style: 'textbox'`, the name and contact sit in a text box frame at the top.
 */
function writer(p, { accent }) {
  const l = L(p);
  const lines = [];
  const para = (style, text) => {
    lines.push(text);
    return `<text:p text:style-name="${style}">${x(text)}</text:p>`;
  };
  const body = [];
  if (p.style === 'textbox') {
    const inner = [p.name.full, p.headline, `${p.phone} · ${p.email}`, p.address];
    lines.push(...inner);
    body.push(
      `<text:p text:style-name="Std"><draw:frame draw:style-name="fr1" draw:name="Header box" text:anchor-type="paragraph" svg:width="17cm" svg:height="3.2cm" draw:z-index="0"><draw:text-box>${inner
        .map((t, i) => `<text:p text:style-name="${i === 0 ? 'Name' : 'Std'}">${x(t)}</text:p>`)
        .join('')}</draw:text-box></draw:frame></text:p>`,
    );
  } else {
    body.push(
      para('Name', p.name.full),
      para('Std', p.headline),
      para('Std', `${p.address} · ${p.phone} · ${p.email}`),
    );
  }
  for (const [k, v] of personal(p)) body.push(para('Std', `${k}: ${v}`));
  body.push(para('H', l.summary), para('Std', p.summary), para('H', l.experience));
  for (const j of p.jobs) {
    body.push(para('Job', `${j.title} — ${j.org}, ${j.place}`), para('Std', j.dates));
    for (const b of j.bullets) body.push(para('Bul', `• ${b}`));
  }
  // The footer style runs over two pages: its author broke the page before the education, as Word users do.
  body.push(para(p.style === 'textbox' ? 'H' : 'HBreak', l.education));
  for (const e of p.education) body.push(para('Job', `${e.degree}, ${e.school}, ${e.place}`), para('Std', e.dates));
  body.push(para('H', l.skills), para('Std', p.skills.join(', ')));
  if (p.extra.length) {
    body.push(para('H', l.additional));
    for (const e of p.extra) body.push(para('Bul', `• ${e}`));
  }
  if (p.referees.length) {
    body.push(para('H', l.referees));
    for (const r of p.referees) body.push(para('Std', `${r.name}, ${r.title}, ${r.phone}`));
  }
  const footerName = p.name.full;
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:style style:name="Std" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Std"><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="H" style:family="paragraph" style:parent-style-name="Std"><style:paragraph-properties fo:margin-top="0.35cm" fo:border-bottom="0.5pt solid ${accent}"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="none"/></style:style>
<style:style style:name="HBreak" style:family="paragraph" style:parent-style-name="H"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="Job" style:family="paragraph" style:parent-style-name="Std"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Bul" style:family="paragraph" style:parent-style-name="Std"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.3cm"/></style:style>
<style:style style:name="Foot" style:family="paragraph" style:parent-style-name="Std"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="fr1" style:family="graphic"><style:graphic-properties fo:border="0.06pt solid ${accent}" fo:background-color="#eef2f7" fo:padding="0.25cm" style:wrap="none" style:vertical-pos="top" style:horizontal-pos="center"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Foot">${x(footerName)} — ${x(l.page)} <text:page-number text:select-page="current">1</text:page-number> / <text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>${body.join('\n')}</office:text></office:body></office:document>`;
  return { fodt, lines, footerLine: (i, n) => `${footerName} — ${l.page} ${i} / ${n}` };
}

export const LAYOUTS = { wizard, table, photobox, pastel, bold, portal, letter, ats, writer };
