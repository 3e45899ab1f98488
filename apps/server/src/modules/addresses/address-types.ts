// The `addressType` code list (getAddressType). No tenant of the seed defines one, so every tenant starts with
// these; a tenant renames, hides or adds types through DictionaryEntry rows of dictCode "addressType".
/** [code, zh-CN, zh-TW, en], as the catalogue's built-in lists are written. */
export const ADDRESS_TYPES: readonly (readonly [code: string, zhCN: string, zhTW: string, en: string])[] = [
  ['1', '家庭地址', '家庭地址', 'Home'],
  ['2', '单位地址', '單位地址', 'Work'],
  ['3', '学校地址', '學校地址', 'School'],
  ['9', '其他', '其他', 'Other'],
]
