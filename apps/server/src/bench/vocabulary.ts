// Vocabulary of the benchmark catalogue (search-notes.md "Method"): six subjects with real Chinese and
// English terms, a filler list of frequent Chinese words, and real known items spread over editions so
// that known-item queries have ground truth. Hand-written and fixed: the generated catalogue is part
// of the benchmark's data version (catalogue.ts DATA_VERSION).

export type Subject = { key: string; clc: string[]; zh: string[]; en: string[]; subjectsZh: string[]; subjectsEn: string[] }

export const SUBJECTS: Subject[] = [
  {
    key: 'computing',
    clc: ['TP311.13', 'TP312', 'TP393', 'TP18', 'TP301.6', 'TP391.1', 'TP316', 'TN929.5'],
    zh: ['数据结构', '算法', '计算机网络', '操作系统', '数据库', '软件工程', '编译原理', '人工智能', '机器学习', '深度学习', '神经网络', '自然语言处理',
      '计算机视觉', '分布式系统', '云计算', '大数据', '程序设计', '面向对象', '并行计算', '信息安全', '密码学', '网络协议', '嵌入式系统', '数据挖掘',
      '知识图谱', '推荐系统', '图像处理', '模式识别', '计算机体系结构', '软件测试', '形式化方法', '区块链', '物联网', '移动计算', '人机交互',
      '信息检索', '搜索引擎', '编程语言', '数据可视化', '卷积神经网络', '强化学习', '语音识别', '计算机图形学', '虚拟现实', '容器技术', '微服务'],
    en: ['algorithms', 'data', 'structures', 'computer', 'networks', 'operating', 'systems', 'database', 'software', 'engineering', 'compilers',
      'artificial', 'intelligence', 'machine', 'learning', 'deep', 'neural', 'language', 'processing', 'vision', 'distributed', 'cloud',
      'programming', 'security', 'cryptography', 'protocols', 'embedded', 'mining', 'retrieval', 'graphics', 'parallel', 'concurrency',
      'analysis', 'design', 'theory', 'computation', 'optimization', 'models', 'information', 'architecture', 'testing', 'verification'],
    subjectsZh: ['计算机科学', '程序设计', '人工智能', '数据库系统', '计算机网络', '软件工程'],
    subjectsEn: ['Computer science', 'Computer programming', 'Artificial intelligence', 'Database management', 'Computer networks'],
  },
  {
    key: 'history',
    clc: ['K20', 'K248', 'K23', 'K24', 'K25', 'K092', 'K109', 'K313'],
    zh: ['中国通史', '宋代', '明代', '清代', '唐代', '汉代', '历史', '史学', '文明', '王朝', '帝国', '变法', '科举', '士大夫', '考古', '史料', '方志', '通鉴',
      '丝绸之路', '近代史', '革命', '战争', '边疆', '民族', '制度史', '社会史', '经济史', '思想史', '文化史', '外交史', '城市史', '口述史', '史学理论',
      '朝贡', '藩镇', '宦官', '皇权', '宗族', '地方社会', '家族', '碑刻', '简牍', '敦煌'],
    en: ['history', 'empire', 'dynasty', 'ancient', 'medieval', 'modern', 'war', 'revolution', 'civilization', 'archaeology', 'silk', 'road',
      'historiography', 'society', 'culture', 'politics', 'colonial', 'trade', 'frontier', 'rise', 'fall', 'world', 'century', 'china', 'europe',
      'asia', 'state', 'power', 'memory', 'sources'],
    subjectsZh: ['中国历史', '历史研究', '断代史', '社会史', '史学史'],
    subjectsEn: ['History', 'China -- History', 'World history', 'Historiography', 'Archaeology'],
  },
  {
    key: 'literature',
    clc: ['I247.5', 'I207.41', 'I206', 'I222', 'I712.45', 'I561.4', 'I106', 'I247.57'],
    zh: ['小说', '诗歌', '散文', '文学', '红楼', '唐诗', '宋词', '元曲', '戏剧', '文学史', '文学批评', '叙事', '现代文学', '古典文学', '科幻', '武侠',
      '童话', '寓言', '神话', '传奇', '话本', '长篇小说', '短篇小说', '杂文', '随笔', '诗学', '修辞', '鲁迅', '文论', '意象', '抒情', '乡土', '城市',
      '女性', '青春', '记忆', '流浪', '故乡', '边城'],
    en: ['novel', 'poetry', 'fiction', 'literature', 'stories', 'poems', 'essays', 'drama', 'narrative', 'criticism', 'literary', 'classic',
      'tales', 'science', 'fantasy', 'romance', 'modernism', 'tragedy', 'comedy', 'reader', 'writing', 'translation', 'voices', 'myth'],
    subjectsZh: ['中国文学', '小说研究', '诗歌研究', '文学评论', '现代文学'],
    subjectsEn: ['Chinese literature', 'Fiction', 'Poetry', 'Literary criticism', 'Science fiction'],
  },
  {
    key: 'economics',
    clc: ['F0', 'F12', 'F830', 'F275', 'F224', 'F014', 'F123.9', 'F752'],
    zh: ['经济学', '宏观经济', '微观经济', '金融', '货币', '银行', '市场', '贸易', '投资', '财政', '税收', '企业管理', '会计', '证券', '保险', '发展经济学',
      '产业政策', '国际贸易', '经济增长', '通货膨胀', '计量经济学', '博弈论', '供给侧', '改革开放', '乡村振兴', '数字经济', '营销', '供应链', '管理学',
      '统计', '价格', '消费', '就业', '收入分配', '区域经济', '资本'],
    en: ['economics', 'economy', 'finance', 'markets', 'money', 'banking', 'trade', 'investment', 'capital', 'growth', 'policy', 'management',
      'accounting', 'econometrics', 'game', 'development', 'inflation', 'labor', 'firms', 'business', 'strategy', 'global', 'financial', 'risk'],
    subjectsZh: ['经济学', '金融学', '企业管理', '国际贸易', '经济政策'],
    subjectsEn: ['Economics', 'Finance', 'Management', 'International trade', 'Economic policy'],
  },
  {
    key: 'medicine',
    clc: ['R5', 'R73', 'R4', 'R2', 'R9', 'R18', 'R6', 'R72'],
    zh: ['医学', '临床', '内科', '外科', '护理', '中医', '针灸', '药理', '病理', '诊断', '治疗', '肿瘤', '心血管', '糖尿病', '免疫', '流行病学', '公共卫生',
      '康复', '儿科', '妇产科', '神经科学', '解剖学', '生理学', '遗传', '影像', '急救', '营养', '健康', '疾病', '伤寒论', '本草', '方剂'],
    en: ['medicine', 'clinical', 'surgery', 'nursing', 'disease', 'health', 'cancer', 'diagnosis', 'therapy', 'immunology', 'pharmacology',
      'public', 'epidemiology', 'anatomy', 'physiology', 'genetics', 'care', 'patient', 'handbook', 'practice', 'cardiology', 'pediatrics'],
    subjectsZh: ['临床医学', '中医学', '公共卫生', '护理学', '药学'],
    subjectsEn: ['Medicine', 'Clinical medicine', 'Public health', 'Nursing', 'Pharmacology'],
  },
  {
    key: 'law',
    clc: ['D923', 'D924', 'D925', 'D90', 'D921', 'D922.29', 'D99', 'D912'],
    zh: ['民法', '刑法', '宪法', '行政法', '诉讼法', '民法典', '合同法', '物权', '侵权', '知识产权', '法理学', '法治', '司法', '律师', '法院', '国际法',
      '商法', '公司法', '劳动法', '环境法', '婚姻家庭', '继承', '证据', '仲裁', '法律史', '法学', '权利', '义务', '判例', '立法'],
    en: ['law', 'legal', 'constitutional', 'criminal', 'civil', 'contract', 'property', 'rights', 'justice', 'courts', 'international',
      'jurisprudence', 'regulation', 'procedure', 'evidence', 'commercial', 'corporate', 'human', 'governance', 'treaty'],
    subjectsZh: ['法学', '民法', '刑法', '宪法学', '国际法'],
    subjectsEn: ['Law', 'Civil law', 'Criminal law', 'Constitutional law', 'International law'],
  },
]

/** Frequent Chinese words used as filler in titles and abstracts (Zipf-sampled, most frequent first). */
export const FILLER_ZH = [
  '研究', '问题', '发展', '中国', '作者', '大量', '分析', '理论', '方法', '社会', '系统', '基础', '实践', '过程', '影响', '结构', '关系', '主要',
  '重要', '不同', '提出', '介绍', '内容', '本书', '相关', '方面', '基本', '特点', '现代', '世界', '国家', '时期', '变化', '技术', '应用', '工作',
  '问题', '教学', '学习', '思想', '人民', '经验', '制度', '管理', '建设', '原则', '意义', '作用', '条件', '过程中', '认为', '探讨', '讨论', '介绍了',
  '包括', '通过', '进行', '形成', '传统', '文化', '历史', '现实', '未来', '全面', '系统地', '深入', '详细', '丰富', '资料', '案例', '实例', '读者',
  '教材', '参考', '高等', '学校', '专业', '学生', '教师', '研究生', '知识', '概念', '模型', '框架', '视角', '路径', '机制', '策略', '体系', '领域',
  '前沿', '成果', '总结', '最新', '经典', '新编', '导论', '概论', '教程', '原理', '基础知识', '入门', '精讲', '手册', '指南', '全书', '文集', '选编',
  '论文', '报告', '会议', '调查', '评论', '解读', '阐述', '梳理', '考察', '比较', '揭示', '说明', '反映', '体现', '注重', '强调', '结合', '运用',
  '章节', '附录', '索引', '图表', '数据', '方法论', '范式', '转型', '创新', '改革', '开放', '治理', '环境', '资源', '人口', '城市', '农村', '地区',
  '国际', '全球', '区域', '地方', '民间', '官方', '早期', '晚期', '近年来', '当代', '古代', '近代', '二十世纪', '新时代', '一体化', '多元',
]

/** English filler words (Zipf-sampled). */
export const FILLER_EN = [
  'introduction', 'study', 'new', 'theory', 'practice', 'principles', 'approach', 'perspective', 'handbook', 'guide', 'essays', 'history',
  'analysis', 'methods', 'research', 'volume', 'edition', 'studies', 'case', 'applications', 'foundations', 'advanced', 'modern', 'critical',
  'comparative', 'global', 'social', 'political', 'cultural', 'twentieth', 'century', 'reader', 'companion', 'overview', 'survey', 'fundamentals',
  'concepts', 'issues', 'problems', 'framework', 'change', 'contemporary', 'readings', 'selected', 'papers', 'proceedings', 'report', 'review',
]

export const EN_GLUE = ['the', 'of', 'and', 'in', 'for', 'to', 'a', 'on', 'with', 'an']

export const SURNAMES_ZH = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹']
export const GIVEN_ZH = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '霞', '平', '刚', '建华', '晓东', '海燕', '志强', '文博', '思远', '雨桐', '子涵', '国栋', '立新', '春生', '德明']
export const SURNAMES_EN = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Miller', 'Wilson', 'Moore', 'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner']
export const GIVEN_EN = ['John', 'Mary', 'David', 'Sarah', 'Michael', 'Emily', 'James', 'Anna', 'Robert', 'Laura', 'William', 'Helen', 'Richard', 'Susan', 'Peter', 'Claire', 'Thomas', 'Grace', 'Daniel', 'Alice']

export const PUBLISHERS_ZH = ['人民出版社', '商务印书馆', '中华书局', '清华大学出版社', '北京大学出版社', '高等教育出版社', '科学出版社', '机械工业出版社', '电子工业出版社',
  '人民邮电出版社', '上海古籍出版社', '生活·读书·新知三联书店', '社会科学文献出版社', '中国人民大学出版社', '法律出版社', '人民卫生出版社', '经济科学出版社', '重庆出版社',
  '作家出版社', '人民文学出版社', '上海人民出版社', '浙江大学出版社', '复旦大学出版社', '中信出版社']
export const PUBLISHERS_HANT = ['聯經出版事業公司', '臺灣商務印書館', '三民書局', '遠流出版公司', '時報文化', '五南圖書出版公司', '國立臺灣大學出版中心', '麥田出版']
export const PUBLISHERS_EN = ['Oxford University Press', 'Cambridge University Press', 'MIT Press', 'Springer', 'Routledge', 'Wiley', 'Pearson', 'Princeton University Press',
  'Harvard University Press', 'Elsevier', "O'Reilly Media", 'Addison-Wesley', 'Tor Books', 'Penguin Books', 'University of California Press', 'Yale University Press']

export const PLACES_ZH = ['北京', '上海', '广州', '杭州', '南京', '武汉', '成都', '重庆', '西安', '长沙']
export const PLACES_HANT = ['臺北', '新北', '臺中', '香港']
export const PLACES_EN = ['Oxford', 'Cambridge', 'New York', 'London', 'Boston', 'Berlin', 'Princeton', 'Berkeley']

/** Real works with their usual data; the generator spreads each over several editions (years, ISBNs). */
export type KnownItem = { title: string; subtitle?: string; authors: string[]; publisher: string; clc: string; subject: string; lang: 'zh' | 'en'; editions: number }

export const KNOWN_ITEMS: KnownItem[] = [
  { title: '三体', authors: ['刘慈欣'], publisher: '重庆出版社', clc: 'I247.55', subject: 'literature', lang: 'zh', editions: 8 },
  { title: '三体Ⅱ：黑暗森林', authors: ['刘慈欣'], publisher: '重庆出版社', clc: 'I247.55', subject: 'literature', lang: 'zh', editions: 5 },
  { title: '三体Ⅲ：死神永生', authors: ['刘慈欣'], publisher: '重庆出版社', clc: 'I247.55', subject: 'literature', lang: 'zh', editions: 5 },
  { title: '流浪地球', subtitle: '刘慈欣中短篇科幻小说选', authors: ['刘慈欣'], publisher: '中国华侨出版社', clc: 'I247.7', subject: 'literature', lang: 'zh', editions: 4 },
  { title: '红楼梦', authors: ['曹雪芹', '高鹗'], publisher: '人民文学出版社', clc: 'I242.47', subject: 'literature', lang: 'zh', editions: 12 },
  { title: '红楼梦研究', authors: ['俞平伯'], publisher: '上海古籍出版社', clc: 'I207.411', subject: 'literature', lang: 'zh', editions: 3 },
  { title: '西游记', authors: ['吴承恩'], publisher: '人民文学出版社', clc: 'I242.4', subject: 'literature', lang: 'zh', editions: 8 },
  { title: '水浒传', authors: ['施耐庵'], publisher: '人民文学出版社', clc: 'I242.4', subject: 'literature', lang: 'zh', editions: 6 },
  { title: '三国演义', authors: ['罗贯中'], publisher: '人民文学出版社', clc: 'I242.4', subject: 'literature', lang: 'zh', editions: 8 },
  { title: '呐喊', authors: ['鲁迅'], publisher: '人民文学出版社', clc: 'I210.6', subject: 'literature', lang: 'zh', editions: 5 },
  { title: '边城', authors: ['沈从文'], publisher: '北岳文艺出版社', clc: 'I246.5', subject: 'literature', lang: 'zh', editions: 5 },
  { title: '围城', authors: ['钱锺书'], publisher: '人民文学出版社', clc: 'I246.5', subject: 'literature', lang: 'zh', editions: 6 },
  { title: '活着', authors: ['余华'], publisher: '作家出版社', clc: 'I247.57', subject: 'literature', lang: 'zh', editions: 7 },
  { title: '平凡的世界', authors: ['路遥'], publisher: '北京十月文艺出版社', clc: 'I247.57', subject: 'literature', lang: 'zh', editions: 6 },
  { title: '白鹿原', authors: ['陈忠实'], publisher: '人民文学出版社', clc: 'I247.57', subject: 'literature', lang: 'zh', editions: 5 },
  { title: '国史大纲', authors: ['钱穆'], publisher: '商务印书馆', clc: 'K20', subject: 'history', lang: 'zh', editions: 6 },
  { title: '中国历代政治得失', authors: ['钱穆'], publisher: '生活·读书·新知三联书店', clc: 'D691', subject: 'history', lang: 'zh', editions: 4 },
  { title: '万历十五年', authors: ['黄仁宇'], publisher: '中华书局', clc: 'K248.305', subject: 'history', lang: 'zh', editions: 6 },
  { title: '乡土中国', authors: ['费孝通'], publisher: '北京大学出版社', clc: 'C912.82', subject: 'history', lang: 'zh', editions: 6 },
  { title: '史记', authors: ['司马迁'], publisher: '中华书局', clc: 'K204.2', subject: 'history', lang: 'zh', editions: 8 },
  { title: '资治通鉴', authors: ['司马光'], publisher: '中华书局', clc: 'K204.3', subject: 'history', lang: 'zh', editions: 5 },
  { title: '中国哲学简史', authors: ['冯友兰'], publisher: '北京大学出版社', clc: 'B2', subject: 'history', lang: 'zh', editions: 5 },
  { title: '数据结构', subtitle: 'C语言版', authors: ['严蔚敏', '吴伟民'], publisher: '清华大学出版社', clc: 'TP311.12', subject: 'computing', lang: 'zh', editions: 10 },
  { title: '算法导论', authors: ['Thomas H. Cormen', '殷建平'], publisher: '机械工业出版社', clc: 'TP301.6', subject: 'computing', lang: 'zh', editions: 5 },
  { title: '计算机网络', authors: ['谢希仁'], publisher: '电子工业出版社', clc: 'TP393', subject: 'computing', lang: 'zh', editions: 8 },
  { title: '深入理解计算机系统', authors: ['Randal E. Bryant', '龚奕利'], publisher: '机械工业出版社', clc: 'TP303', subject: 'computing', lang: 'zh', editions: 4 },
  { title: '机器学习', authors: ['周志华'], publisher: '清华大学出版社', clc: 'TP181', subject: 'computing', lang: 'zh', editions: 4 },
  { title: '统计学习方法', authors: ['李航'], publisher: '清华大学出版社', clc: 'O212.1', subject: 'computing', lang: 'zh', editions: 3 },
  { title: '经济学原理', authors: ['曼昆', '梁小民'], publisher: '北京大学出版社', clc: 'F0', subject: 'economics', lang: 'zh', editions: 7 },
  { title: '国富论', authors: ['亚当·斯密', '郭大力'], publisher: '商务印书馆', clc: 'F091.33', subject: 'economics', lang: 'zh', editions: 5 },
  { title: '黄帝内经', authors: ['佚名'], publisher: '中华书局', clc: 'R221', subject: 'medicine', lang: 'zh', editions: 5 },
  { title: '伤寒论', authors: ['张仲景'], publisher: '人民卫生出版社', clc: 'R222.2', subject: 'medicine', lang: 'zh', editions: 4 },
  { title: '中华人民共和国民法典', authors: ['全国人大常委会法制工作委员会'], publisher: '法律出版社', clc: 'D923', subject: 'law', lang: 'zh', editions: 5 },
  { title: '法学导论', authors: ['张文显'], publisher: '高等教育出版社', clc: 'D90', subject: 'law', lang: 'zh', editions: 4 },
  { title: 'Introduction to Algorithms', authors: ['Thomas H. Cormen', 'Charles E. Leiserson', 'Ronald L. Rivest', 'Clifford Stein'], publisher: 'MIT Press', clc: 'TP301.6', subject: 'computing', lang: 'en', editions: 6 },
  { title: 'The Three-Body Problem', authors: ['Cixin Liu', 'Ken Liu'], publisher: 'Tor Books', clc: 'I247.55', subject: 'literature', lang: 'en', editions: 5 },
  { title: 'The Dream of the Red Chamber', authors: ['Cao Xueqin', 'David Hawkes'], publisher: 'Penguin Books', clc: 'I242.47', subject: 'literature', lang: 'en', editions: 4 },
  { title: 'Structure and Interpretation of Computer Programs', authors: ['Harold Abelson', 'Gerald Jay Sussman'], publisher: 'MIT Press', clc: 'TP311.1', subject: 'computing', lang: 'en', editions: 4 },
  { title: 'The C Programming Language', authors: ['Brian W. Kernighan', 'Dennis M. Ritchie'], publisher: 'Prentice Hall', clc: 'TP312', subject: 'computing', lang: 'en', editions: 4 },
  { title: 'Design Patterns', subtitle: 'Elements of Reusable Object-Oriented Software', authors: ['Erich Gamma', 'Richard Helm'], publisher: 'Addison-Wesley', clc: 'TP311.1', subject: 'computing', lang: 'en', editions: 4 },
  { title: 'The Wealth of Nations', authors: ['Adam Smith'], publisher: 'Penguin Books', clc: 'F091.33', subject: 'economics', lang: 'en', editions: 5 },
  { title: '1587, a Year of No Significance', subtitle: 'The Ming Dynasty in Decline', authors: ['Ray Huang'], publisher: 'Yale University Press', clc: 'K248.3', subject: 'history', lang: 'en', editions: 3 },
  { title: 'Guns, Germs, and Steel', subtitle: 'The Fates of Human Societies', authors: ['Jared Diamond'], publisher: 'W. W. Norton', clc: 'K02', subject: 'history', lang: 'en', editions: 4 },
  { title: 'Harrison’s Principles of Internal Medicine', authors: ['J. Larry Jameson', 'Anthony S. Fauci'], publisher: 'McGraw-Hill', clc: 'R5', subject: 'medicine', lang: 'en', editions: 5 },
]
