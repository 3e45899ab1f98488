import { createHash } from 'node:crypto'
import type { NormalisedRecord, ScriptCode } from './types.ts'
import { disciplinesOfClcClasses } from '../catalogue/index.ts'

// Small normalisers shared by the mappers: ISBN, years, script detection, punctuation trimming.

/** ISBN-10 or ISBN-13 (with hyphens, spaces, qualifiers) → ISBN-13 digits; null when not a valid ISBN. */
export function normaliseIsbn(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '')
  const match = compact.match(/^(97[89]\d{10}|\d{9}[\dX])/) ?? compact.match(/(97[89]\d{10}|\d{9}[\dX])/)
  if (!match) return null
  const code = match[1]!
  if (code.length === 13) return isbn13CheckDigit(code.slice(0, 12)) === code[12] ? code : null
  // ISBN-10 check digit
  let sum = 0
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(code[i])
  const check = (11 - (sum % 11)) % 11
  if ((check === 10 ? 'X' : String(check)) !== code[9]) return null
  const body = `978${code.slice(0, 9)}`
  return body + isbn13CheckDigit(body)
}

function isbn13CheckDigit(twelve: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3)
  return String((10 - (sum % 10)) % 10)
}

/** The first plausible four-digit year (1000–2099) of a date text. */
export function yearOf(text: string): number | null {
  const match = text.match(/(?<!\d)(1[0-9]{3}|20[0-9]{2})(?!\d)/)
  return match ? Number(match[1]) : null
}

/** Trims ISBD punctuation that MARC subfields carry at their ends (" /", " :", " ;", ",", "."). */
export function clean(text: string | undefined | null): string {
  if (!text) return ''
  return text
    .replace(/[\u0098\u009c]/g, '') // MARC non-sorting markers
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[/:;,=]$/, '')
    .replace(/(?<![A-Z.]\w?|\.\.)\.$/u, '')
    .trim()
}

// Characters that exist only in one Chinese script (a small, frequent sample; enough to tell the two apart).
const ONLY_HANS = new Set([...'这个们来时为说国会学对发经过动后么还现实开关进种从长问东书见车门马页风乐云总记应边两头军产业丽义乌乡买亚亲亿亿仅从仑仓众优伙会伟传伤价众体余佛侣侦侧侨俭债倾储儿兴兰关兹养兽内冈册写军农冯冲决况冻净凉减凑几凤凭凯击划刘则刚创删别刹剂剑剧劝办务动励劲劳势勋匀区医华协单卖卢卫却厂厅历厉压厌厕厘县参双变叙叠号叹吓吗启吴呐员呜咏响哑唤啬喷嘱园围图圆圣场坏块坚坛坝坟坠垄垒垦执扩扫扬扰抚抛抟抢护报担拟拢拣拥择挂挚挟挠挡挤挥捞损换捣据掳掷掺揽搀搁搂摄摆摇摊撑撵擞攒敌数斋斓无旧时旷昙昼显晋晒晓晕暂术机杀杂权条来杨极构枪柜标栈栋栏树样档梦检椭楼榄横欢欧歼毁毕毙气汇汉汤沟没沣沥沦沪泞泪泻泼洁洒浅浆浇浊测济浏浑浓涂涛涝润涡涣涤涧涨涩渊渍渐渔湾湿溃溅滚滞满滤滥滨滩潇灯灵灾灿炉点炼烂烛烦烧烫热焕爱爷牍牵牺犹狈狮独狭猎猫献环现玛玮玺琐琼画畅疗疟疡疮疯痒瘪瘫盏盐监盖盘眯着睁瞒矫矶矿码砖砚砾础硕确碍碱礼祷祸离秃秆种积称稳穷窃窍窑窜窝竖竞笔笋笼筑筛筹签简箦篮篱类粮紧纠红纤约级纪纬纯纱纲纳纵纷纸纹纺线练组细织终绍经绑绒结绕绘给络绝统绢绣继绩绪续绳维绵绸综绿缀缅缆缓编缘缚缝缠缩缴网罗罚罢职聋聍联聪肃肠肤肾肿胀胁胜胶脉脏脑脚脱脸腊舰舱艰艺节芜苇苍苏苹范茎荐荡荣荤药莱莲获莹萝萤营萧萨蓝蔷蕴虏虑虚虫虾蚀蚁蚂蛮蜡蝇衅补衬袄袜装见观规视览觉誉计订认讥讨让训议讯记讲讳许论设访证评识诈诉诊词译试诗诚话诞询该详语误说请诸诺读课谁调谅谈谊谋谓谜谢谣谦谨谱谴贝贞负贡财责贤败账货质贩贪贫购贯贴贵贸费贺贼资赋赌赏赐赖赚赛赞赠赵赶趋跃践踪蹑躏车轨轩转轮软轰轻载轿较辅辆辈辉辑输辖辞辩边达迁过迈运还这进远违连迟选逊递逻遗邓邮邻郑酝酱释鉴针钉钓钙钞钟钢钥钦钩钱钻铁铃铅铜铭银铺链销锁锅锋错锡锣锤锦键镇镜长门闪闭问闯闲间闷闸闹闻阀阁阅阐阔队阳阴阵阶际陆陈陕险随隐隶难雏雾静靥韦韩页顶项顺须顽顾顿预领频颁颂颈颗题颜额风飘飞饥饭饮饰饱饲饼馆首驱驳驴驶驻驾骂骄验骑骗骚骤鱼鲁鲜鸟鸡鸣鸭鸽鹅鹤麦黄齐齿龙龟'])
const ONLY_HANT = new Set([...'這個們來時為說國會學對發經過動後麼還現實開關進種從長問東書見車門馬頁風樂雲總記應邊兩頭軍產業麗義烏鄉買亞親億僅倉眾優夥偉傳傷價體餘側僑儉債傾儲兒興蘭關茲養獸岡冊寫農馮衝決況凍淨涼減湊幾鳳憑凱擊劃劉則剛創刪別劑劍劇勸辦務勵勁勞勢勳勻區醫華協單賣盧衛卻廠廳歷厲壓厭廁釐縣參雙變敘疊號嘆嚇嗎啟吳員嗚詠響啞喚嗇噴囑園圍圖圓聖場壞塊堅壇壩墳墜壟壘墾執擴掃揚擾撫拋摶搶護報擔擬攏揀擁擇掛摯挾撓擋擠揮撈損換搗據擄擲摻攬攙擱摟攝擺搖攤撐攆擻攢敵數齋斕無舊曠曇晝顯晉曬曉暈暫術機殺雜權條楊極構槍櫃標棧棟欄樹樣檔夢檢橢樓欖橫歡歐殲毀畢斃氣匯漢湯溝沒灃瀝淪滬濘淚瀉潑潔灑淺漿澆濁測濟瀏渾濃塗濤澇潤渦渙滌澗漲澀淵漬漸漁灣濕潰濺滾滯滿濾濫濱灘瀟燈靈災燦爐點煉爛燭煩燒燙熱煥愛爺牘牽犧猶狽獅獨狹獵貓獻環現瑪瑋璽瑣瓊畫暢療瘧瘍瘡瘋癢癟癱盞鹽監蓋盤瞇著睜瞞矯磯礦碼磚硯礫礎碩確礙鹼禮禱禍離禿稈種積稱穩窮竊竅窯竄窩豎競筆筍籠築篩籌簽簡簀籃籬類糧緊糾紅纖約級紀緯純紗綱納縱紛紙紋紡線練組細織終紹經綁絨結繞繪給絡絕統絹繡繼績緒續繩維綿綢綜綠綴緬纜緩編緣縛縫纏縮繳網羅罰罷職聾聹聯聰肅腸膚腎腫脹脅勝膠脈髒腦腳脫臉臘艦艙艱藝節蕪葦蒼蘇蘋範莖薦蕩榮葷藥萊蓮獲瑩蘿螢營蕭薩藍薔蘊虜慮虛蟲蝦蝕蟻螞蠻蠟蠅釁補襯襖襪裝見觀規視覽覺譽計訂認譏討讓訓議訊記講諱許論設訪證評識詐訴診詞譯試詩誠話誕詢該詳語誤說請諸諾讀課誰調諒談誼謀謂謎謝謠謙謹譜譴貝貞負貢財責賢敗賬貨質販貪貧購貫貼貴貿費賀賊資賦賭賞賜賴賺賽贊贈趙趕趨躍踐蹤躡躪車軌軒轉輪軟轟輕載轎較輔輛輩輝輯輸轄辭辯邊達遷過邁運還這進遠違連遲選遜遞邏遺鄧郵鄰鄭醞醬釋鑒針釘釣鈣鈔鐘鋼鑰欽鉤錢鑽鐵鈴鉛銅銘銀鋪鏈銷鎖鍋鋒錯錫鑼錘錦鍵鎮鏡長門閃閉問闖閒間悶閘鬧聞閥閣閱闡闊隊陽陰陣階際陸陳陝險隨隱隸難雛霧靜靨韋韓頁頂項順須頑顧頓預領頻頒頌頸顆題顏額風飄飛飢飯飲飾飽飼餅館首驅駁驢駛駐駕罵驕驗騎騙騷驟魚魯鮮鳥雞鳴鴨鴿鵝鶴麥黃齊齒龍龜'])

/** Dominant script of a record's text: Chinese Simplified / Traditional, Latin, or mixed. */
export function detectScript(text: string): ScriptCode {
  let han = 0
  let latin = 0
  let hans = 0
  let hant = 0
  for (const char of text) {
    const code = char.codePointAt(0)!
    if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x20000 && code <= 0x2ffff)) {
      han++
      if (ONLY_HANS.has(char)) hans++
      else if (ONLY_HANT.has(char)) hant++
    } else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0x24f)) latin++
  }
  if (han === 0) return 'LATIN'
  if (hans > 0 && hant > 0) return 'MIXED'
  if (hant > 0) return 'ZH_HANT'
  if (hans > 0) return 'ZH_HANS'
  // Han text without a decidable character: call it Simplified unless Latin dominates.
  return latin > han * 2 ? 'MIXED' : 'ZH_HANS'
}

/** A stable source id for a record without one: a hash of its content. */
export function contentId(prefix: string, value: unknown): string {
  return `${prefix}${createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 20)}`
}

const uniq = (values: string[]) => [...new Set(values.filter((v) => v !== ''))]
export { uniq }

/** A record with every field at its empty value; mappers fill what their source has. */
export function emptyRecord(sourceId: string, sourceFormat: NormalisedRecord['sourceFormat']): NormalisedRecord {
  return {
    sourceId, sourceFormat, docCode: 1, docType: 'book', resourceType: 'PHYSICAL', title: '', subtitle: '', parallelTitle: '',
    otherTitles: [], authors: [], responsibility: '', institution: '', publisher: '', publishPlace: '', publishYear: '',
    publishYearNum: null, edition: '', isbn: '', isbns: [], issn: '', langCode: '', countryCode: '', clcClasses: [], discode1: [], subjects: [],
    abstract: '', series: '', pages: '', dimensions: '', physicalDescription: '', priceText: '', coverUrl: '', classNumbers: [],
    links: [], script: 'LATIN', marc: null, holdings: [],
  }
}

/** Fills isbns/publishYearNum/script from the other fields (called by every mapper at the end). */
export function finish(record: NormalisedRecord, isbnSources: string[]): NormalisedRecord {
  record.isbns = uniq(isbnSources.map((raw) => normaliseIsbn(raw) ?? ''))
  if (!record.isbn) record.isbn = isbnSources[0]?.trim() ?? ''
  record.publishYearNum ??= yearOf(record.publishYear)
  record.authors = uniq(record.authors)
  record.subjects = uniq(record.subjects)
  record.clcClasses = uniq(record.clcClasses)
  record.discode1 = disciplinesOfClcClasses(record.clcClasses)
  record.otherTitles = uniq(record.otherTitles.filter((t) => t !== record.title))
  record.script = detectScript(`${record.title} ${record.subtitle} ${record.authors.join(' ')} ${record.publisher}`)
  if (!record.title) record.title = '[no title]'
  return record
}
