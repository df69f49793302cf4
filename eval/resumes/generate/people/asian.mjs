// Chinese and Vietnamese resumes. Every person and number here is invented.

/** China: a CJK name with its Latin transliteration; Chinese labels for personal details. */
export const xiaoming = {
  key: 'xiaoming',
  language: 'zh',
  locale: 'zh-CN',
  font: 'cjk',
  name: {
    full: '王晓明',
    display: '王晓明 (Wang Xiaoming)',
    variants: ['Wang Xiaoming', 'Xiaoming Wang', 'Xiaoming', '晓明'],
  },
  headline: '高级后端工程师',
  contact: [
    { kind: 'address', value: '北京市海淀区中关村大街27号' },
    { kind: 'phone', value: '+86 138 0013 8000' },
    { kind: 'email', value: 'wang.xiaoming@example.cn' },
  ],
  summary: { title: '个人简介', text: '八年后端开发经验，熟悉高并发交易系统与分布式存储。' },
  details: {
    title: '个人信息',
    items: [
      { label: '出生日期', value: '1994年5月', kind: 'date_of_birth' },
      { label: '民族', value: '汉族', kind: 'nationality' },
      { label: '婚姻状况', value: '已婚', kind: 'marital_status' },
    ],
  },
  sections: [
    {
      title: '工作经历',
      entries: [
        {
          title: '高级后端工程师',
          org: '云帆科技有限公司',
          place: '北京',
          dates: '2020年3月 – 至今',
          bullets: ['负责订单系统的 Java 微服务架构，日处理订单 500 万笔', '主导 MySQL 分库分表与 Redis 缓存改造'],
        },
        {
          title: '软件工程师',
          org: '星河数据服务公司',
          place: '杭州',
          dates: '2016年7月 – 2020年2月',
          bullets: ['开发 Kafka 数据管道与 Spring Boot 接口'],
        },
      ],
    },
    {
      title: '教育背景',
      entries: [{ title: '计算机科学与技术 学士', org: '清华大学', place: '北京', dates: '2012 – 2016' }],
    },
    { title: '技能', side: true, skills: true, items: ['Java, Spring Boot, MySQL, Redis, Kafka, Kubernetes'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription: '高级后端工程师（北京）：Java、Spring Boot、MySQL、Redis、Kafka；高并发交易系统经验。',
};

/** Vietnam: diacritics stacked on letters, "Ngày sinh", a Hanoi address. */
export const hang = {
  key: 'hang',
  language: 'vi',
  locale: 'vi-VN',
  name: { full: 'Nguyễn Thị Thu Hằng', variants: ['Thu Hằng', 'Nguyễn Thị', 'Hằng', 'NGUYỄN THỊ THU HẰNG'] },
  headline: 'Kỹ sư kiểm thử phần mềm',
  contact: [
    { kind: 'address', value: 'Số 15 Ngõ 42 Phố Trần Quốc Hoàn, Cầu Giấy, Hà Nội' },
    { kind: 'phone', value: '+84 912 345 678' },
    { kind: 'email', value: 'thuhang.nguyen@example.vn' },
  ],
  summary: {
    title: 'Giới thiệu',
    text: 'Kỹ sư kiểm thử với năm năm kinh nghiệm trong lĩnh vực ngân hàng số và thương mại điện tử.',
  },
  details: {
    title: 'Thông tin cá nhân',
    items: [
      { label: 'Ngày sinh', value: '12/04/1996', kind: 'date_of_birth' },
      { label: 'Giới tính', value: 'Nữ', kind: 'gender' },
      { label: 'Tình trạng hôn nhân', value: 'Độc thân', kind: 'marital_status' },
    ],
  },
  sections: [
    {
      title: 'Kinh nghiệm làm việc',
      entries: [
        {
          title: 'Kỹ sư kiểm thử tự động',
          org: 'Công ty Cổ phần Công nghệ Sông Hồng',
          place: 'Hà Nội',
          dates: '06/2021 – nay',
          bullets: ['Xây dựng bộ kiểm thử tự động bằng Selenium và Playwright cho ứng dụng ngân hàng số'],
        },
        {
          title: 'Kỹ sư kiểm thử',
          org: 'Công ty TNHH Thương mại Điện tử Phương Nam',
          place: 'Thành phố Hồ Chí Minh',
          dates: '07/2018 – 05/2021',
          bullets: ['Kiểm thử API với Postman và JMeter'],
        },
      ],
    },
    {
      title: 'Học vấn',
      entries: [
        { title: 'Kỹ sư Công nghệ Thông tin', org: 'Đại học Bách khoa Hà Nội', place: 'Hà Nội', dates: '2014 – 2018' },
      ],
    },
    { title: 'Kỹ năng', side: true, skills: true, items: ['Selenium, Playwright, Postman, JMeter, SQL, ISTQB'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Kỹ sư kiểm thử tự động tại Hà Nội: Selenium, Playwright, kiểm thử API, SQL; ưu tiên chứng chỉ ISTQB.',
};
