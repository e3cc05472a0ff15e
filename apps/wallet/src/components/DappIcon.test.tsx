// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DappIcon, iconSource } from './DappIcon.js';

afterEach(cleanup);

describe('DappIcon', () => {
  it('loads icons only from data:, loopback or the page host', () => {
    const host = 'wallet.test:5174';
    expect(iconSource('data:image/svg+xml;base64,PHN2Zy8+', host)).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(iconSource('http://127.0.0.1:5173/icon.svg', host)).toBe('http://127.0.0.1:5173/icon.svg');
    expect(iconSource('http://wallet.test:5174/a.png', host)).toBe('http://wallet.test:5174/a.png');
    expect(iconSource('https://cdn.example.org/a.png', host)).toBeUndefined();
    expect(iconSource('javascript:alert(1)', host)).toBeUndefined();
    expect(iconSource('data:text/html,<b>', host)).toBeUndefined();
    expect(iconSource(undefined, host)).toBeUndefined();
  });

  it('falls back to the initial when the image fails', () => {
    const dapp = { name: 'demo', description: '', url: '', icon: 'http://127.0.0.1:1/broken.png' };
    const { container } = render(<DappIcon dapp={dapp} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    if (image === null) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('D');
  });
});
