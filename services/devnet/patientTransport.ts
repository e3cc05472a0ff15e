import { type HttpTransportConfig, http } from 'viem';

/**
 * How long one call to our own devnet may take before it counts as failed. viem's default is 10 s, which a
 * busy machine passes (an `eth_sendRawTransaction` of a test's seeding timed out under load): a slow node is not
 * a dead one. Waits for receipts keep viem's own limit (180 s) and poll the chain for them.
 */
export const PATIENT_RPC_TIMEOUT_MS = 60_000;

/** viem's http transport to the devnet (anvil) for seeders and tests, with the patient timeout. */
export const patientTransport = (url: string, config: HttpTransportConfig = {}) =>
  http(url, { timeout: PATIENT_RPC_TIMEOUT_MS, ...config });
