// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createApprovalView } from './approvalView.js';

const request = { title: 'Sign message', rows: [{ label: 'Message', value: 'hi' }] };

describe('the approval panel', () => {
  it('keeps Approve disabled until the panel has shown a while; a click before does not approve', async () => {
    let arm: (() => void) | undefined;
    const view = createApprovalView(document, (armed) => {
      arm = armed;
    });
    const answer = view.approve(request);
    await vi.waitFor(() => expect(document.querySelector('button.approve')).not.toBeNull());
    const approve = document.querySelector<HTMLButtonElement>('button.approve');
    expect(approve?.disabled).toBe(true);
    approve?.click();
    // Clicked while disabled: nothing answered, the panel stays.
    expect(document.querySelector('section.approval')).not.toBeNull();
    arm?.();
    expect(approve?.disabled).toBe(false);
    approve?.click();
    expect(await answer).toBe(true);
    expect(document.querySelector('section.approval')).toBeNull();
  });
});
