import { describe, expect, it } from 'vitest';
import { MemoryConnectorDiscovery } from '../../testkits/MemoryConnectorDiscovery.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { combineDiscoveries } from './combineDiscoveries.js';
import { createStaticConnectorDiscovery } from './staticConnectorDiscovery.js';

describe('combineDiscoveries', () => {
  it('lists every source in order and tells each change with the whole list', () => {
    const late = new MemoryConnectorDiscovery();
    const combined = combineDiscoveries([
      createStaticConnectorDiscovery([new MemoryWalletConnector({ id: 'a' })]),
      late,
    ]);
    const heard: string[][] = [];
    const stop = combined.subscribe((list) => heard.push(list.map((item) => item.info.id)));
    late.announce(new MemoryWalletConnector({ id: 'b' }));
    stop();
    late.announce(new MemoryWalletConnector({ id: 'c' }));
    expect(heard).toEqual([['a', 'b']]);
    expect(combined.list().map((item) => item.info.id)).toEqual(['a', 'b', 'c']);
    expect(late.listenerCount).toBe(0);
  });

  it('is ready once every source that loads on demand is ready; a failed one counts as ready', async () => {
    const slow = new MemoryConnectorDiscovery();
    const finish = slow.loading();
    const broken = {
      list: () => [],
      subscribe: () => () => undefined,
      ready: () => Promise.reject(new Error('chunk failed')),
    };
    const combined = combineDiscoveries([createStaticConnectorDiscovery([]), slow, broken]);
    let ready = false;
    const waiting = combined.ready?.().then(() => {
      ready = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });
});
