// Built-in code lists (spec §3 "Common dictionaries", contract §5.3). A tenant may add or rename entries
// through DictionaryEntry rows; these are the defaults every tenant starts with. Names: [zh-CN, zh-TW, en].

export type VocabularyEntry = readonly [code: string, zhCN: string, zhTW: string, en: string]

/** Document types (docCode); 1 book, 2 journal, 4 thesis and 28 other are the codes seen in the wild. */
export const DOC_TYPES: readonly VocabularyEntry[] = [
  ['1', '图书', '圖書', 'Book'], ['2', '期刊', '期刊', 'Journal'], ['3', '报纸', '報紙', 'Newspaper'],
  ['4', '学位论文', '學位論文', 'Thesis'], ['5', '期刊论文', '期刊論文', 'Journal article'], ['6', '会议论文', '會議論文', 'Conference paper'],
  ['7', '专利', '專利', 'Patent'], ['8', '标准', '標準', 'Standard'], ['9', '多媒体', '多媒體', 'Multimedia'],
  ['10', '百科', '百科', 'Encyclopedia entry'], ['11', '电子图书', '電子圖書', 'E-book'], ['12', '电子期刊', '電子期刊', 'E-journal'],
  ['13', '科技报告', '科技報告', 'Technical report'], ['14', '年鉴', '年鑑', 'Yearbook'], ['15', '工具书', '工具書', 'Reference work'],
  ['16', '古籍', '古籍', 'Ancient book'], ['17', '地图', '地圖', 'Map'], ['18', '乐谱', '樂譜', 'Music score'],
  ['19', '视频', '影片', 'Video'], ['20', '音频', '音訊', 'Audio'], ['21', '图片', '圖片', 'Image'],
  ['22', '法律法规', '法律法規', 'Law and regulation'], ['23', '政府出版物', '政府出版品', 'Government publication'], ['24', '科技成果', '科技成果', 'Research result'],
  ['25', '案例', '案例', 'Case study'], ['26', '课件', '課件', 'Courseware'], ['27', '数据集', '資料集', 'Dataset'],
  ['28', '其他', '其他', 'Other'], ['29', '试用图书', '試用圖書', 'Trial e-book'], ['30', '免费图书', '免費圖書', 'Free e-book'],
  ['31', '已购图书', '已購圖書', 'Purchased e-book'], ['32', '试用期刊', '試用期刊', 'Trial journal'], ['33', '免费期刊', '免費期刊', 'Free journal'],
  ['34', '已购期刊', '已購期刊', 'Purchased journal'], ['35', '试用数据库', '試用資料庫', 'Trial database'], ['36', '免费数据库', '免費資料庫', 'Free database'],
  ['37', '已购数据库', '已購資料庫', 'Purchased database'], ['38', '开放获取论文', '開放取用論文', 'Open-access paper'], ['39', '预印本', '預印本', 'Preprint'],
  ['40', '会议录', '會議錄', 'Proceedings'], ['41', '丛书', '叢書', 'Series'], ['42', '手稿', '手稿', 'Manuscript'],
  ['43', '缩微资料', '縮微資料', 'Microform'], ['44', '特藏', '特藏', 'Special collection'],
]

/** Chinese Library Classification main classes (classNo). */
export const CLC_CLASSES: readonly VocabularyEntry[] = [
  ['A', '马克思主义、列宁主义、毛泽东思想、邓小平理论', '馬克思主義、列寧主義、毛澤東思想、鄧小平理論', 'Marxism, Leninism, Mao Zedong Thought, Deng Xiaoping Theory'],
  ['B', '哲学、宗教', '哲學、宗教', 'Philosophy and religion'], ['C', '社会科学总论', '社會科學總論', 'Social sciences (general)'],
  ['D', '政治、法律', '政治、法律', 'Politics and law'], ['E', '军事', '軍事', 'Military science'], ['F', '经济', '經濟', 'Economics'],
  ['G', '文化、科学、教育、体育', '文化、科學、教育、體育', 'Culture, science, education, sports'], ['H', '语言、文字', '語言、文字', 'Languages and linguistics'],
  ['I', '文学', '文學', 'Literature'], ['J', '艺术', '藝術', 'Art'], ['K', '历史、地理', '歷史、地理', 'History and geography'],
  ['N', '自然科学总论', '自然科學總論', 'Natural sciences (general)'], ['O', '数理科学和化学', '數理科學和化學', 'Mathematics, physics, chemistry'],
  ['P', '天文学、地球科学', '天文學、地球科學', 'Astronomy and earth sciences'], ['Q', '生物科学', '生物科學', 'Biological sciences'],
  ['R', '医药、卫生', '醫藥、衛生', 'Medicine and health'], ['S', '农业科学', '農業科學', 'Agricultural sciences'],
  ['T', '工业技术', '工業技術', 'Industrial technology'], ['U', '交通运输', '交通運輸', 'Transportation'], ['V', '航空、航天', '航空、航太', 'Aviation and aerospace'],
  ['X', '环境科学、安全科学', '環境科學、安全科學', 'Environmental and safety science'], ['Z', '综合性图书', '綜合性圖書', 'General works'],
]

/** Ministry-of-Education discipline categories (discode1, contract §5.3). */
export const DISCIPLINES: readonly VocabularyEntry[] = [
  ['01', '哲学', '哲學', 'Philosophy'], ['02', '经济学', '經濟學', 'Economics'], ['03', '法学', '法學', 'Law'], ['04', '教育学', '教育學', 'Education'],
  ['05', '文学', '文學', 'Literature'], ['06', '历史学', '歷史學', 'History'], ['07', '理学', '理學', 'Science'], ['08', '工学', '工學', 'Engineering'],
  ['09', '农学', '農學', 'Agriculture'], ['10', '医学', '醫學', 'Medicine'], ['11', '军事学', '軍事學', 'Military science'], ['12', '管理学', '管理學', 'Management'],
  ['13', '艺术学', '藝術學', 'Art'], ['14', '交叉学科', '交叉學科', 'Interdisciplinary'], ['00', '未分类', '未分類', 'Unclassified'],
]

export const LANGUAGES: readonly VocabularyEntry[] = [
  ['chi', '中文', '中文', 'Chinese'], ['eng', '英文', '英文', 'English'], ['jpn', '日文', '日文', 'Japanese'], ['kor', '韩文', '韓文', 'Korean'],
  ['fre', '法文', '法文', 'French'], ['ger', '德文', '德文', 'German'], ['rus', '俄文', '俄文', 'Russian'], ['spa', '西班牙文', '西班牙文', 'Spanish'],
  ['ita', '意大利文', '義大利文', 'Italian'], ['ara', '阿拉伯文', '阿拉伯文', 'Arabic'], ['lat', '拉丁文', '拉丁文', 'Latin'], ['999', '其他', '其他', 'Other'],
]

export const COUNTRIES: readonly VocabularyEntry[] = [
  ['CN', '中国', '中國', 'China'], ['TW', '中国台湾', '中國臺灣', 'Taiwan, China'], ['HK', '中国香港', '中國香港', 'Hong Kong, China'],
  ['US', '美国', '美國', 'United States'], ['GB', '英国', '英國', 'United Kingdom'], ['JP', '日本', '日本', 'Japan'], ['DE', '德国', '德國', 'Germany'],
  ['FR', '法国', '法國', 'France'], ['RU', '俄罗斯', '俄羅斯', 'Russia'], ['99', '其他', '其他', 'Other'],
]

/** Resource types (contract §5.3): 1 physical, 2 electronic, 3 digital. */
export const RESOURCE_TYPES: readonly VocabularyEntry[] = [
  ['1', '纸质资源', '紙本資源', 'Print'], ['2', '电子资源', '電子資源', 'Electronic'], ['3', '数字资源', '數位資源', 'Digital'],
]

/** Circulation attributes of a copy (contract §5.1, as S4 renders them). */
export const CIRC_ATTRS: Record<string, string> = { '0': '可借', '1': '阅览', '2': '停借', '3': '保留本', '4': '业务用书', '5': '非可借', '6': '分馆藏书' }

export type VocabularyLocale = 'zh-CN' | 'zh-TW' | 'en-US'
export function nameIn(entry: VocabularyEntry, locale: VocabularyLocale): string {
  return locale === 'en-US' ? entry[3] : locale === 'zh-TW' ? entry[2] : entry[1]
}
export function toCodeNames(list: readonly VocabularyEntry[], locale: VocabularyLocale) {
  return list.map((entry) => ({ code: entry[0], name: nameIn(entry, locale) }))
}
