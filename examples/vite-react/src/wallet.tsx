import { useLatchAccount, useLatchSendTransaction } from '@latch/react';

export const Send = () => {
  const { send, status, error } = useLatchSendTransaction();
  const pay = () => send({ to: '0x000000000000000000000000000000000000dEaD', value: 10n ** 16n });
  return <button type="button" onClick={pay}>{`Send 0.01 ETH: ${error?.code ?? status}`}</button>;
};
export const Address = () => <p data-testid="address">{useLatchAccount().address ?? 'Not connected'}</p>;
