// Section headings and detail labels of held-out part 31, per language of the page.
export const LABELS = {
  en: { profile: 'Profile', exp: 'Experience', edu: 'Education', skills: 'Skills', more: 'Additional information', refs: 'References', contact: 'Contact', pubs: 'Selected publications', personal: 'Personal details', page: (i, n) => `Page ${i} of ${n}`, present: 'present', cover: 'Cover letter', regards: 'Kind regards,' },
  'en-IN': { profile: 'Career Objective', exp: 'Professional Experience', edu: 'Academic Qualifications', skills: 'Technical Skills', more: 'Personal Profile', refs: 'References', contact: 'Contact', pubs: 'Publications', personal: 'Personal Details', page: (i, n) => `Page ${i} of ${n}`, present: 'till date', cover: 'Covering letter', regards: 'Yours faithfully,' },
  fr: { profile: 'Profil', exp: 'Expérience professionnelle', edu: 'Formation', skills: 'Compétences', more: 'Divers', refs: 'Références', contact: 'Coordonnées', pubs: 'Publications', personal: 'Informations personnelles', page: (i, n) => `Page ${i} / ${n}`, present: 'aujourd’hui', cover: 'Lettre de motivation', regards: 'Je vous prie d’agréer mes salutations distinguées,' },
  de: { profile: 'Kurzprofil', exp: 'Berufserfahrung', edu: 'Ausbildung', skills: 'Kenntnisse', more: 'Sonstiges', refs: 'Referenzen', contact: 'Kontakt', pubs: 'Veröffentlichungen', personal: 'Persönliche Daten', page: (i, n) => `Seite ${i} von ${n}`, present: 'heute', cover: 'Anschreiben', regards: 'Mit freundlichen Grüßen' },
  es: { profile: 'Perfil profesional', exp: 'Experiencia laboral', edu: 'Formación académica', skills: 'Competencias', more: 'Otros datos', refs: 'Referencias', contact: 'Contacto', pubs: 'Publicaciones', personal: 'Datos personales', page: (i, n) => `Página ${i} de ${n}`, present: 'actualidad', cover: 'Carta de presentación', regards: 'Atentamente,' },
  zh: { profile: '自我评价', exp: '工作经历', edu: '教育背景', skills: '专业技能', more: '其他', refs: '推荐人', contact: '联系方式', pubs: '论文', personal: '个人信息', page: (i, n) => `第 ${i} 页 / 共 ${n} 页`, present: '至今', cover: '求职信', regards: '此致敬礼' },
  ko: { profile: '자기소개', exp: '경력사항', edu: '학력사항', skills: '보유 역량', more: '자격 및 수상', refs: '추천인', contact: '연락처', pubs: '논문', personal: '인적사항', page: (i, n) => `${i} / ${n}`, present: '현재', cover: '자기소개서', regards: '감사합니다.' },
  vi: { profile: 'Mục tiêu nghề nghiệp', exp: 'Kinh nghiệm làm việc', edu: 'Học vấn', skills: 'Kỹ năng', more: 'Thông tin thêm', refs: 'Người tham chiếu', contact: 'Liên hệ', pubs: 'Công bố', personal: 'Thông tin cá nhân', page: (i, n) => `Trang ${i}/${n}`, present: 'nay', cover: 'Thư xin việc', regards: 'Trân trọng,' },
};

const DETAIL = {
  en: { date_of_birth: 'Date of birth', marital_status: 'Marital status', nationality: 'Nationality', national_id: 'ID no.', religion: 'Religion', gender: 'Gender', age: 'Age', email: 'E-mail', phone: 'Phone', address: 'Address' },
  fr: { date_of_birth: 'Date de naissance', marital_status: 'État civil', nationality: 'Nationalité', national_id: 'N° AVS', religion: 'Religion', gender: 'Sexe', age: 'Âge', email: 'Courriel', phone: 'Tél.', address: 'Adresse' },
  de: { date_of_birth: 'Geburtsdatum', marital_status: 'Familienstand', nationality: 'Staatsangehörigkeit', national_id: 'Ausweis-Nr.', religion: 'Konfession', gender: 'Geschlecht', age: 'Alter', email: 'E-Mail', phone: 'Telefon', address: 'Anschrift' },
  es: { date_of_birth: 'Fecha de nacimiento', marital_status: 'Estado civil', nationality: 'Nacionalidad', national_id: 'DNI', religion: 'Religión', gender: 'Sexo', age: 'Edad', email: 'Correo', phone: 'Teléfono', address: 'Dirección' },
  zh: { date_of_birth: '出生年月', marital_status: '婚姻状况', nationality: '国籍', national_id: '身份证号', religion: '宗教', gender: '性别', age: '年龄', email: '邮箱', phone: '电话', address: '地址' },
  ko: { date_of_birth: '생년월일', marital_status: '결혼 여부', nationality: '국적', national_id: '주민등록번호', religion: '종교', gender: '성별', age: '나이', email: '이메일', phone: '휴대폰', address: '주소' },
  vi: { date_of_birth: 'Ngày sinh', marital_status: 'Tình trạng hôn nhân', nationality: 'Quốc tịch', national_id: 'CCCD', religion: 'Tôn giáo', gender: 'Giới tính', age: 'Tuổi', email: 'Email', phone: 'Điện thoại', address: 'Địa chỉ' },
};
/** Local labels for national ids. */
const ID_LABEL = { PK: 'CNIC No.', MX: 'CURP', EC: 'Cédula de identidad', ES: 'DNI', CH: 'N° AVS', SK: 'ID' };

export function labels(p) {
  return LABELS[p.language] ?? LABELS.en;
}
export function detailLabel(p, kind) {
  if (kind === 'national_id' && ID_LABEL[p.locale]) return ID_LABEL[p.locale];
  const lang = p.language === 'en-IN' ? 'en' : p.language;
  return (DETAIL[lang] ?? DETAIL.en)[kind];
}
