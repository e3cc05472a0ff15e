// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createPageConfirmer, DIALOG_ATTRIBUTE } from './confirmInPage.js';

const dialogs = () => [...document.querySelectorAll<HTMLElement>(`[${DIALOG_ATTRIBUTE}]`)];
const button = (dialog: HTMLElement, name: string) => {
  const found = [...dialog.querySelectorAll('button')].find((element) => element.textContent === name);
  if (!found) throw new Error(`no ${name} button`);
  return found;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const dialog of dialogs()) dialog.remove();
});

describe('in-page confirmation dialog', () => {
  it('shows the request summary in a named dialog; Approve resolves true and removes it', async () => {
    const confirm = createPageConfirmer(document);
    const answer = confirm({ title: 'Sign message', lines: ['hello', 'Account 0xf39F'] });
    await settle();
    const [dialog] = dialogs();
    if (!dialog) throw new Error('no dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Latch Sandbox Wallet');
    expect(dialog.textContent).toContain('Sign message');
    expect(dialog.textContent).toContain('hello');
    expect(dialog.style.getPropertyValue('position')).toBe('fixed');
    button(dialog, 'Approve').click();
    expect(await answer).toBe(true);
    expect(dialogs()).toHaveLength(0);
  });

  it('Reject (or Escape) resolves false', async () => {
    const confirm = createPageConfirmer(document);
    const rejected = confirm({ title: 'Send transaction', lines: [] });
    await settle();
    const [first] = dialogs();
    if (!first) throw new Error('no dialog');
    button(first, 'Reject').click();
    expect(await rejected).toBe(false);

    const escaped = confirm({ title: 'Connect to this site', lines: [] });
    await settle();
    dialogs()[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(await escaped).toBe(false);
  });

  it('shows prompts one at a time, in order, and never interprets text as HTML', async () => {
    const confirm = createPageConfirmer(document);
    const first = confirm({ title: 'First', lines: ['<img src=x onerror=alert(1)>'] });
    const second = confirm({ title: 'Second', lines: [] });
    await settle();
    expect(dialogs()).toHaveLength(1);
    expect(document.querySelector(`[${DIALOG_ATTRIBUTE}] img`)).toBeNull();
    const [shown] = dialogs();
    if (!shown) throw new Error('no dialog');
    button(shown, 'Approve').click();
    expect(await first).toBe(true);
    await settle();
    const [next] = dialogs();
    if (!next) throw new Error('no second dialog');
    expect(next.textContent).toContain('Second');
    button(next, 'Reject').click();
    expect(await second).toBe(false);
  });
});
