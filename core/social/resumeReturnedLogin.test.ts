import { observable, runInAction } from 'mobx';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../testkits/ManualClock.js';
import type { Connection } from '../connection/index.js';
import { latchError } from '../errors/index.js';
import { resumeReturnedLogin } from './resumeReturnedLogin.js';

const RESULT = 'https://wallet.example/social/callback?code=c&state=s';

describe('resumeReturnedLogin (the popup-less Telegram return)', () => {
  it('redeems the result the page came back with once the AUTH connector is listed, and says why it failed', async () => {
    const connector = observable.box<string | undefined>(undefined);
    const resumed: string[] = [];
    const errors: string[] = [];
    let answer = errAsync<Connection, ReturnType<typeof latchError>>(
      latchError('SOCIAL_LOGIN_REFUSED', {
        params: { message: 'This sign-in is no longer valid. Please try again' },
      }),
    );
    const start = () =>
      resumeReturnedLogin({
        takeReturnedResult: () => RESULT,
        connectorId: () => connector.get(),
        load: async () => ({
          resume: (uri) => {
            resumed.push(uri);
            return answer;
          },
        }),
        onError: (error) => errors.push(error.message),
      });
    start();
    await flushMicrotasks();
    expect(resumed).toEqual([]);
    runInAction(() => connector.set('latch-embedded'));
    await flushMicrotasks();
    expect(resumed).toEqual([RESULT]);
    expect(errors).toEqual(['This sign-in is no longer valid. Please try again']);
    answer = okAsync({} as Connection);
    start();
    await flushMicrotasks();
    expect(resumed).toEqual([RESULT, RESULT]);
    expect(errors).toHaveLength(1);
  });

  it('does nothing on a page that came back with no result', async () => {
    let loaded = false;
    resumeReturnedLogin({
      takeReturnedResult: () => undefined,
      connectorId: () => 'latch-embedded',
      load: async () => {
        loaded = true;
        return { resume: () => okAsync({} as Connection) };
      },
      onError: () => {},
    });
    await flushMicrotasks();
    expect(loaded).toBe(false);
  });
});
