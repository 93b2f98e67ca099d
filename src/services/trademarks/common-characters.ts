/**
 * Characters so common in Chinese marks that sharing one of them says little: words for
 * home, beauty, China, good fortune, prosperity, quality, technology and the like (家, 美,
 * 华, 福, 盛, 品, 科 ...). Examiners weigh the distinctive part of a mark; two two-character
 * marks that share only such a character (悦家 and 航家) are not near-identical, while two
 * that share a distinctive one (悦家 and 悦华) are at least similar.
 *
 * Deliberately short and conservative: a character missing here is treated as
 * distinctive, which errs towards showing a mark rather than hiding it.
 */
const COMMON_MARK_CHARACTERS = new Set(
  [
    '家居屋坊堂店铺阁园苑馆庄府',
    '美佳嘉雅优好良品尚新鲜',
    '华中国东西南北天地',
    '福禄寿喜乐康安宁泰和合顺祥瑞吉',
    '盛兴旺隆昌荣丰富贵鑫金银宝',
    '大小多万百千一',
    '科技网联通信达创智电',
    '之的子儿牌号记氏',
    '源元圣星龙凤德利恒益',
  ].join(''),
)

export function isCommonMarkCharacter(character: string): boolean {
  return COMMON_MARK_CHARACTERS.has(character)
}
