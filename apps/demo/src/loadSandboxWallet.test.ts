import { describe, expect, it } from 'vitest';
import { sandboxUrl, wantsSandbox } from './loadSandboxWallet.js';

// Loading the script itself is checked in Chromium (e2e/demo.e2e.test.ts).
describe('the sandbox wallet option of the demo page', () => {
  it('is on with ?sandbox=1 only', () => {
    expect(wantsSandbox('?sandbox=1')).toBe(true);
    expect(wantsSandbox('?x=2&sandbox=1')).toBe(true);
    expect(wantsSandbox('')).toBe(false);
    expect(wantsSandbox('?sandbox=0')).toBe(false);
    expect(wantsSandbox('?sandbox')).toBe(false);
  });

  it('links to the page with it turned on or off, other parameters kept', () => {
    expect(sandboxUrl('http://127.0.0.1:5173/?a=1', true)).toBe('http://127.0.0.1:5173/?a=1&sandbox=1');
    expect(sandboxUrl('http://127.0.0.1:5173/?sandbox=1&a=1', false)).toBe('http://127.0.0.1:5173/?a=1');
  });
});
