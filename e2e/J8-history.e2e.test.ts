import {
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
  type Transport,
  type WalletClient,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import { type DevnetChain, devnetNftAbi } from '../services/devnet/index.js';
import { viemChain } from '../services/devnet/viemChain.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import type { Journey } from './harness/journey.js';
import { runJourney } from './harness/journey.js';
import { accountActions, connectSandbox, modalView, monthHeading, shortAddress } from './harness/steps.js';

const stack = inject('journeyStack');

/** The sandbox wallet's account in this journey (no other journey uses it, so its history is ours alone). */
const ME = 7;
/** The other side of every transfer. */
const PEER = 8;
const MINUS = '\u2212';

interface Made {
  readonly title: string;
  readonly amount: string;
  readonly counterparty: string;
  /** Block time, ms. */
  readonly at: number;
}

type Wallet = WalletClient<Transport, Chain, PrivateKeyAccount>;

/** Sends one transaction on `chain` and waits for it; resolves with its block's time (ms). */
async function transact(
  chain: DevnetChain,
  from: PrivateKeyAccount,
  send: (wallet: Wallet) => Promise<Hash>,
) {
  const viem: Chain = viemChain(chain);
  const wallet = createWalletClient({ account: from, chain: viem, transport: http(chain.rpcUrl) });
  const client = createPublicClient({ chain: viem, transport: http(chain.rpcUrl) });
  const receipt = await client.waitForTransactionReceipt({ hash: await send(wallet) });
  if (receipt.status !== 'success') throw new Error(`transfer ${receipt.transactionHash} reverted`);
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  return Number(block.timestamp) * 1000;
}

/**
 * The NFTs the devnet seed gave `holder` on `chain`, oldest first: the known collection's token (the row it
 * must show, received from the deployer) and the unsolicited airdrop (spam, which it must not show).
 */
async function seededNfts(chain: DevnetChain, holder: string) {
  const nfts = chain.nfts;
  const collection = nfts?.collections[0];
  if (nfts === undefined || collection === undefined)
    throw new Error(`chain ${chain.chainId} has no seeded NFTs`);
  const client = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) });
  const [mint] = await client.getContractEvents({
    address: collection.address,
    abi: devnetNftAbi,
    eventName: 'Transfer',
    args: { to: getAddress(holder) },
    fromBlock: 0n,
  });
  if (mint === undefined) throw new Error(`no ${collection.name} minted to ${holder}`);
  const [tx, block, airdropOwner] = await Promise.all([
    client.getTransaction({ hash: mint.transactionHash }),
    client.getBlock({ blockNumber: mint.blockNumber }),
    client.readContract({
      address: nfts.airdrop.address,
      abi: devnetNftAbi,
      functionName: 'ownerOf',
      args: [7_777n],
    }),
  ]);
  const made: Made = {
    title: 'Received',
    amount: `+1 ${collection.name} #${mint.args.tokenId}`,
    counterparty: `From ${shortAddress(getAddress(tx.from))}`,
    at: Number(block.timestamp) * 1000,
  };
  return { made, airdrop: nfts.airdrop, airdropOwner };
}

/** The parts of the history route's answer (CONTRACTS §1) this journey reads. */
interface ServedHistory {
  readonly data: readonly { readonly metadata: { readonly sentFrom: string }; readonly transfers: unknown }[];
}

/** The account's history on one chain as the data service serves it (the modal's source), first page. */
async function servedHistory(chain: DevnetChain, account: string): Promise<ServedHistory> {
  const url = new URL(`/v1/account/${account}/history`, stack.config.dataServiceUrl);
  url.searchParams.set('projectId', stack.config.projectId);
  url.searchParams.set('chainId', chain.caipNetworkId);
  return (await fetch(url)).json();
}

/** What the activity list shows, section by section: the month, then each row's title, amounts and counterparty. */
async function shownActivity(journey: Journey) {
  const panel = modalView(journey, 'Account').getByRole('tabpanel', { name: 'Activity' });
  await panel.locator('[data-transaction]').first().waitFor();
  return panel.locator('section.latch-activity-month').evaluateAll((sections) =>
    sections.map((section) => ({
      month: section.querySelector('h4')?.textContent ?? '',
      rows: [...section.querySelectorAll('[data-transaction]')].map((row) => ({
        title: row.querySelector('.latch-activity-title')?.firstChild?.textContent ?? '',
        amount: [...row.querySelectorAll('.latch-activity-amount')]
          .map((amount) => amount.textContent)
          .join(' '),
        counterparty: row.querySelector('.latch-activity-sub')?.textContent ?? '',
      })),
    })),
  );
}

/**
 * The transfers (in the order they were made) grouped as the list must show them: newest first — later
 * blocks first, so transfers mined in the same second keep that order too — by UTC month of their block.
 */
function expectedActivity(made: readonly Made[]) {
  const newestFirst = [...made].reverse();
  const sections: { month: string; rows: Omit<Made, 'at'>[] }[] = [];
  for (const { at, ...row } of newestFirst) {
    const date = new Date(at);
    const month = monthHeading(date);
    const last = sections.at(-1);
    if (last?.month === month) last.rows.push(row);
    else sections.push({ month, rows: [row] });
  }
  return sections;
}

describe('J8: history', () => {
  it('J8 history: transfers made on the devnet appear grouped by month, newest first, this chain only, spam NFTs filtered', async () => {
    const [l1, l2] = stack.manifest.chains;
    if (l1 === undefined || l2 === undefined) throw new Error('the devnet manifest has no two chains');
    const { accounts } = devnetAccounts(stack.manifest.mnemonic);
    const me = accounts[ME];
    const peer = accounts[PEER];
    if (me === undefined || peer === undefined) throw new Error('devnet accounts missing');
    const peerShort = shortAddress(getAddress(peer.address));
    const usdc = l1.tokens.USDC;

    // The seed gave us an NFT of the devnet's collection and, from an unknown sender, one of an airdrop
    // collection nobody asked for: the first is history like any transfer, the second is spam.
    const nftsL1 = await seededNfts(l1, me.address);
    const nftsL2 = await seededNfts(l2, me.address);
    for (const nfts of [nftsL1, nftsL2]) expect(nfts.airdropOwner).toBe(me.address);
    const spamName = 'Claim $LATCH at latch-drop.xyz';

    // On L1: the peer pays us, we pay back some ether, then some USDC (a call to the token contract: the row
    // names the peer who got the tokens, not the contract).
    const made: Made[] = [
      nftsL1.made,
      {
        title: 'Received',
        amount: '+0.500 ETH',
        counterparty: `From ${peerShort}`,
        at: await transact(l1, peer, (w) => w.sendTransaction({ to: me.address, value: parseEther('0.5') })),
      },
      {
        title: 'Sent',
        amount: `${MINUS}0.100 ETH`,
        counterparty: `To ${peerShort}`,
        at: await transact(l1, me, (w) => w.sendTransaction({ to: peer.address, value: parseEther('0.1') })),
      },
      {
        title: 'Sent',
        amount: `${MINUS}25.000 USDC`,
        counterparty: `To ${peerShort}`,
        at: await transact(l1, me, (w) =>
          w.writeContract({
            address: usdc.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [peer.address, parseUnits('25', usdc.decimals)],
          }),
        ),
      },
    ];
    // On L2: one more payment, which only shows once the wallet is on L2.
    const onL2: Made = {
      title: 'Received',
      amount: '+0.200 ETH',
      counterparty: `From ${peerShort}`,
      at: await transact(l2, peer, (w) => w.sendTransaction({ to: me.address, value: parseEther('0.2') })),
    };

    // The data service serves the airdrop, flagged as spam by its rule: the modal is what leaves it out.
    const served = await servedHistory(l1, me.address);
    const airdropped = served.data.filter((tx) => getAddress(tx.metadata.sentFrom) === nftsL1.airdrop.sender);
    expect(airdropped.map((tx) => tx.transfers)).toEqual([
      [
        {
          nft_info: { name: `${spamName} #7777`, flags: { is_spam: true } },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    ]);

    await runJourney('J8', stack, { sandbox: { accountIndex: ME, chainId: l1.chainId } }, async (journey) => {
      await journey.openDemo();
      const account = await connectSandbox(journey);
      await account.getByRole('tab', { name: 'Activity' }).click();
      // The NFT of the devnet's collection shows with its name and token id; the spam airdrop does not.
      expect(await shownActivity(journey)).toEqual(expectedActivity(made));
      const panel = modalView(journey, 'Account').getByRole('tabpanel', { name: 'Activity' });
      expect(await panel.textContent()).not.toContain('Claim');
      await expectFitsPhone(journey.page, {
        id: 'J8',
        primary: [...accountActions(account), account.getByRole('tab', { name: 'Activity' })],
      });
      expect(await journey.finish('J8')).toEqual([]);

      // Another network: the list starts over with that chain's history.
      await account.getByRole('button', { name: 'Network: Latch Devnet' }).click();
      await modalView(journey, 'Choose Network').getByRole('button', { name: 'Latch Devnet L2' }).click();
      await account.getByRole('button', { name: 'Network: Latch Devnet L2' }).waitFor();
      await account.getByRole('tab', { name: 'Activity' }).click();
      expect(await shownActivity(journey)).toEqual(expectedActivity([nftsL2.made, onL2]));
      expect(await panel.textContent()).not.toContain('Claim');
      expect(await journey.finish('J8-l2')).toEqual([]);
    });
  });
});
