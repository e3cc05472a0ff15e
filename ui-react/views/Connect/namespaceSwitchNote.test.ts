import { describe, expect, it } from 'vitest';
import { ETHEREUM, SOLANA } from '../../../testkits/views/fixtures.js';
import { namespaceSwitchNote } from './namespaceSwitchNote.js';

describe('namespaceSwitchNote', () => {
  it('says which network waits, the wallet it needs and that the connected one stays', () => {
    expect(namespaceSwitchNote({ pending: SOLANA, namespace: 'solana', connectedOn: ETHEREUM })).toBe(
      `To switch to ${SOLANA.name}, connect a Solana wallet. Your wallet on ${ETHEREUM.name} stays connected.`,
    );
    expect(namespaceSwitchNote({ pending: ETHEREUM, namespace: 'eip155', connectedOn: undefined })).toBe(
      `To switch to ${ETHEREUM.name}, connect an EVM wallet.`,
    );
  });

  it('says nothing when Connect opened for another reason', () => {
    expect(
      namespaceSwitchNote({ pending: undefined, namespace: 'solana', connectedOn: ETHEREUM }),
    ).toBeUndefined();
    expect(
      namespaceSwitchNote({ pending: SOLANA, namespace: undefined, connectedOn: ETHEREUM }),
    ).toBeUndefined();
    expect(
      namespaceSwitchNote({ pending: SOLANA, namespace: 'eip155', connectedOn: ETHEREUM }),
    ).toBeUndefined();
  });
});
