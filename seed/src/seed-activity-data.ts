// Static content of the demo activity: invented readers, which real books readers borrow most, what they
// write about them and what they search for. Records are named by their source id in seed/data/catalogue.

/**
 * [name, department, userType, years since entry or hire] of the university's demo readers: relative, so the
 * grades stay current (no reader graduated long ago) whenever the seed runs.
 */
export const XINGHAI_READERS: [string, string, string, number][] = [
  ['张伟', '计算机学院', '本科生', 2], ['李娜', '计算机学院', '本科生', 1],
  ['王磊', '计算机学院', '硕士研究生', 1], ['刘洋', '计算机学院', '本科生', 3],
  ['陈思远', '计算机学院', '博士研究生', 3], ['赵敏', '计算机学院', '本科生', 0],
  ['周子涵', '计算机学院', '教师', 10], ['孙悦', '外国语学院', '本科生', 2],
  ['吴婷', '外国语学院', '硕士研究生', 0], ['郑雨萱', '外国语学院', '本科生', 1],
  ['冯晓雯', '外国语学院', '教师', 14], ['何嘉怡', '外国语学院', '本科生', 3],
  ['黄浩然', '数学学院', '本科生', 2], ['许志强', '数学学院', '博士研究生', 2],
  ['朱文博', '数学学院', '本科生', 1], ['马琳', '数学学院', '教师', 16],
  ['胡晨曦', '数学学院', '硕士研究生', 1], ['郭子墨', '历史学院', '本科生', 2],
  ['林婉清', '历史学院', '硕士研究生', 2], ['罗志刚', '历史学院', '教师', 18],
  ['高雅琪', '历史学院', '本科生', 0], ['梁书瑶', '历史学院', '博士研究生', 4],
  ['宋佳琪', '经济管理学院', '本科生', 2], ['韩梓轩', '经济管理学院', '本科生', 1],
  ['唐宇航', '经济管理学院', '硕士研究生', 0], ['邓晓峰', '经济管理学院', '教师', 12],
  ['曹欣怡', '经济管理学院', '本科生', 3], ['谢语桐', '文学院', '本科生', 2],
  ['董若溪', '文学院', '硕士研究生', 1], ['袁明哲', '文学院', '教师', 15],
  ['蒋一帆', '文学院', '本科生', 1], ['沈浩宇', '物理学院', '本科生', 2],
  ['田子健', '物理学院', '博士研究生', 3], ['潘悦然', '物理学院', '本科生', 0],
  ['杜雨桐', '医学院', '本科生', 3], ['钟文静', '医学院', '硕士研究生', 1],
  ['汪思琪', '法学院', '本科生', 2], ['姜昊天', '法学院', '硕士研究生', 0],
  ['范晓光', '法学院', '教师', 13], ['彭博文', '经济管理学院', '本科生', 0],
]

/** Department codes inside student numbers. */
export const DEPARTMENT_CODES: Record<string, string> = {
  计算机学院: '03', 外国语学院: '05', 数学学院: '02', 历史学院: '07', 经济管理学院: '08', 文学院: '06', 物理学院: '04', 医学院: '11', 法学院: '09',
}

/** [name, userType, occupation] of the city library's demo readers. */
export const BINJIANG_READERS: [string, string, string][] = [
  ['刘建国', '成人读者', '退休教师'], ['陈美玲', '成人读者', '会计'], ['杨帆', '成人读者', '软件工程师'], ['黄丽华', '成人读者', '护士'],
  ['赵志勇', '成人读者', '公务员'], ['周晓燕', '成人读者', '中学语文教师'], ['吴国平', '成人读者', '退休工人'], ['徐静怡', '成人读者', '设计师'],
  ['孙海涛', '成人读者', '销售经理'], ['马秀英', '成人读者', '退休'], ['朱晓明', '成人读者', '医生'], ['胡春燕', '成人读者', '个体经营'],
  ['郭振华', '成人读者', '工程师'], ['何玉兰', '成人读者', '社区工作者'], ['林志伟', '成人读者', '律师'], ['高俊杰', '成人读者', '大学生'],
  ['罗丹', '成人读者', '编辑'], ['梁晓红', '成人读者', '小学教师'], ['宋立新', '成人读者', '退休干部'], ['郑海燕', '成人读者', '银行职员'],
  ['谢东升', '成人读者', '出租车司机'], ['韩雪', '成人读者', '研究生'], ['唐慧敏', '成人读者', '全职妈妈'], ['冯建军', '成人读者', '厨师'],
  ['于洋', '成人读者', '程序员'], ['董秀芳', '成人读者', '退休'], ['萧文轩', '成人读者', '高中生'], ['程立', '成人读者', '记者'],
  ['曹雯', '成人读者', '心理咨询师'], ['袁嘉豪', '成人读者', '健身教练'],
  ['王子轩', '少儿读者', '小学四年级'], ['李欣怡', '少儿读者', '小学三年级'], ['张浩宇', '少儿读者', '小学五年级'], ['刘梓涵', '少儿读者', '小学二年级'],
  ['陈一诺', '少儿读者', '初中一年级'], ['杨沐阳', '少儿读者', '小学六年级'], ['赵可欣', '少儿读者', '小学四年级'], ['黄思淼', '少儿读者', '初中二年级'],
  ['周乐天', '少儿读者', '小学三年级'], ['吴若曦', '少儿读者', '小学五年级'],
]

/** Most borrowed first; the rest of the lendable books follow in a shuffled order with a thin tail. */
export const POPULAR: Record<'academic' | 'public', string[]> = {
  academic: [
    'demo-zh-0099', 'demo-zh-0140', 'demo-zh-0185', 'demo-zh-0088', 'demo-zh-0172', 'demo-zh-0142', 'demo-zh-0143', 'demo-zh-0100',
    'demo-zh-0173', 'demo-zh-0171', 'demo-zh-0127', 'demo-zh-0186', 'demo-zh-0090', 'demo-zh-0187', 'demo-zh-0041', 'demo-zh-0111',
    'demo-zh-0141', 'demo-zh-0101', 'demo-zh-0080', 'demo-zh-0123', 'demo-zh-0020', 'demo-zh-0124', 'demo-zh-0062', 'demo-zh-0024',
    'demo-zh-0174', 'demo-en-0094', 'demo-zh-0113', 'demo-zh-0114', 'demo-zh-0188', 'demo-zh-0036', 'demo-zh-0026', 'demo-zh-0043',
    'demo-en-0013', 'demo-zh-0011', 'demo-zh-0184', 'demo-zh-0190', 'demo-en-0071', 'demo-zh-0150', 'demo-zh-0122', 'demo-en-0106',
  ],
  public: [
    'demo-zh-0099', 'demo-zh-0088', 'demo-zh-0113', 'demo-zh-0124', 'demo-zh-0090', 'demo-zh-0127', 'demo-zh-0112', 'demo-zh-0111',
    'demo-zht-0012', 'demo-zh-0062', 'demo-zh-0139', 'demo-zh-0100', 'demo-zh-0080', 'demo-zh-0065', 'demo-zh-0150', 'demo-zh-0105',
    'demo-zh-0106', 'demo-en-0024', 'demo-en-0058', 'demo-zht-0013', 'demo-zh-0101', 'demo-zh-0045', 'demo-zh-0091', 'demo-zh-0077',
    'demo-zh-0076', 'demo-zh-0020', 'demo-zh-0114', 'demo-zh-0123', 'demo-zht-0025', 'demo-zht-0050', 'demo-zh-0063', 'demo-zh-0102',
    'demo-zh-0097', 'demo-zh-0137', 'demo-zh-0021',
  ],
}

/** What the README accounts borrow, so their pages look like theirs (a CS student, a teacher of English, a citizen). */
export const ACCOUNT_TASTES: Record<string, string[]> = {
  reader: ['demo-zh-0172', 'demo-zh-0173', 'demo-zh-0099', 'demo-zh-0171', 'demo-zh-0185', 'demo-zh-0174', 'demo-zh-0183', 'demo-zh-0100', 'demo-zh-0190', 'demo-zh-0181', 'demo-zh-0188', 'demo-zh-0186', 'demo-zh-0080', 'demo-en-0094', 'demo-zh-0176'],
  scholar: ['demo-en-0019', 'demo-en-0020', 'demo-en-0022', 'demo-en-0004', 'demo-en-0010', 'demo-en-0021', 'demo-en-0139', 'demo-en-0023'],
  citizen: ['demo-zh-0088', 'demo-zh-0113', 'demo-zh-0105', 'demo-zh-0106', 'demo-zh-0097', 'demo-zh-0112', 'demo-zh-0090', 'demo-zh-0102'],
}

/** Readers' comments; `scope` keeps textbook talk out of the city library and picture books out of the university. */
export type DemoComment = { source: string; text: string; scope?: 'academic' | 'public'; pending?: boolean }
export const COMMENTS: DemoComment[] = [
  { source: 'demo-zh-0099', text: '前半部分节奏偏慢，坚持读到红岸基地那一段就停不下来了。' },
  { source: 'demo-zh-0099', text: '把物理学的冷峻和人性的复杂写在一起，国产科幻的里程碑。' },
  { source: 'demo-zh-0100', text: '黑暗森林法则那一章读完后背发凉，三部曲里最喜欢这一本。' },
  { source: 'demo-zh-0101', text: '尺度一下子拉到宇宙尽头，结尾有种说不出的苍凉。' },
  { source: 'demo-zh-0088', text: '读的时候很压抑，合上书却觉得更想好好活着。' },
  { source: 'demo-zh-0088', text: 'Short and brutal. Fugui keeps losing everything and still goes on; hard to forget.' },
  { source: 'demo-zh-0090', text: '孙少平在煤矿读书的情节让我想起自己的父亲，很真实。' },
  { source: 'demo-zh-0111', text: '人名太像了，建议边读边画家族树。读完才明白孤独是什么意思。' },
  { source: 'demo-zh-0113', text: '几个故事环环相扣，温暖治愈，适合睡前读。' },
  { source: 'demo-zh-0124', text: '把明史讲成了段子，但史实脉络并不含糊，入门很合适。' },
  { source: 'demo-zh-0123', text: '从一个“无事”的年份看出整个王朝的症结，视角很独特。' },
  { source: 'demo-zh-0127', text: '认知革命、农业革命那几章很有启发，部分结论可以再推敲。' },
  { source: 'demo-zh-0062', text: '每读一遍都有新发现，这次特别留意了判词和诗词。' },
  { source: 'demo-zh-0080', text: '比喻妙到让人笑出声，笑完又觉得有点心酸。' },
  { source: 'demo-zh-0114', text: '“老大哥在看着你”，七十多年前写的书，今天读依然不过时。' },
  { source: 'demo-zh-0112', text: '“为你，千千万万遍。”哈桑这句话看哭了。' },
  { source: 'demo-zh-0020', text: '系统1和系统2的框架很好用，书有点长，可以挑章节读。' },
  { source: 'demo-zh-0024', text: '差序格局的概念到今天仍然能解释很多现象，薄薄一本值得反复读。' },
  { source: 'demo-zh-0150', text: '有些章节需要慢慢啃，但霍金讲得已经尽量通俗了。' },
  { source: 'demo-zh-0105', text: '平淡的文字里是很深的感情，最后一部分读得很难过。' },
  { source: 'demo-zh-0106', text: '“不必追”三个字，道尽了父母与子女的关系。' },
  { source: 'demo-en-0013', text: 'Read it in English after the Chinese translation. Newspeak makes much more sense in the original.' },
  { source: 'demo-en-0001', text: 'The opening line alone is worth the loan. Elizabeth is still one of the sharpest heroines around.' },
  { source: 'demo-en-0024', text: 'Started it to practise English and finished it in three evenings. Great first novel to read in English.' },
  { source: 'demo-zh-0140', text: '例题讲解清楚，课后习题建议全部做一遍，考研复习也用得上。', scope: 'academic' },
  { source: 'demo-zh-0142', text: '矩阵那一章是基础中的基础，配合网课看效果更好。', scope: 'academic' },
  { source: 'demo-zh-0143', text: '概率部分比数理统计部分好懂，第七章参数估计要多看几遍。', scope: 'academic' },
  { source: 'demo-zh-0185', text: '“西瓜书”名不虚传，公式推导略简，可以配合南瓜书一起看。', scope: 'academic' },
  { source: 'demo-zh-0185', text: '第三章线性模型写得最清楚，做课程作业时反复翻。', scope: 'academic' },
  { source: 'demo-zh-0172', text: '厚但值得，伪代码很规范。建议先读前几部分再挑感兴趣的章节。', scope: 'academic' },
  { source: 'demo-zh-0173', text: 'CSAPP 的实验（bomb lab）一定要做，做完对程序的理解完全不一样。', scope: 'academic' },
  { source: 'demo-zh-0171', text: '考研专业课必备，代码是类C语言，需要自己动手补全调试。', scope: 'academic' },
  { source: 'demo-zh-0186', text: '篇幅不大但很密，每一章都值得做笔记。', scope: 'academic' },
  { source: 'demo-zh-0187', text: 'Solid on the theory. Chapter 6 and the regularisation chapter were the most useful for my thesis.', scope: 'academic' },
  { source: 'demo-zh-0041', text: '十大原理总结得很好，例子贴近生活，经济学入门首选。', scope: 'academic' },
  { source: 'demo-en-0094', text: 'Our algorithms course follows it closely. The exercises at the end of each chapter are the real value.', scope: 'academic' },
  { source: 'demo-zh-0036', text: '复习时按专题梳理时间线，条理很清楚。', scope: 'academic' },
  { source: 'demo-zh-0011', text: '冯友兰写给外国人的讲义，反而让中国读者更容易入门。', scope: 'academic' },
  { source: 'demo-zh-0123', text: 'Ray Huang 的大历史观，读完再看明代财政史的论文会顺很多。', scope: 'academic' },
  { source: 'demo-zh-0174', text: '每一层协议讲得很细，配合 Wireshark 抓包理解更深。', scope: 'academic' },
  { source: 'demo-zh-0188', text: '把搜索引擎背后的数学讲得很有趣，适合非计算机专业同学。', scope: 'academic' },
  { source: 'demo-zh-0026', text: '课后案例数据可以在 Excel 里自己跑一遍，印象更深。', scope: 'academic' },
  { source: 'demo-zh-0139', text: '孩子每天睡前要听两个问题，读了一个月还没读完。', scope: 'public' },
  { source: 'demo-zht-0012', text: '郭靖的憨厚和黄蓉的机灵，小时候看电视剧，现在终于读了原著。', scope: 'public' },
  { source: 'demo-zht-0013', text: '人物多、线索多，乔峰那几章写得荡气回肠。', scope: 'public' },
  { source: 'demo-en-0058', text: '和孩子一起读的英文版，狐狸说“驯养”的那一段我们读了好几遍。', scope: 'public' },
  { source: 'demo-zh-0065', text: '给孩子借的，结果自己也重读了一遍，比动画片精彩。', scope: 'public' },
  { source: 'demo-zh-0045', text: '从企业史看改革开放，很多熟悉的品牌背后原来有这么多故事。', scope: 'public' },
  { source: 'demo-zh-0091', text: '厚重的关中史诗，方言读起来有味道，希望馆里多添几册。', scope: 'public' },
  { source: 'demo-zh-0097', text: '沪语写成的小说，读着像在弄堂里听人讲故事。', scope: 'public' },
  { source: 'demo-zh-0077', text: '孩子学校要求的必读书目，馆里复本够，借书很方便。', scope: 'public' },
  { source: 'demo-zht-0025', text: '英子的眼睛看老北京，淡淡的忧伤，很适合高年级的孩子读。', scope: 'public' },
  { source: 'demo-zh-0127', text: '这本书的观点有点绝对，当作思考的起点比当作结论好。', pending: true },
  { source: 'demo-zh-0099', text: '请问馆里有没有三体的英文版？想对照着读。', pending: true },
  { source: 'demo-zh-0090', text: '书页第 213 页有破损，还书时已经告诉了服务台。', pending: true },
  { source: 'demo-zh-0185', text: '能不能多采购几本？每次来都借不到。', pending: true, scope: 'academic' },
  { source: 'demo-zh-0113', text: '推荐给所有正在迷茫的人。', pending: true, scope: 'public' },
]

/** Search terms as readers type them, most searched first. */
export const SEARCH_TERMS: Record<'academic' | 'public', string[]> = {
  academic: [
    '三体', '机器学习', '考研', '高等数学', 'Python', '人工智能', '深度学习', '数据结构', '红楼梦', '线性代数',
    '经济学', '鲁迅', '算法导论', '概率论与数理统计', 'History of China', '活着', '英语四级', '统计学', '中国近代史', '心理学',
    '万历十五年', 'Machine Learning', '计算机网络', '百年孤独', '刑法学', 'ＡＩ绘画', '余华', '宏观经济学', '人类简史', 'Jane Austen',
  ],
  public: [
    '三体', '东野圭吾', '明朝那些事儿', '活着', '红楼梦', '金庸', '十万个为什么', '哈利·波特', '育儿', '平凡的世界',
    '人类简史', '鲁迅', '小王子', '西游记', '时间简史', '绘本', '养生', '理财', '围城', '张爱玲',
    '龙应台', '白鹿原', '滨江地方志', '余华', 'Python', '烹饪', '中国历史', '考公', 'Harry Potter', '高考作文',
  ],
}
