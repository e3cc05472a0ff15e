import { ConnectButton, LatchProvider, useLatchAccount, useLatchSendTransaction } from '@latch/react';
import { createLatch } from 'latch';
import { useEffect } from 'react';
import { stack } from './stack';

const latch = createLatch(stack)._unsafeUnwrap();

const Address = () => <p data-testid="address">{useLatchAccount().address ?? 'Not connected'}</p>;

const Send = () => {
  const { send, receipt, error } = useLatchSendTransaction();
  const pay = () => send({ to: '0x000000000000000000000000000000000000dEaD', value: 10n ** 16n });
  return <p data-testid="receipt"><button type="button" onClick={pay}>Send 0.01 ETH</button>{receipt?.status ?? error?.code}</p>;
};

export default function App() {
  useEffect(() => void latch.start(), []);
  return <LatchProvider latch={latch}><ConnectButton /><Address /><Send /></LatchProvider>;
}
