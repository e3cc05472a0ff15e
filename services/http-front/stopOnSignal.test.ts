import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock } from '../../testkits/index.js';
import { type SignalSource, stopOnSignal } from './stopOnSignal.js';

/** A process stand-in: signals the test emits, exit codes it records. */
const fakeProcess = () => {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const signals: SignalSource = {
    once: (signal, listener) => emitter.once(signal, listener),
    exit: (code) => {
      exits.push(code);
    },
  };
  return { signals, exits, send: (signal: NodeJS.Signals) => emitter.emit(signal, signal) };
};

describe('stopOnSignal', () => {
  it('stops once on SIGTERM and exits 0 when the stop is done', async () => {
    const { signals, exits, send } = fakeProcess();
    const lines: string[] = [];
    let stops = 0;
    let finish: () => void = () => undefined;
    stopOnSignal({
      name: 'relay',
      signals,
      log: (line) => lines.push(line),
      scheduler: new ManualClock(),
      stop: () => {
        stops += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    send('SIGTERM');
    send('SIGINT');
    await flushMicrotasks();
    expect({ stops, exits }).toEqual({ stops: 1, exits: [] });
    finish();
    await flushMicrotasks();
    expect({ exits, lines }).toEqual({ exits: [0], lines: ['relay: SIGTERM, stopping'] });
  });

  it('exits 1 when the stop fails', async () => {
    const { signals, exits, send } = fakeProcess();
    const lines: string[] = [];
    stopOnSignal({
      name: 'api',
      signals,
      log: (line) => lines.push(line),
      scheduler: new ManualClock(),
      stop: () => Promise.reject(new Error('pool already closed')),
    });
    send('SIGINT');
    await flushMicrotasks();
    expect({ exits, lines }).toEqual({
      exits: [1],
      lines: ['api: SIGINT, stopping', 'api: stop failed: pool already closed'],
    });
  });

  it('exits 1 when the stop outlasts its deadline', async () => {
    const { signals, exits, send } = fakeProcess();
    const clock = new ManualClock();
    stopOnSignal({
      name: 'wallet',
      signals,
      log: () => undefined,
      scheduler: clock,
      deadlineMs: 8_000,
      stop: () => new Promise<void>(() => undefined),
    });
    send('SIGTERM');
    clock.advance(7_999);
    expect(exits).toEqual([]);
    clock.advance(1);
    expect(exits).toEqual([1]);
  });
});
