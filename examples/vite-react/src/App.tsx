import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react';
import { createLatch } from 'latch';
import { useEffect } from 'react';
import { devnet, stack } from './stack';

const latch = createLatch({ projectId: 'latch-local', networks: [devnet], ...stack })._unsafeUnwrap();

const Address = () => <p data-testid="address">{useLatchAccount().address ?? 'Not connected'}</p>;

export default function App() {
  useEffect(() => void latch.start(), []);
  return (
    <LatchProvider latch={latch}>
      <ConnectButton />
      <Address />
    </LatchProvider>
  );
}
