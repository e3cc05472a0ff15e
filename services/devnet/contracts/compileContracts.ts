import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { err, Result } from 'neverthrow';
import solc from 'solc';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import { type ContractArtifact, OWN_CONTRACTS, type OwnContract, parseArtifact } from '../artifacts.js';
import { DevnetError } from '../DevnetError.js';

/** Compiler settings recorded in artifacts/PROVENANCE.md; change both together. */
export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

type ImportResult = { contents: string } | { error: string };
type SolcCompile = (input: string, callbacks: { import: (path: string) => ImportResult }) => string;

const solcCompile: SolcCompile = solc.compile;
const solcVersion: () => string = solc.version;
const require = createRequire(import.meta.url);
const SOURCES_DIR = new URL('./', import.meta.url);

/** The solc version in node_modules, e.g. `0.8.37+commit.….Emscripten.clang`. */
export const compilerVersion = (): string => solcVersion();

/** Imports such as `@openzeppelin/contracts/...` are read from node_modules, nothing is fetched. */
function readImport(path: string): ImportResult {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `File not found: ${path}` };
  }
}

function describeErrors(output: Readonly<Record<string, unknown>>): string[] {
  const errors = Array.isArray(output.errors) ? output.errors : [];
  return errors
    .filter((item) => isRecord(item) && item.severity === 'error')
    .map((item) => (isRecord(item) ? String(item.formattedMessage ?? item.message) : String(item)));
}

export interface CompiledContract {
  readonly name: OwnContract;
  readonly artifact: ContractArtifact;
}

function extract(contracts: Readonly<Record<string, unknown>>, name: OwnContract) {
  const file = contracts[`${name}.sol`];
  const contract = isRecord(file) ? file[name] : undefined;
  if (!isRecord(contract)) return err(new DevnetError('COMPILE_FAILED', `solc produced no ${name}`));
  const evm = isRecord(contract.evm) ? contract.evm : {};
  const bytecode = isRecord(evm.bytecode) ? evm.bytecode.object : undefined;
  return parseArtifact({ abi: contract.abi, bytecode }, name).map((artifact) => ({ name, artifact }));
}

/** Compiles contracts/<Name>.sol offline with the npm solc package (solcjs) into `{abi, bytecode}`. */
export function compileContracts(): Result<CompiledContract[], DevnetError> {
  const sources = Object.fromEntries(
    OWN_CONTRACTS.map((name) => [
      `${name}.sol`,
      { content: readFileSync(new URL(`${name}.sol`, SOURCES_DIR), 'utf8') },
    ]),
  );
  const input = JSON.stringify({ language: 'Solidity', sources, settings: COMPILER_SETTINGS });
  const output: unknown = JSON.parse(solcCompile(input, { import: readImport }));
  if (!isRecord(output)) return err(new DevnetError('COMPILE_FAILED', 'solc returned no output'));
  const failures = describeErrors(output);
  if (failures.length > 0) {
    return err(new DevnetError('COMPILE_FAILED', 'solc reported errors', { details: failures.join('\n') }));
  }
  const contracts = isRecord(output.contracts) ? output.contracts : {};
  return Result.combine(OWN_CONTRACTS.map((name) => extract(contracts, name)));
}
