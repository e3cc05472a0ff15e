// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import type { Caip2ChainId, PendingProposal } from '../../engine/index.js';
import { ProposalCard } from './ProposalCard.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Devnet L1' },
  { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Devnet L2' },
];
const PROPOSAL: PendingProposal = {
  id: 3,
  dapp: {
    name: 'Latch Demo',
    description: 'The demo',
    url: 'http://127.0.0.1:5173',
    icon: 'https://cdn.example.org/x.png',
  },
  chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: [],
  requiredNamespaces: [],
  expiresAt: 0,
};

afterEach(cleanup);

function renderCard(proposal: PendingProposal = PROPOSAL) {
  const approved: unknown[][] = [];
  const rejected: number[] = [];
  render(
    <ProposalCard
      proposal={proposal}
      chains={CHAINS}
      account={{ index: 2, address: ALICE }}
      actions={{
        approveSession: (item, account, chains?: readonly Caip2ChainId[]) => {
          approved.push([item.id, account, chains]);
          return okAsync(undefined);
        },
        rejectSession: (item) => {
          rejected.push(item.id);
          return okAsync(undefined);
        },
      }}
    />,
  );
  return { approved, rejected, card: screen.getByRole('article', { name: 'Latch Demo' }) };
}

describe('ProposalCard', () => {
  it('shows the dapp, its networks (unknown ones struck) and methods; no remote icon', () => {
    const { card } = renderCard();
    expect(within(card).getByText('http://127.0.0.1:5173')).toBeTruthy();
    expect(within(card).getByText('Account 2 ·')).toBeTruthy();
    expect(within(card).getByRole('checkbox', { name: 'Devnet L1 · 31337' })).toHaveProperty('checked', true);
    expect(within(card).getByText('(not available in this wallet)').parentElement?.textContent).toBe(
      'eip155:1 (not available in this wallet)',
    );
    expect(within(card).getByRole('list', { name: 'Methods' }).textContent).toBe(
      'personal_signeth_sendTransaction',
    );
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.dapp-icon--letter')?.textContent).toBe('L');
  });

  it('approves the picked chains with the account; none picked disables Approve', async () => {
    const user = userEvent.setup();
    const { approved, card } = renderCard();
    await user.click(within(card).getByRole('checkbox', { name: 'Devnet L2 · 31338' }));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(approved).toEqual([[3, ALICE, ['eip155:31337']]]);
    await user.click(within(card).getByRole('checkbox', { name: 'Devnet L1 · 31337' }));
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
  });

  it('rejects; with no known chain it lets the engine offer all', async () => {
    const user = userEvent.setup();
    const { approved, rejected, card } = renderCard({ ...PROPOSAL, chains: ['eip155:1'] });
    expect(within(card).getByText(/the app will be offered all of its networks/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(rejected).toEqual([3]);
    expect(approved).toEqual([[3, ALICE, undefined]]);
  });
});
