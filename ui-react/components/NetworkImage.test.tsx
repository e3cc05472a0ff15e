// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ETHEREUM } from '../../testkits/views/fixtures.js';
import { NetworkImage } from './NetworkImage.js';

afterEach(cleanup);

describe('NetworkImage', () => {
  it("shows the network's image, and its monogram when the image fails or is missing", () => {
    const withImage = { ...ETHEREUM, assets: { imageUrl: 'https://img.latch.test/eth.webp' } };
    const { container, rerender } = render(<NetworkImage network={withImage} size={24} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.latch.test/eth.webp');
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('E');
    rerender(
      <NetworkImage
        network={{ ...ETHEREUM, name: 'BNB Smart Chain', caipNetworkId: 'eip155:56' }}
        size={24}
      />,
    );
    expect(container.textContent).toBe('BS');
    expect(container.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("shows its namespace's default image, not initials, for a Solana network without an image of its own", async () => {
    const solana = {
      ...ETHEREUM,
      id: 'LatchDevnet1111111111111111111',
      name: 'Latch Solana Devnet',
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:LatchDevnet1111111111111111111' as const,
    };
    const { container, rerender } = render(<NetworkImage network={solana} size={24} />);
    await waitFor(() => expect(container.querySelector('[data-namespace-mark="solana"] svg')).not.toBeNull());
    expect(container.textContent).toBe('');
    // Its own image wins; when that fails, the mark again.
    rerender(
      <NetworkImage
        network={{ ...solana, assets: { imageUrl: 'https://img.latch.test/sol.svg' } }}
        size={24}
      />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.latch.test/sol.svg');
    if (image) fireEvent.error(image);
    await waitFor(() => expect(container.querySelector('[data-namespace-mark="solana"] svg')).not.toBeNull());
  });
});
