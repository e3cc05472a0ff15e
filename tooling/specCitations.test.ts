// Every `SPEC §N` and `CONTRACTS §N` in the repository names a section that docs/spec/SPEC.md or
// docs/spec/CONTRACTS.md has (a `## N.` heading; `§N.M` needs a `### N.M` heading). A citation is the keyword
// (`SPEC`, `SPEC.md`, `CONTRACTS`, `CONTRACTS.md`) and its §, the bare §s that continue it in the same clause
// ("SPEC §2, §5", "SPEC §8 retries and §9", across a comment's line break), and the bare §s in a markdown table
// whose header names one of the two files (core/README.md's "SPEC" column). Other §s (issue 26 §5, RFC 5322
// §3.4.1) are not citations of these files.
import { describe, expect, it } from 'vitest';
import { firstGroups, lineAt, readRepositoryFile, repositoryTexts } from './repositoryText.js';

type Doc = 'SPEC' | 'CONTRACTS';

interface Citation {
  file: string;
  line: number;
  doc: Doc;
  section: string;
}

/** This file: its planted citations of missing sections are meant to be reported, by the last test. */
const SELF = 'tooling/specCitations.test.ts';

/** `## 3.` → "3", `### 2.1` → "2.1": the sections a citation may name. */
const sectionsOf = (markdown: string): Set<string> =>
  firstGroups(markdown, /^#{2,}\s+(\d+(?:\.\d+)*)\.?\s/gm);

const SECTION = String.raw`§\s?(\d+(?:\.\d+)*)`;
/** The keyword and its section, or a bare section. */
const TOKEN = new RegExp(String.raw`\b(SPEC|CONTRACTS)(?:\.md)?\s?${SECTION}|${SECTION}`, 'g');
/** What ends a clause between a citation and a bare § after it: a sentence end or a bracket. */
const CLAUSE_END = /\.\s|[()[\]]/;
/** The most characters a bare § may stand after the § it continues. */
const MAX_GAP = 80;
/** A bare § owned by something else: "issue 26 §5", "RFC 5322 §3.4.1", "#31 §6". */
const FOREIGN_OWNER = /(\b(issue|Issue|RFC|rfc)\s*\d*|#\d+)\s*$/;

/** The doc a markdown table's header row names, for each line of such a table's body. */
const tableDocs = (text: string): Map<number, Doc> => {
  const docs = new Map<number, Doc>();
  const lines = text.split('\n');
  let doc: Doc | undefined;
  lines.forEach((line, index) => {
    const isRow = line.trimStart().startsWith('|');
    if (!isRow) {
      doc = undefined;
      return;
    }
    const next = lines[index + 1] ?? '';
    if (doc === undefined && /^\s*\|[\s:|-]+\|\s*$/.test(next)) {
      const spec = /\bSPEC\b/.test(line);
      const contracts = /\bCONTRACTS\b/.test(line);
      if (spec !== contracts) doc = spec ? 'SPEC' : 'CONTRACTS';
      return;
    }
    if (doc !== undefined) docs.set(index + 1, doc);
  });
  return docs;
};

/** The citations of SPEC.md and CONTRACTS.md in one file's text. */
const citationsIn = (file: string, text: string): Citation[] => {
  const citations: Citation[] = [];
  const tables = file.endsWith('.md') ? tableDocs(text) : new Map<number, Doc>();
  let chain: { doc: Doc; end: number } | undefined;
  for (const match of text.matchAll(TOKEN)) {
    const offset = match.index;
    const line = lineAt(text, offset);
    const keyword = match[1] as Doc | undefined;
    if (keyword !== undefined) {
      citations.push({ file, line, doc: keyword, section: match[2] as string });
      chain = { doc: keyword, end: offset + match[0].length };
      continue;
    }
    const section = match[3] as string;
    const before = text.slice(Math.max(0, offset - 24), offset);
    if (FOREIGN_OWNER.test(before)) {
      chain = undefined;
      continue;
    }
    const gap = chain === undefined ? '' : text.slice(chain.end, offset);
    if (chain !== undefined && gap.length <= MAX_GAP && !CLAUSE_END.test(gap)) {
      citations.push({ file, line, doc: chain.doc, section });
      chain = { doc: chain.doc, end: offset + match[0].length };
      continue;
    }
    const tableDoc = tables.get(line);
    if (tableDoc !== undefined) citations.push({ file, line, doc: tableDoc, section });
    chain = undefined;
  }
  return citations;
};

/** The citations whose section the cited file does not have, as `file:line DOC §N`. */
const missingSections = (citations: Citation[], sections: Record<Doc, Set<string>>): string[] =>
  citations
    .filter((citation) => !sections[citation.doc].has(citation.section))
    .map((citation) => `${citation.file}:${citation.line} ${citation.doc} §${citation.section}`);

const readDoc = (name: string): string => readRepositoryFile('docs', 'spec', name);

describe('SPEC §N / CONTRACTS §N citations', () => {
  const sections: Record<Doc, Set<string>> = {
    SPEC: sectionsOf(readDoc('SPEC.md')),
    CONTRACTS: sectionsOf(readDoc('CONTRACTS.md')),
  };

  it('reads the numbered sections of both files', () => {
    expect([...sections.SPEC]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect([...sections.CONTRACTS]).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('every citation in the repository names an existing section', () => {
    const citations = repositoryTexts([SELF]).flatMap(({ file, text }) => citationsIn(file, text));
    expect(citations.length).toBeGreaterThan(500);
    expect(missingSections(citations, sections)).toEqual([]);
  });

  it('reports a planted citation of a missing section, with its file and line', () => {
    const planted = [
      '/** SPEC §5 e-mail rule; SPEC §42 does not exist. */',
      'const a = 1; // CONTRACTS §3, §9 and CONTRACTS.md §1',
      ' * (SPEC §3 wcUri, wcError; §4, §5,',
      ' * §12). Issue 26 §7 and RFC 5322 §3.4.1 are not ours.',
      '// SPEC §2.3 names a subsection SPEC.md lacks.',
      '',
      '| folder | SPEC |',
      '| ------ | ---- |',
      '| `core/x/` | §3, §10 |',
    ].join('\n');
    expect(missingSections(citationsIn('planted.md', planted), sections)).toEqual([
      'planted.md:1 SPEC §42',
      'planted.md:2 CONTRACTS §9',
      'planted.md:4 SPEC §12',
      'planted.md:5 SPEC §2.3',
      'planted.md:9 SPEC §10',
    ]);
    expect(citationsIn('planted.md', planted).map((c) => `${c.line} ${c.doc} §${c.section}`)).toEqual([
      '1 SPEC §5',
      '1 SPEC §42',
      '2 CONTRACTS §3',
      '2 CONTRACTS §9',
      '2 CONTRACTS §1',
      '3 SPEC §3',
      '3 SPEC §4',
      '3 SPEC §5',
      '4 SPEC §12',
      '5 SPEC §2.3',
      '9 SPEC §3',
      '9 SPEC §10',
    ]);
  });
});
