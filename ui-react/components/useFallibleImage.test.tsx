// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFallibleImage } from './useFallibleImage.js';

afterEach(cleanup);

const Probe = ({ src }: { readonly src: string | undefined }) => (
  <span data-testid="probe">{useFallibleImage(src, 24) ?? 'fallback'}</span>
);

describe('useFallibleImage', () => {
  it('gives a decorative, lazily loaded image of the given size', () => {
    const { getByTestId } = render(<Probe src="https://img.latch.test/a.webp" />);
    const image = getByTestId('probe').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.latch.test/a.webp');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['24', '24']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('draggable')).toBe('false');
  });

  it('gives nothing without a source, so the caller shows its fallback', () => {
    const { getByTestId, rerender } = render(<Probe src={undefined} />);
    expect(getByTestId('probe').textContent).toBe('fallback');
    rerender(<Probe src="" />);
    expect(getByTestId('probe').textContent).toBe('fallback');
  });

  it('gives nothing once the image fails to load, and tries again for another source', () => {
    const { getByTestId, rerender } = render(<Probe src="https://img.latch.test/broken.webp" />);
    const image = getByTestId('probe').querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(getByTestId('probe').querySelector('img')).toBeNull();
    expect(getByTestId('probe').textContent).toBe('fallback');
    rerender(<Probe src="https://img.latch.test/b.webp" />);
    expect(getByTestId('probe').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.latch.test/b.webp',
    );
  });

  it('loads images without a Referer', () => {
    const { getByTestId } = render(<Probe src="https://img.latch.test/a.webp" />);
    expect(getByTestId('probe').querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('never loads a source the URL policy refuses: the caller shows its fallback', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:https://evil.example/1',
    ]) {
      const { getByTestId, unmount } = render(<Probe src={src} />);
      expect(getByTestId('probe').querySelector('img')).toBeNull();
      expect(getByTestId('probe').textContent).toBe('fallback');
      unmount();
    }
    // A host's own asset (a relative path takes the page's http(s) scheme) loads.
    const own = render(<Probe src="/wallet-images/me.rainbow.webp" />);
    expect(own.getByTestId('probe').querySelector('img')?.getAttribute('src')).toBe(
      '/wallet-images/me.rainbow.webp',
    );
    own.unmount();
    const { getByTestId } = render(<Probe src="data:image/svg+xml,%3Csvg%2F%3E" />);
    expect(getByTestId('probe').querySelector('img')?.getAttribute('src')).toBe(
      'data:image/svg+xml,%3Csvg%2F%3E',
    );
  });
});
