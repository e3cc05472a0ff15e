'use client';
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react';
import { createLatch } from 'latch';
import { latchLocalStack } from 'latch/local';

// Created and started where the module loads, on the server and in the browser alike: on the server it reads no
// storage and connects nothing; in the browser it restores a stored session, and the first render still matches
// the server's HTML (the hooks hydrate with what the server rendered, then show the session).
const latch = createLatch(latchLocalStack())._unsafeUnwrap();
void latch.start();

const Address = () => <p data-testid="address">{useLatchAccount().address ?? 'Not connected'}</p>;

export function Wallet() {
  return (
    <LatchProvider latch={latch}>
      <ConnectButton />
      <Address />
    </LatchProvider>
  );
}
