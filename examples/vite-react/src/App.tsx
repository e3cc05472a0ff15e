import { ConnectButton, LatchProvider, useLatchAccount, useLatchSendTransaction } from '@latch/react';
import { createLatch } from 'latch';
import { stack } from './stack';

const latch = createLatch(stack)._unsafeUnwrap();
void latch.start(); // reconnects a stored session (the same in a server-rendered app)

const Send = () => {
  const { send, status, error } = useLatchSendTransaction();
  const pay = () => send({ to: '0x000000000000000000000000000000000000dEaD', value: 10n ** 16n });
  return <button type="button" onClick={pay}>{`Send 0.01 ETH: ${error?.code ?? status}`}</button>;
};
const Address = () => <p data-testid="address">{useLatchAccount().address ?? 'Not connected'}</p>;

export default () => (
  <LatchProvider latch={latch}>
    <ConnectButton />
    <Address />
    <Send />
  </LatchProvider>
);
