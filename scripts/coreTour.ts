import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLatch } from '../adapters/root/createLatch.js';
import { createFileStorage } from '../adapters/storage/fileStorage.js';
import { filterTransactions, groupedSections, groupTransactions } from '../core/kernel/history/store.js';
import { formatBalance, formatTokenValue } from '../core/lib/format/index.js';
import { validateEmail, validateEvmAddress, validateSolanaAddress } from '../core/lib/validation/index.js';
import type { Network, Transaction } from '../ports/index.js';

type Print = (line: string) => void;

const tx = (id: string, minedAt: string, chain: `${string}:${string}`, spam = false): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    minedAt,
    sentFrom: '0x0000000000000000000000000000000000000001',
    sentTo: '0x0000000000000000000000000000000000000002',
    status: 'confirmed',
    nonce: 0,
    chain,
  },
  transfers: [
    spam
      ? {
          nft_info: { name: 'Free airdrop', flags: { is_spam: true } },
          direction: 'in',
          quantity: { numeric: '1' },
        }
      : {
          fungible_info: { name: 'USD Coin', symbol: 'USDC' },
          direction: 'in',
          quantity: { numeric: '12.5' },
        },
  ],
});

/** A loopback JSON-RPC endpoint: answers 503 + Retry-After the first `failures` times, then eth_chainId. */
async function flakyEndpoint(failures: number): Promise<{ url: string; hits: () => number; server: Server }> {
  let hits = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits++;
      if (hits <= failures) return void res.writeHead(503, { 'retry-after': '0' }).end('busy');
      const call = JSON.parse(body) as { id: number };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x7a69' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, server };
}

/** Runs the core domain services through the real adapters and prints what they did. */
export async function coreTour(dataDir: string, print: Print): Promise<void> {
  print('Latch core tour — the domain services running in Node on the real adapters\n');

  print('Validation (SPEC §5)');
  for (const input of [
    '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92267',
  ]) {
    const result = validateEvmAddress(input);
    print(`  EVM ${input} → ${result.isOk() ? result.value : result.error.message}`);
  }
  const sol = validateSolanaAddress('11111111111111111111111111111111');
  print(`  Solana 1111…1111 → ${sol.isOk() ? 'valid' : sol.error.message}`);
  const email = validateEmail('not-an-email');
  print(`  e-mail "not-an-email" → ${email.isOk() ? 'valid' : email.error.message}`);

  print('\nFormatting in exact decimals');
  print(`  1234567891234567891 wei → ${formatBalance(1_234_567_891_234_567_891n, 18)._unsafeUnwrap()} ETH`);
  const value = formatTokenValue('1234.5678');
  print(`  $1234.5678 → ${value.kind === 'amount' ? `$${value.dollars}.${value.pennies}` : 'unavailable'}`);

  print('\nTransaction history grouping (spam dropped, active chain only, newest first)');
  const txs = [
    tx('1', '2026-03-02T10:00:00Z', 'eip155:1'),
    tx('2', '2026-03-20T10:00:00Z', 'eip155:1'),
    tx('3', '2026-02-11T10:00:00Z', 'eip155:1', true),
    tx('4', '2025-12-31T23:59:59Z', 'eip155:1'),
    tx('5', '2026-03-05T10:00:00Z', 'eip155:10'),
  ];
  for (const section of groupedSections(groupTransactions(filterTransactions(txs, 'eip155:1')))) {
    print(
      `  ${section.year}-${String(section.month + 1).padStart(2, '0')}: ${section.transactions.map((t) => t.id).join(', ')}`,
    );
  }

  const flaky = await flakyEndpoint(2);
  const network: Network = {
    id: 31337,
    name: 'Loopback',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [flaky.url] } },
  };
  const latch = createLatch({
    projectId: 'latch-local',
    networks: [network],
    storage: createFileStorage(`${dataDir}/core-tour.json`),
  });
  if (latch.isErr()) throw latch.error;
  try {
    print('\nJSON-RPC with retry (endpoint answers 503 + Retry-After twice)');
    const chainId = await latch.value.rpc('eip155:31337')._unsafeUnwrap().request<string>('eth_chainId');
    print(
      `  eth_chainId → ${chainId.isOk() ? chainId.value : chainId.error.message} after ${flaky.hits()} HTTP requests`,
    );

    print('\nE-mail login throttle (persisted in the data folder; run again within 30 s to see it hold)');
    const attempt = await latch.value.emailThrottle.attempt();
    print(`  login → ${attempt.isOk() ? 'allowed' : attempt.error.message}`);
    const again = await latch.value.emailThrottle.attempt();
    print(`  again → ${again.isOk() ? 'allowed' : again.error.message}`);

    print('\nModal and connection state');
    await latch.value.modal.open();
    print(`  open → view ${latch.value.router.view}, connection ${latch.value.connection.status}`);
    latch.value.router.push('AllWallets');
    const closed = latch.value.modal.close();
    print(`  close → ${closed.isOk() ? closed.value : closed.error.message}`);
  } finally {
    latch.value.dispose();
    flaky.server.close();
  }
}
