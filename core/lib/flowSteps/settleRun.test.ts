import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { rpcError } from '../errors/index.js';
import { LatestRun } from './latestRun.js';
import { settleRun } from './settleRun.js';

const setup = () => {
  const runs = new LatestRun();
  const logger = new MemoryLogger();
  const flow: { status: string; error: { message: string } | undefined } = {
    status: 'signing',
    error: undefined,
  };
  const reports: (string | undefined)[] = [];
  const args = (run: number) => ({
    runs,
    run,
    logger,
    name: 'send',
    end: (outcome: { status: string; error?: { message: string } }) => Object.assign(flow, outcome),
    report: (message?: string) => reports.push(message),
  });
  return { runs, logger, flow, reports, args };
};

describe('settleRun', () => {
  it('ends the latest run in success or failure, logs a failure and reports the outcome', async () => {
    const { runs, logger, flow, reports, args } = setup();
    expect((await settleRun(okAsync(7), args(runs.next())))._unsafeUnwrap()).toBe(7);
    expect(flow).toEqual({ status: 'success', error: undefined });
    const rejected = rpcError('USER_REJECTED');
    await settleRun(errAsync(rejected), args(runs.next()));
    expect(flow).toEqual({ status: 'failed', error: rejected });
    expect(reports).toEqual([undefined, rejected.message]);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['send failed']);
  });

  it('changes nothing for a superseded run but passes its result on', async () => {
    const { runs, logger, flow, reports, args } = setup();
    const stale = runs.next();
    runs.next();
    expect((await settleRun(okAsync(1), args(stale)))._unsafeUnwrap()).toBe(1);
    expect((await settleRun(errAsync(rpcError('RPC_TIMEOUT')), args(stale))).isErr()).toBe(true);
    expect([flow.status, reports, logger.entries]).toEqual(['signing', [], []]);
  });
});
