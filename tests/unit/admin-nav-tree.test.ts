import { describe, expect, it } from 'vitest'
import { buildNavTree, type FlatNavEntry, type NavTreeNode } from '@/cms/admin/nav-tree'

/** The tree of navigation entries above the admin's navigation list. */

const BRANDS = [
  { id: 2, key: 'mdt', title: '子午知识产权 · mdt' },
  { id: 1, key: 'lz', title: '北辰合规 · lz' },
]

const shape = (nodes: NavTreeNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.label, shape(n.children)] : n.label))

describe('buildNavTree', () => {
  it('nests entries per brand and group in sort order, groups in the site order', () => {
    const entries: FlatNavEntry[] = [
      { id: 10, label: '服务', group: 'pcnav', sort: 20, brand: 2 },
      { id: 11, label: '首页', group: 'pcnav', sort: 10, brand: 2 },
      { id: 12, label: '商标注册', group: 'pcnav', sort: 2, brand: 2, parent: 10 },
      { id: 13, label: '专利', group: 'pcnav', sort: 1, brand: { id: 2 }, parent: { id: 10 } },
      { id: 14, label: '在线客服', group: 'suspended', sort: 1, brand: 2 },
      { id: 15, label: '合规指引', group: 'compliance', sort: 1, brand: 2 },
      { id: 16, label: '增值税', group: 'pcnav', sort: 1, brand: 1 },
    ]
    const tree = buildNavTree(entries, BRANDS)
    expect(tree.map((b) => b.brand.key)).toEqual(['mdt', 'lz'])
    const [mdt, lz] = tree
    expect(mdt!.count).toBe(6)
    expect(mdt!.groups.map((g) => g.group)).toEqual(['pcnav', 'suspended', 'compliance'])
    expect(shape(mdt!.groups[0]!.nodes)).toEqual(['首页', ['服务', ['专利', '商标注册']]])
    expect(shape(lz!.groups[0]!.nodes)).toEqual(['增值税'])
  })

  it('breaks equal sort numbers by id and treats a missing sort as 0', () => {
    const tree = buildNavTree(
      [
        { id: 9, label: 'b', group: 'more', sort: 5, brand: 1 },
        { id: 3, label: 'a', group: 'more', sort: 5, brand: 1 },
        { id: 4, label: 'c', group: 'more', sort: null, brand: 1 },
      ],
      BRANDS,
    )
    expect(shape(tree[0]!.groups[0]!.nodes)).toEqual(['c', 'a', 'b'])
  })

  it('shows an entry whose parent is in another group, another brand or not visible as a root', () => {
    const tree = buildNavTree(
      [
        { id: 1, label: 'header', group: 'pcnav', brand: 2 },
        { id: 2, label: 'panel child of a header entry', group: 'suspended', brand: 2, parent: 1 },
        { id: 3, label: 'child of another brand', group: 'pcnav', brand: 2, parent: 50 },
        { id: 50, label: 'lz entry', group: 'pcnav', brand: 1 },
        { id: 4, label: 'child of a hidden entry', group: 'pcnav', brand: 2, parent: 999 },
      ],
      BRANDS,
    )
    const mdt = tree.find((b) => b.brand.key === 'mdt')!
    expect(shape(mdt.groups.find((g) => g.group === 'pcnav')!.nodes)).toEqual(['header', 'child of another brand', 'child of a hidden entry'])
    expect(shape(mdt.groups.find((g) => g.group === 'suspended')!.nodes)).toEqual(['panel child of a header entry'])
  })

  it('lists every entry once even when parents form a loop', () => {
    const tree = buildNavTree(
      [
        { id: 1, label: 'a', group: 'pcnav', brand: 1, parent: 2 },
        { id: 2, label: 'b', group: 'pcnav', brand: 1, parent: 1 },
        { id: 3, label: 'self', group: 'pcnav', brand: 1, parent: 3 },
      ],
      BRANDS,
    )
    const labels: string[] = []
    const walk = (nodes: NavTreeNode[]) => nodes.forEach((n) => (labels.push(n.label), walk(n.children)))
    walk(tree[0]!.groups[0]!.nodes)
    expect(labels.sort()).toEqual(['a', 'b', 'self'])
  })

  it('keeps the disabled flag and leaves out brands without entries and unknown brands or groups', () => {
    const tree = buildNavTree(
      [
        { id: 1, label: 'off', group: 'pcnav', brand: 1, enabled: false },
        { id: 2, label: 'on', group: 'pcnav', brand: 1 },
        { id: 3, label: 'unknown brand', group: 'pcnav', brand: 77 },
        { id: 4, label: 'unknown group', group: 'footer', brand: 1 },
        { id: 5, label: 'no brand', group: 'pcnav', brand: null },
      ],
      BRANDS,
    )
    expect(tree.map((b) => b.brand.key)).toEqual(['lz'])
    expect(tree[0]!.groups[0]!.nodes.map((n) => [n.label, n.enabled])).toEqual([
      ['off', false],
      ['on', true],
    ])
  })
})
