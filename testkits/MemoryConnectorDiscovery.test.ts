import { describe, expect, it } from 'vitest';
import { MemoryConnectorDiscovery } from './MemoryConnectorDiscovery.js';
import { MemoryWalletConnector } from './MemoryWalletConnector.js';

describe('MemoryConnectorDiscovery', () => {
  it('lists, announces late wallets (replacing by id) and unsubscribes', () => {
    const first = new MemoryWalletConnector({ id: 'a' });
    const discovery = new MemoryConnectorDiscovery([first]);
    const heard: string[][] = [];
    const stop = discovery.subscribe((list) => heard.push(list.map((c) => c.info.id)));
    discovery.announce(new MemoryWalletConnector({ id: 'b' }));
    discovery.announce(new MemoryWalletConnector({ id: 'a', name: 'again' }));
    expect(heard).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(discovery.listenerCount).toBe(1);
    stop();
    expect(discovery.listenerCount).toBe(0);
    expect(discovery.list().map((c) => c.info.name)).toEqual(['b', 'again']);
  });

  it('is ready at once, or once a loading() is finished', async () => {
    const discovery = new MemoryConnectorDiscovery();
    await discovery.ready();
    const finish = discovery.loading();
    let ready = false;
    const waiting = discovery.ready().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });
});
