// Well-known e-resource databases as a Chinese library would list them: names, publishers and homepages are
// real; descriptions state public facts only. Status, trial and listing dates belong to the invented libraries.

export type DatabaseSpec = {
  names: [name: string, complexName: string, englishName: string]
  commonName: string
  langCode: 'chi' | 'eng'
  contentLevel: 'fulltext' | 'abstract' | 'citation'
  dataTypes: string[]
  status: 'TRIAL' | 'PURCHASED' | 'FORMAL' | 'FREE_OR_OPEN'
  manufacturer: string
  url: string
  description: string
  accessNote: string
  subjects: SubjectKey[]
  scope: 'academic' | 'public' | 'both'
  /** Share of the database clicks it gets (relative). */
  clicks: number
  /** Days since it was listed; a few are recent so the home page has "new databases". */
  listedDaysAgo: number
  /** Trial window in days relative to the seed: [start (past), end (future)]. */
  trial?: [number, number]
}

export type SubjectKey = 'multi' | 'hum' | 'soc' | 'sci' | 'eng' | 'med' | 'kids'
export const DATABASE_SUBJECTS: Record<SubjectKey, [string, string, string]> = {
  multi: ['综合', '綜合', 'Multidisciplinary'],
  hum: ['人文科学', '人文科學', 'Humanities'],
  soc: ['社会科学', '社會科學', 'Social sciences'],
  sci: ['理学', '理學', 'Natural sciences'],
  eng: ['工学与计算机', '工學與計算機', 'Engineering and computing'],
  med: ['医学', '醫學', 'Medicine'],
  kids: ['少儿阅读', '少兒閱讀', 'Children'],
}

const CAMPUS = '校园网 IP 范围内直接访问；校外请先登录学校 VPN。'
/** How a subscribed database is reached at each kind of library, where a database names nothing else. */
export const DEFAULT_ACCESS = { academic: CAMPUS, public: '在馆内网络直接访问；在家使用请用读者证登录图书馆门户后跳转。' }

export const DATABASES: DatabaseSpec[] = [
  { names: ['中国知网', '中國知網', 'China National Knowledge Infrastructure (CNKI)'], commonName: 'CNKI', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['journal', 'thesis', 'conference', 'newspaper', 'yearbook'], status: 'FORMAL', manufacturer: '同方知网（北京）技术有限公司', url: 'https://www.cnki.net/',
    description: '中国知网是以中国学术期刊为核心的综合性学术资源平台，收录学术期刊、博硕士学位论文、会议论文、报纸、年鉴等类型的中文文献。平台支持跨库检索和引文检索，是国内高校和公共图书馆最常用的中文数据库之一。',
    accessNote: '', subjects: ['multi', 'hum', 'soc', 'sci', 'eng', 'med'], scope: 'both', clicks: 30, listedDaysAgo: 3650 },
  { names: ['万方数据知识服务平台', '萬方數據知識服務平台', 'Wanfang Data Knowledge Service Platform'], commonName: '万方', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['journal', 'thesis', 'conference', 'patent', 'standard', 'law'], status: 'PURCHASED', manufacturer: '北京万方数据股份有限公司', url: 'https://www.wanfangdata.com.cn/',
    description: '万方数据知识服务平台收录中外学术期刊、学位论文、会议论文、专利、标准、科技成果和法律法规等资源。除检索与全文下载外，还提供论文相似性检测等服务。',
    accessNote: '', subjects: ['multi', 'sci', 'eng', 'med'], scope: 'both', clicks: 14, listedDaysAgo: 3200 },
  { names: ['维普中文期刊服务平台', '維普中文期刊服務平台', 'VIP Chinese Journal Service Platform'], commonName: '维普', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['journal'], status: 'FORMAL', manufacturer: '重庆维普资讯有限公司', url: 'https://qikan.cqvip.com/',
    description: '维普中文期刊服务平台以《中文科技期刊数据库》为基础，收录 1989 年以来的中文期刊全文，部分期刊回溯更早。平台提供期刊导航、文献检索和引文分析功能。',
    accessNote: '', subjects: ['multi', 'sci', 'eng'], scope: 'both', clicks: 8, listedDaysAgo: 2900 },
  { names: ['超星数字图书馆', '超星數字圖書館', 'SuperStar Digital Library'], commonName: '超星', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['ebook'], status: 'PURCHASED', manufacturer: '北京世纪超星信息技术发展有限责任公司', url: 'https://www.chaoxing.com/',
    description: '超星数字图书馆提供大量中文电子图书的在线阅读和下载，内容覆盖文学、历史、哲学、经济、工程技术等各个学科。',
    accessNote: '', subjects: ['multi', 'hum', 'soc'], scope: 'both', clicks: 10, listedDaysAgo: 3400 },
  { names: ['读秀学术搜索', '讀秀學術搜索', 'Duxiu Academic Search'], commonName: '读秀', langCode: 'chi', contentLevel: 'abstract',
    dataTypes: ['ebook', 'journal', 'newspaper', 'thesis'], status: 'FORMAL', manufacturer: '北京世纪超星信息技术发展有限责任公司', url: 'https://www.duxiu.com/',
    description: '读秀学术搜索是超星公司推出的中文文献搜索平台，可对图书的目录和正文进行深度检索，并整合期刊、报纸、学位论文等资源的题录。馆内没有全文的图书可通过文献传递获取部分内容。',
    accessNote: '', subjects: ['multi', 'hum', 'soc'], scope: 'both', clicks: 7, listedDaysAgo: 2500 },
  { names: ['Web of Science', 'Web of Science', 'Web of Science'], commonName: 'WoS', langCode: 'eng', contentLevel: 'citation',
    dataTypes: ['journal', 'conference'], status: 'FORMAL', manufacturer: 'Clarivate', url: 'https://www.webofscience.com/',
    description: 'Web of Science 是科睿唯安（Clarivate）的引文索引平台，核心合集包括 SCIE、SSCI、A&HCI 等引文索引。可用于检索高影响力期刊文献、追踪引用关系和开展文献计量分析。',
    accessNote: CAMPUS, subjects: ['multi', 'sci', 'eng', 'soc', 'med'], scope: 'academic', clicks: 9, listedDaysAgo: 2800 },
  { names: ['ScienceDirect', 'ScienceDirect', 'ScienceDirect'], commonName: 'Elsevier', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['journal', 'ebook'], status: 'PURCHASED', manufacturer: 'Elsevier', url: 'https://www.sciencedirect.com/',
    description: 'ScienceDirect 是爱思唯尔（Elsevier）的全文数据库平台，收录其出版的学术期刊和电子图书，学科以自然科学、工程技术和医学为主。',
    accessNote: CAMPUS, subjects: ['sci', 'eng', 'med'], scope: 'academic', clicks: 8, listedDaysAgo: 2700 },
  { names: ['SpringerLink', 'SpringerLink', 'SpringerLink'], commonName: 'Springer', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['journal', 'ebook'], status: 'PURCHASED', manufacturer: 'Springer Nature', url: 'https://link.springer.com/',
    description: 'SpringerLink 是施普林格·自然（Springer Nature）的在线出版平台，提供施普林格期刊、电子图书、丛书和参考工具书的全文。',
    accessNote: CAMPUS, subjects: ['sci', 'eng', 'med', 'soc'], scope: 'academic', clicks: 5, listedDaysAgo: 2100 },
  { names: ['IEEE Xplore', 'IEEE Xplore', 'IEEE Xplore Digital Library'], commonName: 'IEEE', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['journal', 'conference', 'standard'], status: 'FORMAL', manufacturer: 'IEEE', url: 'https://ieeexplore.ieee.org/',
    description: 'IEEE Xplore 是电气电子工程师学会（IEEE）的数字图书馆，收录 IEEE 及合作出版方的期刊、会议论文和技术标准全文，内容以电气电子、计算机和通信领域为主。',
    accessNote: CAMPUS, subjects: ['eng'], scope: 'academic', clicks: 6, listedDaysAgo: 1900 },
  { names: ['JSTOR', 'JSTOR', 'JSTOR'], commonName: 'JSTOR', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['journal', 'ebook'], status: 'TRIAL', manufacturer: 'ITHAKA', url: 'https://www.jstor.org/',
    description: 'JSTOR 是非营利组织 ITHAKA 运营的学术数字图书馆，以人文社会科学期刊的过刊全文为特色，许多期刊可回溯至创刊号，也提供电子图书和原始文献。',
    accessNote: '试用期内校园网 IP 范围内可直接访问，欢迎试用后反馈意见。', subjects: ['hum', 'soc'], scope: 'academic', clicks: 3, listedDaysAgo: 25, trial: [25, 35] },
  { names: ['ProQuest 学位论文全文数据库', 'ProQuest 學位論文全文資料庫', 'ProQuest Dissertations & Theses Global'], commonName: 'PQDT', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['thesis'], status: 'TRIAL', manufacturer: 'ProQuest', url: 'https://www.proquest.com/',
    description: 'ProQuest Dissertations & Theses Global 收录北美及世界各地高校的博硕士学位论文，是查找国外学位论文的主要来源之一。',
    accessNote: '试用期内校园网 IP 范围内可直接访问。', subjects: ['multi'], scope: 'academic', clicks: 2, listedDaysAgo: 50, trial: [50, 10] },
  { names: ['EBSCOhost 学术期刊全文数据库', 'EBSCOhost 學術期刊全文資料庫', 'EBSCOhost Academic Search Complete'], commonName: 'ASC', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['journal'], status: 'PURCHASED', manufacturer: 'EBSCO Information Services', url: 'https://search.ebscohost.com/',
    description: 'Academic Search Complete 是 EBSCO 的综合性学术期刊数据库，学科覆盖人文、社会科学、自然科学和工程等领域，收录大量同行评审期刊的全文和文摘，通过 EBSCOhost 平台检索。',
    accessNote: CAMPUS, subjects: ['multi', 'hum', 'soc'], scope: 'academic', clicks: 3, listedDaysAgo: 2300 },
  { names: ['国家数字图书馆', '國家數字圖書館', 'National Digital Library of China'], commonName: '国图', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['ebook', 'journal', 'newspaper', 'ancient', 'multimedia'], status: 'FREE_OR_OPEN', manufacturer: '中国国家图书馆', url: 'https://www.nlc.cn/',
    description: '国家数字图书馆由中国国家图书馆建设，提供古籍、图书、期刊、报纸、音视频等数字资源。读者注册国家图书馆账号后可免费在线使用其中的大部分资源。',
    accessNote: '免费注册国家图书馆读者账号后使用。', subjects: ['multi', 'hum'], scope: 'both', clicks: 2, listedDaysAgo: 1500 },
  { names: ['arXiv', 'arXiv', 'arXiv'], commonName: 'arXiv', langCode: 'eng', contentLevel: 'fulltext',
    dataTypes: ['preprint'], status: 'FREE_OR_OPEN', manufacturer: 'Cornell University', url: 'https://arxiv.org/',
    description: 'arXiv 是康奈尔大学运营的开放获取预印本平台，收录物理学、数学、计算机科学、定量生物学、统计学等领域的论文预印本，任何人都可以免费检索和下载。',
    accessNote: '开放获取，无需登录。', subjects: ['sci', 'eng'], scope: 'academic', clicks: 4, listedDaysAgo: 8 },
  { names: ['少儿多媒体数字图书馆', '少兒多媒體數字圖書館', 'Children’s Multimedia Digital Library'], commonName: '少儿数图', langCode: 'chi', contentLevel: 'fulltext',
    dataTypes: ['ebook', 'multimedia'], status: 'TRIAL', manufacturer: '', url: '',
    description: '面向少年儿童的多媒体数字资源，包括电子绘本、动画、有声读物和科普视频，适合家长和孩子一起使用。试用期间欢迎读者反馈使用体验。',
    accessNote: '在江北少儿分馆电子阅览区使用，或凭读者证登录图书馆门户后访问。', subjects: ['kids'], scope: 'public', clicks: 6, listedDaysAgo: 18, trial: [18, 42] },
]

/** The city library bought some databases later than the university: its own listing dates, in days ago. */
export const PUBLIC_LISTED_DAYS_AGO: Record<string, number> = { 维普中文期刊服务平台: 40, 国家数字图书馆: 55 }
