import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Comments state the rule or the reason themselves. A comment that only points at a
 * document the repository does not hold ("spec 7.3", "issue 6 point 1", "per the spec",
 * site-spec, brands.md) tells a reader nothing, so this test fails on one and names
 * file:line. Only comments (and test titles) are read: `.spec.ts` file names, Playwright's
 * `test.spec` and the OpenAPI document called "spec" in code are not citations.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIRS = ['src', 'server', 'scripts', 'tests', 'bench']
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const SKIP_DIRS = new Set(['node_modules', '.next', 'results'])
/** This file, whose own comments and checks have to name what they look for. */
const SELF = 'tests/unit/comments.test.ts'

/** A numbered section or ticket ("spec 2.4", "Spec 4/9", "spec section 7", "issue #5", "task 3"), or a named outside document. */
const CITATION = new RegExp(
  [
    String.raw`\b(?:spec|specs|issue|issues|task|tasks)\b\s*(?:sections?\s*)?[§#]?\s*\d`,
    String.raw`\bsite-spec\b`,
    String.raw`\bbrands\.md\b`,
    // "per the spec", "the spec's", spec "Country codes", (spec: source 1)
    String.raw`\b(?:the|per|of)\s+spec\b(?!\s*files?\b)`,
    String.raw`\bspec's\b`,
    String.raw`\bspec\s*["“:]`,
  ].join('|'),
  'i',
)

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(path.join(dir, entry.name)))
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path.join(dir, entry.name))
    }
  }
  return out
}

interface Finding {
  pos: number
  text: string
}

const TEST_CALLEE = /^(?:it|test|describe|bench)(?:\.(?:only|skip|todo|fixme|each|concurrent|sequential|serial|parallel|describe|step))*$/

/** Every comment of a file, and the title of every test, describe or bench call. */
function commentsAndTitles(file: string, text: string): Finding[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const seen = new Set<number>()
  const found: Finding[] = []
  const addComments = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      found.push({ pos: range.pos, text: text.slice(range.pos, range.end) })
    }
  }
  const visit = (node: ts.Node) => {
    // JSX text is not code: a `//` in it starts no comment.
    if (ts.isJsxText(node)) return
    addComments(ts.getLeadingCommentRanges(text, node.pos))
    addComments(ts.getTrailingCommentRanges(text, node.end))
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = ts.isCallExpression(node.expression) ? node.expression.expression : node.expression
      const title = node.arguments[0]!
      if (TEST_CALLEE.test(callee.getText(source)) && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title) || ts.isTemplateExpression(title))) {
        found.push({ pos: title.getStart(source), text: title.getText(source) })
      }
    }
    // getChildren includes tokens, so a comment before a closing brace or at the end of
    // the file (leading trivia of that token) is read too.
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return found
}

function citations(): string[] {
  const problems: string[] = []
  for (const dir of DIRS) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/')
      if (relative === SELF) continue
      const text = readFileSync(file, 'utf8')
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
      for (const finding of commentsAndTitles(file, text)) {
        finding.text.split('\n').forEach((line, i) => {
          const match = CITATION.exec(line)
          if (!match) return
          const lineNo = source.getLineAndCharacterOfPosition(finding.pos).line + 1 + i
          problems.push(`${relative}:${lineNo}: "${match[0]}" in ${line.trim().slice(0, 120)}`)
        })
      }
    }
  }
  return problems
}

describe('comments explain themselves', () => {
  // Parses every source file: seconds of work, more on a busy machine, so it gets more than the default 5 s.
  it('cite no document the repository does not hold', { timeout: 60_000 }, () => {
    expect(citations()).toEqual([])
  })

  it('the pattern catches citations and leaves file names and the OpenAPI document alone', () => {
    for (const cited of ['// spec 7.3: 30 s timeout', '(Spec 4/9)', 'spec section 7', 'issue 6 point 1', 'Issue #5', 'per the spec', "the spec's order", 'spec "Country codes"', '(spec: source 1)', 'site-spec', 'brands.md']) {
      expect(CITATION.test(cited), cited).toBe(true)
    }
    for (const fine of ['as in workbench.spec.ts', 'one spec file', 'the OpenAPI spec', 'zod issues', 'issue.path', 'brands.mdt.id', 'a specific rule']) {
      expect(CITATION.test(fine), fine).toBe(false)
    }
  })
})
