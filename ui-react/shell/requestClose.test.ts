import { afterEach, describe, expect, it } from 'vitest';
import { createFixture, ETHEREUM, type Fixture, SOLANA } from '../../testkits/views/fixtures.js';
import { requestClose } from './requestClose.js';

let fixture: Fixture | undefined;
afterEach(() => {
  fixture?.dispose();
  fixture = undefined;
});

/** Switches to Solana with no Solana wallet: the switch waits for a connection and Connect opens for it. */
const waitingForSolana = async () => {
  const current = createFixture({ networks: [ETHEREUM, SOLANA] });
  fixture = current;
  await current.clock.runAllAsync();
  const outcome = (await current.account.switchNetwork(SOLANA))._unsafeUnwrap();
  expect(outcome).toEqual({ needsConnection: true, namespace: 'solana' });
  await current.latch.modal.open({ view: 'Connect', namespace: 'solana' });
  expect(current.account.switchingNamespace).toBe(true);
  expect(current.account.pendingNetwork).toBe(SOLANA);
  return current;
};

describe('requestClose', () => {
  it('closes and gives up a namespace switch that waited for a connection', async () => {
    const current = await waitingForSolana();
    expect(requestClose(current.latch)._unsafeUnwrap()).toBe('closed');
    expect(current.latch.modal.isOpen).toBe(false);
    expect(current.latch.modal.namespace).toBeUndefined();
    expect(current.account.switchingNamespace).toBe(false);
    expect(current.account.pendingNetwork).toBeUndefined();
    expect(current.account.activeNetwork).toBe(ETHEREUM);
  });

  it('any close gives up the waiting switch, not only one the user asked for', async () => {
    const current = await waitingForSolana();
    expect(current.latch.modal.close()._unsafeUnwrap()).toBe('closed');
    expect(current.account.switchingNamespace).toBe(false);
    expect(current.account.pendingNetwork).toBeUndefined();
    expect(current.account.activeNetwork).toBe(ETHEREUM);
  });

  it('a blocked close shakes the modal and keeps the switch waiting', async () => {
    const current = await waitingForSolana();
    current.latch.router.push('ApproveTransaction');
    const error = requestClose(current.latch)._unsafeUnwrapErr();
    expect(error.code).toBe('MODAL_CLOSE_BLOCKED');
    expect(current.latch.modal.isOpen).toBe(true);
    expect(current.latch.modal.isShaking).toBe(true);
    expect(current.account.switchingNamespace).toBe(true);
    expect(current.account.pendingNetwork).toBe(SOLANA);
  });
});
