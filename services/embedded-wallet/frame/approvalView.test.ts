// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVE_ARMING_MS, armWhenSeen, createApprovalView } from './approvalView.js';

const request = { title: 'Sign message', rows: [{ label: 'Message', value: 'hi' }] };

const approveButton = () => document.querySelector<HTMLButtonElement>('button.approve');

describe('the approval panel', () => {
  it('keeps Approve disabled until armed and again once disarmed; a click meanwhile does not approve', async () => {
    let arm: (() => void) | undefined;
    let disarm: (() => void) | undefined;
    let stopped = false;
    const view = createApprovalView(document, (panel, armed, disarmed) => {
      expect(panel.matches('section.approval')).toBe(true);
      arm = armed;
      disarm = disarmed;
      return () => {
        stopped = true;
      };
    });
    const answer = view.approve(request);
    await vi.waitFor(() => expect(approveButton()).not.toBeNull());
    const approve = approveButton();
    expect(approve?.disabled).toBe(true);
    approve?.click();
    // Clicked while disabled: nothing answered, the panel stays.
    expect(document.querySelector('section.approval')).not.toBeNull();
    arm?.();
    expect(approve?.disabled).toBe(false);
    disarm?.();
    expect(approve?.disabled).toBe(true);
    approve?.click();
    expect(document.querySelector('section.approval')).not.toBeNull();
    arm?.();
    approve?.click();
    expect(await answer).toBe(true);
    expect(document.querySelector('section.approval')).toBeNull();
    // Answered: the panel is no longer watched.
    expect(stopped).toBe(true);
  });
});

describe('armWhenSeen where the browser cannot tell what is drawn (a visible document is seen)', () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('arms after the panel was seen APPROVE_ARMING_MS without a break; a hidden document disarms and restarts', () => {
    vi.useFakeTimers();
    const panel = document.createElement('section');
    const events: string[] = [];
    const stop = armWhenSeen(
      panel,
      () => events.push('armed'),
      () => events.push('disarmed'),
    );
    vi.advanceTimersByTime(APPROVE_ARMING_MS - 1);
    expect(events).toEqual([]);
    setVisibility('hidden');
    vi.advanceTimersByTime(APPROVE_ARMING_MS);
    expect(events).toEqual(['disarmed']);
    setVisibility('visible');
    vi.advanceTimersByTime(APPROVE_ARMING_MS - 1);
    expect(events).toEqual(['disarmed']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['disarmed', 'armed']);
    stop();
    setVisibility('hidden');
    expect(events).toEqual(['disarmed', 'armed']);
  });
});
