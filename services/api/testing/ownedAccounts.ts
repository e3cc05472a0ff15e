import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import solc from 'solc';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  isAddress,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC, type DevnetChain, viemChain } from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';

/** Test helper (never imported by the service): contract accounts on a devnet, from OwnedAccount.sol. */

const require = createRequire(import.meta.url);
const solcCompile: (input: string, callbacks: { import: (path: string) => unknown }) => string = solc.compile;

interface Compiled {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/** OwnedAccountFactory compiled in-process by npm solc (about half a second). */
const compileFactory = (): Compiled => {
  const content = readFileSync(new URL('./OwnedAccount.sol', import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'OwnedAccount.sol': { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { OwnedAccountFactory: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(
    solcCompile(JSON.stringify(input), {
      import: (path) => ({ contents: readFileSync(require.resolve(path), 'utf8') }),
    }),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const failures = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (failures.length > 0) throw new Error(failures.map((error) => error.formattedMessage).join('\n'));
  const factory = output.contracts?.['OwnedAccount.sol']?.OwnedAccountFactory;
  if (factory === undefined) throw new Error('solc produced no OwnedAccountFactory');
  return { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` };
};

export interface OwnedAccounts {
  readonly factory: Address;
  /** The account's address for (owner, salt), deployed or not. */
  addressOf(owner: Address, salt: Hex): Promise<Address>;
  /** The factory call that deploys it (ERC-6492's factoryData). */
  deployData(owner: Address, salt: Hex): Hex;
  /** A factory call that deploys the same account after `rounds` of hashing (about 100 gas each). */
  burningDeployData(owner: Address, salt: Hex, rounds: bigint): Hex;
  /** Deploys it and returns its address. */
  deploy(owner: Address, salt: Hex): Promise<Address>;
}

/** Compiles and deploys the factory on the chain (from devnet account 0). */
export const deployOwnedAccounts = async (chain: DevnetChain): Promise<OwnedAccounts> => {
  const { abi, bytecode } = compileFactory();
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 });
  const transport = patientTransport(chain.rpcUrl);
  const wallet = createWalletClient({ account, chain: viemChain(chain), transport });
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const deployed = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi, bytecode }),
  });
  const factory = deployed.contractAddress;
  if (!factory) throw new Error('deploying OwnedAccountFactory failed');
  const deployData = (owner: Address, salt: Hex): Hex =>
    encodeFunctionData({ abi, functionName: 'deploy', args: [owner, salt] });
  const addressOf = async (owner: Address, salt: Hex): Promise<Address> => {
    const { result } = await reader.simulateContract({
      address: factory,
      abi,
      functionName: 'deploy',
      args: [owner, salt],
      account: account.address,
    });
    if (typeof result !== 'string' || !isAddress(result)) throw new Error('the factory returned no address');
    return result;
  };
  return {
    factory,
    addressOf,
    deployData,
    burningDeployData: (owner, salt, rounds) =>
      encodeFunctionData({ abi, functionName: 'deployAfterBurning', args: [owner, salt, rounds] }),
    async deploy(owner, salt) {
      const address = await addressOf(owner, salt);
      const hash = await wallet.writeContract({
        address: factory,
        abi,
        functionName: 'deploy',
        args: [owner, salt],
      });
      await reader.waitForTransactionReceipt({ hash });
      return address;
    },
  };
};
