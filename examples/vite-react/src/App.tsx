import { ConnectButton, LatchProvider } from '@latch/react';
import { createLatch } from 'latch';
import { stack } from './stack';
import { Address, Send } from './wallet';

const latch = createLatch(stack)._unsafeUnwrap();
void latch.start(); // reconnects a stored session (the same in a server-rendered app)

export default () => (
  <LatchProvider latch={latch}>
    <ConnectButton />
    <Address />
    <Send />
  </LatchProvider>
);
