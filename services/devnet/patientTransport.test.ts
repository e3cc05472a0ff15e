import { describe, expect, it } from 'vitest';
import { PATIENT_RPC_TIMEOUT_MS, patientTransport } from './patientTransport.js';

describe('patientTransport', () => {
  it('waits a minute for each devnet call instead of viem’s 10 s, and keeps what else it is given', () => {
    const transport = patientTransport('http://127.0.0.1:9', { batch: true })({});
    expect(transport.config.timeout).toBe(PATIENT_RPC_TIMEOUT_MS);
    expect(PATIENT_RPC_TIMEOUT_MS).toBe(60_000);
    expect(transport.value?.url).toBe('http://127.0.0.1:9');
  });
});
