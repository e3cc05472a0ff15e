/**
 * The dependency rule of ARCHITECTURE.md (every rule explained in tooling/README.md), checked in CI
 * (`npm run check:deps`, and by `npm test`).
 *
 * Written as an allow-list: each `<layer>-may-import` rule names everything the layer MAY import (our folders
 * and the libraries); any other import is the violation. A few narrower rules (viem in core and ui-react, core
 * features through their index, apps and e2e through the public entry points) say what the allow-lists leave
 * open. Planted violations of every rule live in tooling/depcheck-fixture/ (tooling/dependencyRule.test.ts).
 */

const TEST = '\\.test\\.tsx?$';
/** A library, by its resolved path (`preserveSymlinks`: node_modules/<name>/…). */
const lib = (...names) => `^node_modules/(${names.join('|')})/`;
const ANY_LIBRARY = '^node_modules/';

/**
 * viem in core: its pure utilities only, by path: the root entry (units, addresses, hashing, ABI encoding),
 * `viem/utils` and `viem/chains`. Never `viem/actions`, `viem/accounts`, `viem/window`, `viem/node`,
 * `viem/experimental`, … (clients, transports, keys, I/O). The root entry also exports the client and
 * transport factories; a path cannot tell them apart, so biome.json's `noRestrictedImports` (core override)
 * refuses those names (`createPublicClient`, `http`, `fallback`, …) from 'viem' in core.
 */
const VIEM_PURE = '^node_modules/viem/_(types|esm|cjs)/(index|utils/index|chains/index)\\.(d\\.ts|js)$';
/** What core's non-test code may use besides ports/ and core/: pure libraries. */
const CORE_LIBRARIES = lib('mobx', 'neverthrow', '@scure/base', '@noble/hashes', 'abitype');
/** What the React UI may use besides ui-react/, core/ and ports/. Never viem: formatting comes from core. */
const UI_LIBRARIES = lib('react', 'react-dom', 'scheduler', 'mobx', 'mobx-react-lite', 'neverthrow', 'uqr');
/** Test-only libraries and helpers a test of a pure layer may add. */
const TEST_LIBRARIES = lib(
  'vitest',
  '@vitest/[^/]+',
  'fast-check',
  '@testing-library/[^/]+',
  'happy-dom',
  'jsqr',
  'viem',
);

/**
 * The packages' public entry points (their package.json "exports", tooling/packages/sourceAliases.ts): `latch`,
 * `latch/solana`, `latch/networks`, `latch/node`, `latch/eip1193` (adapters/root/), `@latch/react` (ui-react/index.ts),
 * `@latch/testing` and `@latch/testing/arbitraries` (testkits/), `@latch/wagmi` (adapters/wagmi/index.ts). apps/ and
 * e2e/ reach the client library only through these files.
 */
const PUBLIC_ENTRY =
  '^(adapters/root/(index|solana|networks|node|eip1193)\\.ts|adapters/wagmi/index\\.ts|ui-react/index\\.ts|testkits/(hostTesting|arbitraries/index)\\.ts)$';
/** The packages' names → their sources, which an app's build config (vite.config.ts) resolves them with. */
const SOURCE_ALIASES = '^tooling/packages/sourceAliases\\.ts$';
/** The one HTTP front of every server we run, the apps' static servers included. */
const HTTP_FRONT = '^services/http-front/';
/** The client library's internals: what apps/ and e2e/ never import except through PUBLIC_ENTRY. */
const CLIENT_INTERNALS = '^(core|ports|adapters|ui-react|testkits)/';
/** The one browser / axe-core / QR-decoding harness (test tooling, not the client library). */
const BROWSER_HARNESS = '^testkits/browser/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── ports ────────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'ports-may-import',
      comment:
        'ports/ holds interfaces and tokens only: it may import ports/ and the abitype types, nothing else.',
      severity: 'error',
      from: { path: '^ports/' },
      to: { pathNot: ['^ports/', lib('abitype')] },
    },

    // ── core ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'core-may-import',
      comment:
        'core/ may import core/, ports/ and the pure libraries mobx, neverthrow, @scure/base, @noble/hashes, ' +
        "abitype and viem's pure utilities (rule core-viem-pure-utilities-only). No Node built-in, no I/O.",
      severity: 'error',
      from: { path: '^core/', pathNot: TEST },
      to: { pathNot: ['^core/', '^ports/', CORE_LIBRARIES, '^node_modules/viem/'] },
    },
    {
      name: 'core-tests-may-import',
      comment:
        "core's tests may add testkits/, vitest, fast-check and viem (keys and signatures for fixtures).",
      severity: 'error',
      from: { path: `^core/.*${TEST}` },
      to: { pathNot: ['^core/', '^ports/', '^testkits/', CORE_LIBRARIES, TEST_LIBRARIES] },
    },
    {
      name: 'core-viem-pure-utilities-only',
      comment:
        "core/ may use viem's pure utilities only (the root entry, viem/utils, viem/chains): no clients, " +
        'transports, accounts or wallet actions; those are adapters.',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST },
      to: { path: '^node_modules/viem/', pathNot: VIEM_PURE },
    },
    {
      name: 'core-modules-through-index',
      comment:
        'a core module (core/<kind>/<name>/, kind = kernel, features or lib) imports another module only ' +
        'through its index.ts, never its internals; a flow built on first use also has feature.ts, its wiring, ' +
        "which the kernel's feature list fetches (a chunk of its own).",
      severity: 'error',
      from: { path: '^core/([^/]+/[^/]+)/' },
      to: {
        path: '^core/',
        pathNot: ['^core/$1/', '^core/[^/]+/[^/]+/(index|feature)\\.ts$'],
      },
    },
    {
      name: 'core-lib-imports-only-lib',
      comment:
        'core/lib/ holds libraries (errors, formatting, validation, CAIP, RPC, caches, …): they know nothing of ' +
        'the kernel or the features, so a service, a script or any layer can reuse them.',
      severity: 'error',
      from: { path: '^core/lib/' },
      to: { path: '^core/(kernel|features)/' },
    },
    {
      name: 'core-kernel-never-imports-a-feature',
      comment:
        "core/kernel/ (the always-built stores and the Latch object) never imports a feature's code: the " +
        "feature list (core/kernel/latch/features.ts) fetches each flow's feature.ts on first use, and a type " +
        'of a flow store is imported as a type only.',
      severity: 'error',
      from: { path: '^core/kernel/', pathNot: TEST },
      to: {
        path: '^core/features/',
        dependencyTypesNot: ['type-only'],
        pathNot: '^core/features/[^/]+/feature\\.ts$',
      },
    },
    {
      name: 'core-feature-wiring-only-from-the-list',
      comment:
        "a flow's wiring (core/features/<name>/feature.ts) is fetched only by the kernel's feature list, so its " +
        'code stays out of the first chunk.',
      severity: 'error',
      from: { path: '^core/', pathNot: ['^core/kernel/latch/', TEST] },
      to: { path: '^core/features/[^/]+/feature\\.ts$' },
    },

    {
      name: 'eip1193-provider-only-through-its-entry',
      comment:
        'the EIP-1193 provider (core/kernel/eip1193Provider/) is imported only by its entry point, latch/eip1193 ' +
        '(adapters/root/eip1193.ts; @latch/wagmi goes through it): a host that does not ask for it never loads it.',
      severity: 'error',
      from: { pathNot: ['^core/kernel/eip1193Provider/', '^adapters/root/eip1193\\.ts$', TEST] },
      to: { path: '^core/kernel/eip1193Provider/' },
    },

    // ── adapters ─────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'adapters-may-import',
      comment:
        'adapters/ may import adapters/, core/, ports/, any library and Node built-ins; never the UI, the ' +
        'local stack, apps, e2e or testkits (their tests may drive the sandbox wallet and use testkits).',
      severity: 'error',
      from: { path: '^adapters/', pathNot: TEST },
      to: { pathNot: ['^adapters/', '^core/', '^ports/', ANY_LIBRARY], dependencyTypesNot: ['core'] },
    },
    {
      name: 'adapters-tests-may-import',
      severity: 'error',
      from: { path: `^adapters/.*${TEST}` },
      to: {
        pathNot: [
          '^adapters/',
          '^core/',
          '^ports/',
          '^testkits/',
          '^apps/wallet/',
          '^services/',
          ANY_LIBRARY,
        ],
        dependencyTypesNot: ['core'],
      },
    },

    // ── ui-react ─────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'ui-react-may-import',
      comment:
        'ui-react/ observes core and calls it: it may import ui-react/, core/, ports/ and react, react-dom, ' +
        'mobx, mobx-react-lite, neverthrow, uqr. Never an adapter, the composition root, ' +
        'the local stack or a Node built-in.',
      severity: 'error',
      from: { path: '^ui-react/', pathNot: TEST },
      to: { pathNot: ['^ui-react/', '^core/', '^ports/', UI_LIBRARIES, '^node_modules/viem/'] },
    },
    {
      name: 'ui-react-never-imports-viem',
      comment: 'ui-react/ never imports viem: units, addresses and formatting come from core.',
      severity: 'error',
      from: { path: '^ui-react/', pathNot: TEST },
      to: { path: '^node_modules/viem/' },
    },
    {
      name: 'ui-react-no-cross-view-imports',
      comment:
        'a view folder (ui-react/views/<View>/) never imports another view folder: what two views share lives ' +
        'in ui-react/components/<Name>/ (widgets, shared styles and formatting) or ui-react/context/.',
      severity: 'error',
      from: { path: '^ui-react/views/([^/]+)/' },
      to: { path: '^ui-react/views/[^/]+/', pathNot: '^ui-react/views/$1/' },
    },
    {
      name: 'ui-react-core-through-narrow-hooks',
      comment:
        'views, components, the shell and the buttons read the core through the narrow hooks of ' +
        'ui-react/context/coreHooks.ts (useRouter, useConnection, useAccount, useFlow, …), never the whole core ' +
        'from the provider context.',
      severity: 'error',
      from: { path: '^ui-react/', pathNot: ['^ui-react/(context|hooks)/', TEST] },
      to: { path: '^ui-react/context/LatchContext\\.ts$' },
    },
    {
      name: 'ui-react-tests-may-import',
      comment: "ui-react's tests may add testkits/ (the view harness included) and the test libraries.",
      severity: 'error',
      from: { path: `^ui-react/.*${TEST}` },
      to: { pathNot: ['^ui-react/', '^core/', '^ports/', '^testkits/', UI_LIBRARIES, TEST_LIBRARIES] },
    },

    // ── testkits ─────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'testkits-may-import',
      comment:
        'testkits/ (in-memory adapters, arbitraries, harnesses) may import testkits/, core/, ports/, any ' +
        'library and Node built-ins; never a real adapter. Only the view harness (testkits/views/) renders ui-react.',
      severity: 'error',
      from: { path: '^testkits/', pathNot: '^testkits/views/' },
      to: { pathNot: ['^testkits/', '^core/', '^ports/', ANY_LIBRARY], dependencyTypesNot: ['core'] },
    },
    {
      name: 'testkits-views-may-import',
      severity: 'error',
      from: { path: '^testkits/views/' },
      to: {
        pathNot: ['^testkits/', '^core/', '^ports/', '^ui-react/', ANY_LIBRARY],
        dependencyTypesNot: ['core'],
      },
    },

    // ── services ─────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'services-may-import',
      comment:
        'services/ (the local stack) may reuse core/ and ports/, and any library; never client adapters or ' +
        'the UI (its tests may use them).',
      severity: 'error',
      from: { path: '^services/', pathNot: TEST },
      to: { pathNot: ['^services/', '^core/', '^ports/', ANY_LIBRARY], dependencyTypesNot: ['core'] },
    },

    // ── apps, e2e ────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'apps-use-public-entry-points',
      comment:
        'apps/ (demo host, sandbox wallet) import the client library only through its public entry points ' +
        '(latch, latch/solana, @latch/react, @latch/testing), never its internals, and never the local stack or e2e code ' +
        '(but the one HTTP front every server we run stands behind, services/http-front/).',
      severity: 'error',
      from: { path: '^apps/', pathNot: TEST },
      to: {
        pathNot: ['^apps/', PUBLIC_ENTRY, SOURCE_ALIASES, HTTP_FRONT, ANY_LIBRARY],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'apps-tests-use-public-entry-points',
      comment:
        "apps' tests may also start the local stack (services/) and drive Chromium (testkits/browser/).",
      severity: 'error',
      from: { path: `^apps/.*${TEST}` },
      to: {
        pathNot: ['^apps/', '^services/', PUBLIC_ENTRY, SOURCE_ALIASES, BROWSER_HARNESS, ANY_LIBRARY],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'e2e-use-public-entry-points',
      comment:
        'e2e/ drives the built apps against the local stack: it may import e2e/, apps/, services/ (to start ' +
        'the stack, devnet accounts), the browser harness, any library, and the client library only through its ' +
        'public entry points.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: CLIENT_INTERNALS, pathNot: [PUBLIC_ENTRY, BROWSER_HARNESS] },
    },

    // ── everywhere ───────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'inversify-only-in-composition-root',
      comment: 'one composition root wires adapters with inversify.',
      severity: 'error',
      from: { pathNot: '^adapters/root/' },
      to: { path: lib('inversify', '@inversifyjs/[^/]+') },
    },
    {
      name: 'testkits-only-in-tests',
      comment: 'production code never imports in-memory adapters.',
      severity: 'error',
      from: { path: '^(core|ports|adapters|ui-react|services|scripts|apps)/', pathNot: TEST },
      to: { path: '^testkits/' },
    },
    {
      name: 'no-circular',
      comment:
        'no module reaches itself through its imports, type-only ones included: a cycle of types is still two ' +
        'modules that cannot be understood (or moved) one without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Libraries are kept (their resolved path is what the allow-lists name); build output and the fixture are not.
    exclude: { path: '^(coverage|[^/]+/[^/]+/dist|[^/]+/dist)/|^tooling/depcheck-fixture/' },
    // node_modules may be a symbolic link (worktrees): keep the node_modules/<name>/ path the rules name.
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
