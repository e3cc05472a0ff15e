import { describe, expect, it } from 'vitest';
import { SOCIAL_RESULT_CHANNEL_PREFIX } from '../social/callbackPage.js';
import { type ResultChannel, watchSocialBroadcast } from './socialBroadcast.js';

const HOST = 'https://app.example';
const OWN = 'https://wallet.example';
const RESULT = `${OWN}/social/callback?code=c&state=s`;

const setup = (pending = true) => {
  const opened: string[] = [];
  const delivered: string[] = [];
  let listener: ((event: MessageEvent) => void) | undefined;
  let closed = false;
  const channel: ResultChannel = {
    addEventListener: (_type, next) => {
      listener = next;
    },
    close: () => {
      closed = true;
    },
  };
  const stop = watchSocialBroadcast({
    open: (name) => {
      opened.push(name);
      return channel;
    },
    hostOrigin: HOST,
    ownOrigin: OWN,
    loginPending: () => pending,
    deliver: (resultUri) => delivered.push(resultUri),
  });
  const send = (origin: string, data: unknown) => listener?.({ origin, data } as MessageEvent);
  return { opened, delivered, send, stop, closed: () => closed };
};

describe("the frame's BroadcastChannel fallback of social login", () => {
  it('listens on the channel of its host origin and passes on its own callback page’s result', () => {
    const t = setup();
    expect(t.opened).toEqual([`${SOCIAL_RESULT_CHANNEL_PREFIX}${HOST}`]);
    t.send(OWN, { resultUri: RESULT });
    expect(t.delivered).toEqual([RESULT]);
    t.stop();
    expect(t.closed()).toBe(true);
  });

  it('ignores another origin, a result off its callback path or origin, junk, and any result when no login is pending', () => {
    const t = setup();
    t.send('https://evil.example', { resultUri: RESULT });
    t.send(OWN, { resultUri: `${OWN}/elsewhere?code=c&state=s` });
    t.send(OWN, { resultUri: 'https://evil.example/social/callback?code=c' });
    t.send(OWN, { resultUri: `${OWN}/social/callback?${'x'.repeat(5000)}` });
    t.send(OWN, null);
    t.send(OWN, 'text');
    expect(t.delivered).toEqual([]);
    const idle = setup(false);
    idle.send(OWN, { resultUri: RESULT });
    expect(idle.delivered).toEqual([]);
  });
});
