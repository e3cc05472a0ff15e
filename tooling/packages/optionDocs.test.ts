import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The `latch` entry point (SOURCE_ENTRIES): `LatchConfig` is what `createLatch` takes. */
const ENTRY = join(ROOT, 'adapters/root/index.ts');

/**
 * What a host reads in its editor for each option of `createLatch` (issue 25). The rule:
 * - every property has a TSDoc comment with a summary;
 * - an optional one also has a `@default` tag with its text (the convention of the options' comments:
 *   `@default 'warn'`, `@default none: …` when leaving it out turns something off);
 * - a property whose type is an option object — plain data: not an array, a function, or a type with methods (a
 *   `KeyValueStorage`, a `SiwxConfig`, `latch/solana`'s `solana` are things a host passes, not options) — has
 *   its own properties checked by the same rule, named `parent.child`;
 * - a property of a mapped type (`features.swaps`, `defaultAccountTypes.eip155`) has no declaration to carry a
 *   comment: its parent's `@default` must name it.
 */
function undocumentedOptions(checker: ts.TypeChecker, type: ts.Type, path = ''): string[] {
  const problems: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const name = `${path}${property.name}`;
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const declared = (property.declarations ?? []).length > 0;
    const summary = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
    const defaults = property
      .getJsDocTags(checker)
      .filter((tag) => tag.name === 'default')
      .map((tag) => ts.displayPartsToString(tag.text).trim());
    if (!declared) problems.push(`${name}: a mapped property, not named by its parent's @default`);
    else if (summary === '') problems.push(`${name}: no TSDoc comment`);
    else if (optional && !defaults.some((text) => text !== ''))
      problems.push(`${name}: optional, its comment states no @default`);
    const value = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    if (isOptionObject(checker, value)) {
      const children = undocumentedOptions(checker, value, `${name}.`);
      const named = defaults.join(' ');
      // A mapped property is documented by the parent's @default when it names it.
      problems.push(
        ...children.filter((problem) => {
          const child = /^(.*?): a mapped property/.exec(problem)?.[1]?.slice(name.length + 1);
          return child === undefined || !new RegExp(`\\b${child}\\b`).test(named);
        }),
      );
    }
  }
  return problems;
}

/** Plain data with properties of its own: not an array or tuple, nothing callable, no methods. */
function isOptionObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  if ((type.flags & ts.TypeFlags.Object) === 0 && !type.isIntersection()) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  const properties = checker.getPropertiesOfType(type);
  return (
    properties.length > 0 &&
    properties.every(
      (property) =>
        checker.getNonNullableType(checker.getTypeOfSymbol(property)).getCallSignatures().length === 0,
    )
  );
}

/** The declared type of the interface `name` exported by `file`. */
function exportedType(checker: ts.TypeChecker, program: ts.Program, file: string, name: string): ts.Type {
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  const exported = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === name);
  if (exported === undefined) throw new Error(`${file} exports no ${name}`);
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return checker.getDeclaredTypeOfSymbol(target);
}

/** A program rooted at `files` under the repository's compiler options. */
const programOf = (files: readonly string[], host?: ts.CompilerHost) => {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  return ts.createProgram({ rootNames: files, options, ...(host ? { host } : {}) });
};

/** A program of one in-memory file beside the repository's (its options, its lib files). */
const virtualProgram = (file: string, text: string) => {
  const host = ts.createCompilerHost({});
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? text : readFile(name));
  return programOf([file], host);
};

describe('the TSDoc of createLatch’s options', () => {
  it('every option, nested ones included, has a comment, and each optional one states its default', () => {
    const program = programOf([ENTRY]);
    const checker = program.getTypeChecker();
    const config = exportedType(checker, program, ENTRY, 'LatchConfig');
    // The walk reached the options (a renamed type would check nothing).
    expect(checker.getPropertiesOfType(config).map((property) => property.name)).toEqual(
      expect.arrayContaining(['projectId', 'networks', 'features', 'metadata', 'storage', 'solana']),
    );
    expect(undocumentedOptions(checker, config)).toEqual([]);
  }, 60_000);

  it('names each property that lacks a comment or a default, nested ones and mapped ones too', () => {
    const file = join(ROOT, 'tooling/packages/__optionDocsFixture.ts');
    const program = virtualProgram(
      file,
      `type Flag = 'a' | 'b';
      export interface Options {
        /** Documented, required. */
        readonly id: string;
        readonly bare: string;
        /** Optional without its default. */
        readonly quiet?: boolean;
        /**
         * Optional with its default.
         * @default false
         */
        readonly loud?: boolean;
        /**
         * Nested options.
         * @default {}
         */
        readonly nested?: {
          readonly inner?: number;
          /** Documented, required. */
          readonly named: string;
        };
        /**
         * Mapped flags: only one is named here.
         * @default a on
         */
        readonly flags?: { readonly [K in Flag]?: boolean };
        /**
         * A thing passed, not options: its members are not walked.
         * @default none
         */
        readonly storage?: { get(key: string): string };
      }`,
    );
    const checker = program.getTypeChecker();
    expect(undocumentedOptions(checker, exportedType(checker, program, file, 'Options'))).toEqual([
      'bare: no TSDoc comment',
      'quiet: optional, its comment states no @default',
      'nested.inner: no TSDoc comment',
      "flags.b: a mapped property, not named by its parent's @default",
    ]);
  });
});
