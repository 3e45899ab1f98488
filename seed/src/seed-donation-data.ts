// Donations to the two demo libraries: books from the catalogue that came in as gifts, real books still
// waiting to be catalogued or declined, and each library's donation notice and news.

type Kind = 'academic' | 'public'

/** Catalogue records that arrived as gifts (accepted into the collection). */
export const DONATED_RECORDS: Record<Kind, string[]> = {
  academic: ['demo-zh-0172', 'demo-zh-0185', 'demo-en-0094', 'demo-zh-0123', 'demo-zh-0011', 'demo-en-0106', 'demo-zh-0090', 'demo-zh-0140',
    'demo-zh-0024', 'demo-en-0119', 'demo-zh-0062', 'demo-zh-0115', 'demo-en-0155', 'demo-zh-0136'],
  public: ['demo-zh-0139', 'demo-zh-0088', 'demo-zh-0124', 'demo-zh-0113', 'demo-zh-0065', 'demo-zht-0012', 'demo-zh-0090', 'demo-zh-0105',
    'demo-en-0058', 'demo-zh-0127', 'demo-zh-0097', 'demo-zh-0062', 'demo-zh-0150', 'demo-zh-0045'],
}

export type OtherDonation = { title: string; author: string; publisher: string; scope: Kind | 'both'; status: 'REGISTERED' | 'RECEIVED' | 'REJECTED'; remark?: string }
/** Books not (yet) in the catalogue. */
export const OTHER_DONATIONS: OtherDonation[] = [
  { title: '置身事内：中国政府与经济发展', author: '兰小欢', publisher: '上海人民出版社', scope: 'both', status: 'RECEIVED' },
  { title: '长安的荔枝', author: '马伯庸', publisher: '湖南文艺出版社', scope: 'both', status: 'REGISTERED' },
  { title: '我与地坛', author: '史铁生', publisher: '人民文学出版社', scope: 'both', status: 'RECEIVED' },
  { title: '人间词话', author: '王国维', publisher: '', scope: 'both', status: 'REGISTERED' },
  { title: '平原上的摩西', author: '双雪涛', publisher: '百花文艺出版社', scope: 'both', status: 'RECEIVED' },
  { title: 'Python编程：从入门到实践', author: '埃里克·马瑟斯', publisher: '人民邮电出版社', scope: 'both', status: 'REGISTERED' },
  { title: '局外人', author: '阿尔贝·加缪', publisher: '上海译文出版社', scope: 'both', status: 'RECEIVED' },
  { title: '浮生六记', author: '沈复', publisher: '', scope: 'both', status: 'REGISTERED' },
  { title: '计算机组成与设计：硬件/软件接口', author: '戴维·A. 帕特森，约翰·L. 亨尼斯', publisher: '机械工业出版社', scope: 'academic', status: 'RECEIVED' },
  { title: '全国硕士研究生入学统一考试数学复习全书（旧版）', author: '', publisher: '', scope: 'academic', status: 'REJECTED', remark: '过期的考试辅导书不在接收范围内，已联系捐赠人取回。' },
  { title: '大学英语四级考试历年真题（旧版）', author: '', publisher: '', scope: 'academic', status: 'REJECTED', remark: '教辅和习题集暂不接收，感谢您的支持。' },
  { title: '窗边的小豆豆', author: '黑柳彻子', publisher: '南海出版公司', scope: 'public', status: 'RECEIVED' },
  { title: '夏洛的网', author: 'E. B. 怀特', publisher: '上海译文出版社', scope: 'public', status: 'REGISTERED' },
  { title: '猜猜我有多爱你', author: '山姆·麦克布雷尼', publisher: '明天出版社', scope: 'public', status: 'RECEIVED' },
  { title: '云边有个小卖部', author: '张嘉佳', publisher: '湖南文艺出版社', scope: 'public', status: 'REGISTERED' },
  { title: '滨江老街巷影像集', author: '滨江市地方志办公室', publisher: '', scope: 'public', status: 'RECEIVED', remark: '地方文献，拟入藏古籍与地方文献室。' },
  { title: '《读者》杂志合订本（六年）', author: '', publisher: '', scope: 'public', status: 'REJECTED', remark: '期刊合订本馆内已有收藏，经捐赠人同意转赠社区书屋。' },
]

/** Donors besides readers; copies come in larger batches from them. */
export const ORGANISATIONS: Record<Kind, string[]> = {
  academic: ['计算机学院 2021 届毕业生', '星海大学校友会', '外国语学院英语系', '星海大学出版社'],
  public: ['滨江市作家协会', '滨江日报社', '江南社区志愿者协会', '滨江实验小学四年级二班'],
}

export const ANONYMOUS = '匿名'

export type Notice = { title: string; content: string; daysAgo: number }

export const NOTICES: Record<Kind, { notice: Notice; news: Notice[] }> = {
  academic: {
    notice: {
      title: '星海大学图书馆图书捐赠须知', daysAgo: 400,
      content: '<h3>欢迎捐赠</h3><p>星海大学图书馆欢迎校友、师生和社会各界人士捐赠图书资料，丰富馆藏，服务学校的教学和科研。</p>'
        + '<h3>接收范围</h3><ul><li>近十年出版、内容健康、品相完好的中外文学术图书；</li><li>本校师生、校友的著作、译著；</li><li>具有收藏价值的古籍、手稿和纪念文献。</li></ul>'
        + '<h3>暂不接收</h3><ul><li>教辅、习题集和过期的考试用书；</li><li>盗版书、复印本和破损严重的图书；</li><li>零散的报纸和期刊。</li></ul>'
        + '<h3>捐赠方式</h3><ol><li>在“我的图书馆 → 资源捐赠”中登记书目，或直接将图书送到总馆一楼流通服务台；</li><li>馆员核对后出具捐赠回执；</li><li>入藏的图书加贴捐赠签条，并在“捐赠名录”中公布。</li></ol>'
        + '<h3>联系我们</h3><p>地址：星海大学图书馆总馆一楼流通服务台<br>邮箱：donation@library.xinghai.example<br>时间：周一至周五 8:30—17:00</p>',
    },
    news: [
      { title: '“让书流动起来”毕业季赠书活动开始登记', daysAgo: 6,
        content: '<p>毕业季将至，图书馆即日起接受毕业生赠书登记。同学们可在“我的图书馆 → 资源捐赠”中登记，或在总馆一楼服务台现场办理。符合入藏条件的图书将加贴捐赠签条，其余图书将转入“图书漂流”书架供学弟学妹自由取阅。</p>' },
      { title: '计算机学院 2021 届毕业生向图书馆捐赠专业图书', daysAgo: 34,
        content: '<p>计算机学院 2021 届毕业生向图书馆捐赠了一批算法、系统和人工智能方面的专业图书。经馆员查重、验收，已全部编目上架，读者可在馆藏检索中查到，书内附有捐赠签条。</p>' },
      { title: '星海大学校友会捐赠图书入藏', daysAgo: 95,
        content: '<p>星海大学校友会向图书馆捐赠人文社科类图书，涵盖历史、哲学、艺术等领域。图书馆对校友们的支持表示感谢，所赠图书已在中文图书借阅区上架。</p>' },
      { title: '图书馆公布上半年图书捐赠名录', daysAgo: 180,
        content: '<p>上半年图书馆共收到师生、校友及社会各界捐赠的图书资料一批，详细名录可在“图书捐赠 → 捐赠名录”中查询。感谢每一位捐赠人！</p>' },
    ],
  },
  public: {
    notice: {
      title: '滨江市图书馆接受社会捐赠公告', daysAgo: 420,
      content: '<h3>捐赠说明</h3><p>为丰富馆藏、共建书香滨江，滨江市图书馆长期接受市民和社会各界的图书捐赠。</p>'
        + '<h3>我们接收</h3><ul><li>内容健康、品相良好的各类图书，少儿图书尤其欢迎；</li><li>反映滨江历史、人物和风土人情的地方文献、老照片和家谱；</li><li>本市作者的著作。</li></ul>'
        + '<h3>暂不接收</h3><ul><li>教材教辅、过期的考试用书；</li><li>盗版书、复印本、破损或污损严重的图书；</li><li>报纸和零散期刊。</li></ul>'
        + '<h3>捐赠方式</h3><ol><li>读者可在门户“图书捐赠”页面或“我的图书馆 → 资源捐赠”中登记；</li><li>将图书送至总馆一层综合借阅区服务台，少儿图书也可送至江北少儿分馆；</li><li>工作人员清点后出具捐赠证书，入藏图书在捐赠名录中公布。</li></ol>'
        + '<h3>联系方式</h3><p>地址：滨江市图书馆总馆一层综合借阅区服务台<br>电话：0000-12345678<br>开放时间：周二至周日 9:00—20:30</p>',
    },
    news: [
      { title: '“一本书的旅行”少儿图书漂流活动开始征集', daysAgo: 9,
        content: '<p>江北少儿分馆即日起征集适合少年儿童阅读的图书。小读者可将读完的好书带到分馆服务台，登记后贴上“漂流卡”，让好书继续旅行。</p>' },
      { title: '滨江市作家协会向市图书馆捐赠本土作家作品', daysAgo: 41,
        content: '<p>滨江市作家协会向市图书馆捐赠了会员作家的小说、散文和诗集。这批图书将在总馆一层设立“滨江作家”专架集中展示，欢迎读者借阅。</p>' },
      { title: '市民捐赠老照片充实地方文献馆藏', daysAgo: 120,
        content: '<p>多位市民将家中珍藏的老照片和老街巷影像资料捐赠给图书馆。经整理扫描后，这些资料将入藏古籍与地方文献室，并逐步在地方文献特色库中发布。</p>' },
      { title: '上半年图书捐赠致谢名单', daysAgo: 200,
        content: '<p>感谢上半年向滨江市图书馆捐赠图书的市民和单位。完整名单可在“图书捐赠 → 捐赠名录”中查询。</p>' },
    ],
  },
}
