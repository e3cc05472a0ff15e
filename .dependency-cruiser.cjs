/**
 * The dependency rule of ARCHITECTURE.md, checked in CI (`npm run check:deps`).
 * Layers: ports ← core ← adapters ← composition (adapters/root); ui-react sees core and ports only.
 */
const PURE_LIBS = '^node_modules/(mobx|neverthrow|viem|@scure/base|@noble/hashes|ox|abitype)/';
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ports-are-leaves',
      comment: 'ports/ holds interfaces and tokens only: it imports nothing of ours outside ports/.',
      severity: 'error',
      from: { path: '^ports/' },
      to: { path: '^(core|adapters|ui-react|testkits|services|apps|e2e|tooling|scripts)/' },
    },
    {
      name: 'ports-no-libraries',
      comment: 'ports/ may only reference pure type libraries.',
      severity: 'error',
      from: { path: '^ports/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'core'],
        pathNot: PURE_LIBS,
      },
    },
    {
      name: 'core-only-ports-and-pure-libraries',
      comment: 'core/ depends only on ports/ and pure libraries (mobx, neverthrow, viem utils, @scure/base).',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui-react|services|apps|e2e|tooling|scripts)/' },
    },
    {
      name: 'core-no-io-libraries',
      comment: 'core/ may not import node built-ins or any library but the pure ones.',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'core', 'unknown'],
        pathNot: PURE_LIBS,
      },
    },
    {
      name: 'adapters-never-import-ui',
      comment:
        'adapters never import the UI, apps or e2e code (their tests may drive the sandbox wallet engine).',
      severity: 'error',
      from: { path: '^adapters/', pathNot: TEST },
      to: { path: '^(ui-react|apps|e2e)/' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'ui-react/ observes core and calls it; it never imports an adapter or the composition root.',
      severity: 'error',
      from: { path: '^ui-react/' },
      to: { path: '^(adapters|services)/' },
    },
    {
      name: 'inversify-only-in-composition-root',
      comment: 'one composition root wires adapters with inversify.',
      severity: 'error',
      from: { pathNot: '^adapters/root/' },
      to: { path: '^node_modules/(inversify|@inversifyjs)/' },
    },
    {
      name: 'services-never-import-client-side',
      comment:
        'services/ (the local stack) may reuse core and ports, never client adapters or the UI (its tests may).',
      severity: 'error',
      from: { path: '^services/', pathNot: TEST },
      to: { path: '^(adapters|ui-react|apps|e2e)/' },
    },
    {
      name: 'apps-use-public-entry-points',
      comment: 'apps/ (demo host, sandbox wallet) never import the local stack or e2e code.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^(services|e2e)/' },
    },
    {
      name: 'testkits-only-in-tests',
      comment: 'production code never imports in-memory adapters.',
      severity: 'error',
      from: { path: '^(core|ports|adapters|ui-react|services|scripts|apps)/', pathNot: TEST },
      to: { path: '^testkits/' },
    },
    {
      name: 'testkits-no-real-adapters',
      severity: 'error',
      from: { path: '^testkits/' },
      to: { path: '^(adapters|ui-react)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|coverage|dist)/|^tooling/depcheck-fixture/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
