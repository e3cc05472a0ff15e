/**
 * `npm run fuzz [-- --runs N --seed S --only NAME]`: every HTTP server of the stack started in this process on
 * a free loopback port, one after the other, N seeded requests each (default 10,000) over real sockets
 * (services/http-front/fuzz/). Prints each service's counts by status, its failures and the seed to replay;
 * exits 1 on any 5xx, dropped connection, unanswered request, crash, or a health request not answered after.
 */
import { parseArgs } from 'node:util';
import { demoFuzz } from '../../apps/demo/fuzzTarget.js';
import { walletFuzz } from '../../apps/wallet/fuzzTarget.js';
import { dataServiceFuzz, sandboxCheckoutFuzz } from '../../services/api/fuzz/dataServiceFuzz.js';
import { devIdpFuzz } from '../../services/dev-idp/fuzzTarget.js';
import { embeddedWalletFuzz } from '../../services/embedded-wallet/fuzzTarget.js';
import { farcasterRelayFuzz } from '../../services/farcaster-relay/fuzzTarget.js';
import type { FuzzService } from '../../services/http-front/fuzz/FuzzService.js';
import { formatReport } from '../../services/http-front/fuzz/formatReport.js';
import { LONG_RUNS, runFuzz } from '../../services/http-front/fuzz/runFuzz.js';
import { mailSinkFuzz } from '../../services/mail-sink/fuzzTarget.js';
import { relayFuzz } from '../../services/relay/fuzzTarget.js';

const SERVICES: readonly FuzzService[] = [
  dataServiceFuzz,
  sandboxCheckoutFuzz,
  relayFuzz,
  embeddedWalletFuzz,
  farcasterRelayFuzz,
  mailSinkFuzz,
  devIdpFuzz,
  demoFuzz,
  walletFuzz,
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: String(LONG_RUNS) },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const chosen = SERVICES.filter((service) => values.only === undefined || service.name === values.only);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed) || chosen.length === 0) {
  console.error(
    `fuzz: --runs and --seed are integers, --only one of: ${SERVICES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

console.log(`fuzz: seed ${seed}, ${runs} requests per service, ${chosen.length} service(s)`);
const started = Date.now();
let failed = 0;
for (const service of chosen) {
  const running = await service.start();
  try {
    const report = await runFuzz(service.name, running, { seed, runs });
    console.log(formatReport(report));
    if (report.failures.length > 0 || report.health !== running.health.status) failed++;
  } finally {
    await running.close();
  }
}
console.log(
  `fuzz: ${chosen.length - failed} of ${chosen.length} service(s) clean in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);
