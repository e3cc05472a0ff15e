// Every citation of the design notes in the repository names something docs/design has:
// - `STYLE #N` / `STYLE.md #N` (and the `#N`s that continue it: "STYLE #4, #5 and #6") a habit `N.` of STYLE.md;
//   a parenthesised `(STYLE: …)` with no number is reported too, as it names no habit;
// - `LOCAL-STACK "Heading"` / `LOCAL-STACK.md "Heading"` a `## Heading` section of LOCAL-STACK.md; a bare
//   `LOCAL-STACK` (not the file name `LOCAL-STACK.md`) is reported, as it names no section;
// - a journey id `J<N>` a row of JOURNEYS.md's table, where a test names its journey — a test's title
//   (`it('J2 connect with WalletConnect QR', …)`, `describe('J21: …')`), a quoted id in a test file
//   (`runJourney('J1', …)`, `finish('J15-wc')`, `{ id: 'J14-header' }`), a test file's name (`e2e/J9-send.e2e.test.ts`)
//   — and any `J<N>` in a markdown file.
import { describe, expect, it } from 'vitest';
import {
  firstGroups,
  lineAt,
  type RepositoryText,
  readRepositoryFile,
  repositoryTexts,
} from './repositoryText.js';

/** This file: its planted bad citations are meant to be reported, by the last test. */
const SELF = 'tooling/designCitations.test.ts';

interface Problem {
  readonly file: string;
  readonly line: number;
  readonly what: string;
}

const show = (problem: Problem): string => `${problem.file}:${problem.line} ${problem.what}`;

/** `12. **A shared mechanism…**` → "12": the numbered list items of STYLE.md are its habits. */
const habitsOf = (markdown: string): Set<string> => firstGroups(markdown, /^(\d+)\.\s/gm);

/** `## Browser` → "Browser": the sections of LOCAL-STACK.md. */
const headingsOf = (markdown: string): Set<string> => firstGroups(markdown, /^##\s+(.+?)\s*$/gm);

/** `| J7 | token balances | …` → "J7": the rows of JOURNEYS.md's table. */
const journeysOf = (markdown: string): Set<string> => firstGroups(markdown, /^\|\s*(J\d+)\s*\|/gm);

const STYLE_CITATION = /\bSTYLE(?:\.md)?\s?#(\d+)((?:\s*(?:,|and|or)\s*#\d+)*)/g;
const STYLE_UNNUMBERED = /\(STYLE(?:\.md)?:/g;
const LOCAL_STACK_CITATION = /\bLOCAL-STACK(?:\.md)?\s?"([^"\n]+)"/g;
const LOCAL_STACK_BARE = /\bLOCAL-STACK\b(?!\.md|\s?")/g;
const TEST_FILE = /\.test\.tsx?$/;
const TEST_TITLE = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
const QUOTED_ID = /(['"`])(J\d+)\b/g;
const JOURNEY_FILE = /(?:^|\/)(J\d+)-[^/]*$/;
const JOURNEY_ID = /\bJ\d+\b/g;

interface Design {
  readonly habits: Set<string>;
  readonly headings: Set<string>;
  readonly journeys: Set<string>;
}

/** The journey ids one file names, each with its line. */
const journeyIdsIn = ({ file, text }: RepositoryText): { id: string; line: number }[] => {
  const ids: { id: string; line: number }[] = [];
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(JOURNEY_ID)) {
      ids.push({ id: match[0], line: lineAt(text, match.index) });
    }
    return ids;
  }
  if (!TEST_FILE.test(file)) return ids;
  const named = JOURNEY_FILE.exec(file)?.[1];
  if (named !== undefined) ids.push({ id: named, line: 1 });
  for (const title of text.matchAll(TEST_TITLE)) {
    for (const match of (title[2] as string).matchAll(JOURNEY_ID)) {
      ids.push({ id: match[0], line: lineAt(text, title.index) });
    }
  }
  for (const match of text.matchAll(QUOTED_ID)) {
    ids.push({ id: match[2] as string, line: lineAt(text, match.index) });
  }
  // A title's id is often quoted too (`it('J2 …')`): once per line.
  return ids.filter(
    (id, index) => ids.findIndex((other) => other.id === id.id && other.line === id.line) === index,
  );
};

/** What one file cites of the design notes that they do not have. */
const problemsIn = (source: RepositoryText, design: Design): Problem[] => {
  const { file, text } = source;
  const problems: Problem[] = [];
  const report = (offset: number, what: string) => problems.push({ file, line: lineAt(text, offset), what });
  for (const match of text.matchAll(STYLE_CITATION)) {
    const habits = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/#(\d+)/g)].map((m) => m[1] as string),
    ];
    for (const habit of habits) if (!design.habits.has(habit)) report(match.index, `STYLE #${habit}`);
  }
  for (const match of text.matchAll(STYLE_UNNUMBERED)) report(match.index, 'STYLE without a habit number');
  for (const match of text.matchAll(LOCAL_STACK_CITATION)) {
    const heading = match[1] as string;
    if (!design.headings.has(heading)) report(match.index, `LOCAL-STACK "${heading}"`);
  }
  for (const match of text.matchAll(LOCAL_STACK_BARE)) report(match.index, 'LOCAL-STACK without a section');
  for (const { id, line } of journeyIdsIn(source)) {
    if (!design.journeys.has(id)) problems.push({ file, line, what: `journey ${id}` });
  }
  return problems;
};

const readDesign = (name: string): string => readRepositoryFile('docs', 'design', name);

describe('citations of docs/design: STYLE #N, LOCAL-STACK "Heading", journey ids', () => {
  const design: Design = {
    habits: habitsOf(readDesign('STYLE.md')),
    headings: headingsOf(readDesign('LOCAL-STACK.md')),
    journeys: journeysOf(readDesign('JOURNEYS.md')),
  };

  it('reads the habits, the sections and the journeys of the three files', () => {
    expect([...design.habits]).toEqual(Array.from({ length: 36 }, (_, index) => String(index + 1)));
    expect([...design.headings]).toEqual([
      'EVM devnet',
      'Contracts offline',
      'Solana devnet',
      'Database',
      'Browser',
    ]);
    expect([...design.journeys]).toEqual(Array.from({ length: 26 }, (_, index) => `J${index + 1}`));
  });

  it('every citation in the repository names a habit, a section or a journey the notes have', () => {
    const texts = repositoryTexts([SELF]);
    const styleCitations = texts.flatMap(({ text }) => [...text.matchAll(STYLE_CITATION)]);
    const localStackCitations = texts.flatMap(({ text }) => [...text.matchAll(LOCAL_STACK_CITATION)]);
    const journeyIds = texts.flatMap(journeyIdsIn);
    expect(styleCitations.length).toBeGreaterThan(5);
    expect(localStackCitations.length).toBeGreaterThan(2);
    expect(journeyIds.length).toBeGreaterThan(100);
    expect(texts.flatMap((text) => problemsIn(text, design)).map(show)).toEqual([]);
  });

  it('reports a planted bad citation of each kind, with its file and line', () => {
    const planted = [
      '/** Views decide toasts (STYLE #4); STYLE.md #11 and STYLE #37 — the last is not a habit. */',
      '// STYLE #5, #6 and #40 (state by factory).',
      '// (STYLE: failures are not data) names no habit.',
      '/** LOCAL-STACK "Browser" exists; LOCAL-STACK "Kubernetes" does not. */',
      '// Redis of this machine (CONTRACTS/LOCAL-STACK); LOCAL-STACK.md is the file itself.',
      "describe('J2: WalletConnect by QR code', () => {",
      "  it('J27 a journey nobody wrote down', async () => {",
      "    await runJourney('J15-wc', stack, {}, body); await journey.finish('J30-end');",
    ].join('\n');
    const report = (file: string) => problemsIn({ file, text: planted }, design).map(show);
    expect(report('e2e/J99-planted.e2e.test.ts')).toEqual([
      'e2e/J99-planted.e2e.test.ts:1 STYLE #37',
      'e2e/J99-planted.e2e.test.ts:2 STYLE #40',
      'e2e/J99-planted.e2e.test.ts:3 STYLE without a habit number',
      'e2e/J99-planted.e2e.test.ts:4 LOCAL-STACK "Kubernetes"',
      'e2e/J99-planted.e2e.test.ts:5 LOCAL-STACK without a section',
      'e2e/J99-planted.e2e.test.ts:1 journey J99',
      'e2e/J99-planted.e2e.test.ts:7 journey J27',
      'e2e/J99-planted.e2e.test.ts:8 journey J30',
    ]);
    // Outside a test file only the markdown's journey ids count: a source file's J27 is not a test naming it.
    expect(report('core/planted.ts').filter((problem) => problem.includes('journey'))).toEqual([]);
    expect(report('docs/planted.md').filter((problem) => problem.includes('journey'))).toEqual([
      'docs/planted.md:7 journey J27',
      'docs/planted.md:8 journey J30',
    ]);
  });
});
