import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIEW_NAMES } from '../router/index.js';
import { closeBlockedError, findCloseBlocker } from './findCloseBlocker.js';

const contextArb = fc.record({
  view: fc.constantFrom(...VIEW_NAMES),
  force: fc.boolean(),
  signInRequired: fc.boolean(),
  hasSession: fc.boolean(),
});

describe('findCloseBlocker (SPEC §2)', () => {
  it('blocks on ApproveTransaction unless forced', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        const blocker = findCloseBlocker({ ...context, view: 'ApproveTransaction' });
        if (!context.force) expect(blocker).toBe('approve-transaction');
        else
          expect(blocker).toBe(
            context.signInRequired && !context.hasSession ? 'sign-in-required' : undefined,
          );
      }),
    );
  });

  it('blocks while sign-in is required and no session exists, even when forced', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        const blocker = findCloseBlocker({ ...context, signInRequired: true, hasSession: false });
        expect(blocker).toBeDefined();
      }),
    );
  });

  it('lets every other close through', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        fc.pre(context.view !== 'ApproveTransaction' || context.force);
        fc.pre(!context.signInRequired || context.hasSession);
        expect(findCloseBlocker(context)).toBeUndefined();
      }),
    );
  });

  it('explains the block in a catalogue error', () => {
    const approve = closeBlockedError('approve-transaction');
    expect(approve.code).toBe('MODAL_CLOSE_BLOCKED');
    expect(approve.message).toBe('The modal cannot be closed: a transaction is awaiting approval');
    expect(approve.data).toEqual({ blocker: 'approve-transaction' });
    expect(closeBlockedError('sign-in-required').message).toBe(
      'The modal cannot be closed: sign-in is required',
    );
  });
});
