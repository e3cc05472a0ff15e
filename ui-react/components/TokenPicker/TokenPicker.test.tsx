// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenListLoading, TokenListMessage, TokenPickerPanel, TokenRow } from './TokenPicker.js';

afterEach(cleanup);

describe('the token picker of Send and Swap', () => {
  it('is a panel named by its title, with Cancel, listing tokens with the picked one pressed', () => {
    const onClose = vi.fn();
    const onPick = vi.fn();
    render(
      <TokenPickerPanel title="Select a token to pay with" onClose={onClose}>
        <ul aria-label="Tokens">
          <TokenRow symbol="ETH" name="Ether" iconUrl="" balance="1.5 ETH" picked onPick={onPick} />
          <TokenRow symbol="USDC" name="" iconUrl="" picked={false} title="0xabc" onPick={onPick} />
        </ul>
      </TokenPickerPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Select a token to pay with' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const [eth, usdc] = within(panel).getAllByRole('button').slice(1);
    expect(eth?.getAttribute('aria-pressed')).toBe('true');
    expect(eth?.textContent).toContain('1.5 ETH');
    // A token without a name shows its symbol as the name; no balance known, none shown.
    expect(usdc?.getAttribute('aria-pressed')).toBe('false');
    expect(usdc?.querySelector('.latch-send-picker-name')?.textContent).toBe('USDC');
    expect(usdc?.querySelector('[data-field="balance"]')).toBeNull();
    expect(usdc?.title).toBe('0xabc');
    fireEvent.click(usdc as HTMLElement);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('is labelled by its heading when given its id', () => {
    render(
      <TokenPickerPanel title="Select a token" titleId="picker-title" onClose={() => undefined}>
        {null}
      </TokenPickerPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Select a token' });
    expect(panel.getAttribute('aria-labelledby')).toBe('picker-title');
    expect(panel.hasAttribute('aria-label')).toBe(false);
  });

  it('says why no token is shown, with Retry when asking again may help', () => {
    const onRetry = vi.fn();
    const { container } = render(
      <>
        <TokenListLoading rows={3} />
        <TokenListMessage state="failed" alert text="Failed to load tokens" onRetry={onRetry} />
        <TokenListMessage state="empty" text="No token matches “x”." />
      </>,
    );
    expect(container.querySelectorAll('.latch-send-picker-skeleton')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load tokens');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const empty = container.querySelector('[data-state="empty"]');
    expect(empty?.textContent).toBe('No token matches “x”.');
    expect(empty?.querySelector('button')).toBeNull();
  });
});
