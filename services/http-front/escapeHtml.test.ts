import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.js';

describe('escapeHtml', () => {
  it('escapes what could end an element or a quoted attribute, and only that', () => {
    expect(escapeHtml(`<b title="x" data-y='z'>Tom & Jerry</b>`)).toBe(
      '&lt;b title=&quot;x&quot; data-y=&#39;z&#39;&gt;Tom &amp; Jerry&lt;/b&gt;',
    );
    expect(escapeHtml('plain text, ünïcode')).toBe('plain text, ünïcode');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
