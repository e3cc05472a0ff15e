// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStyleSheets, StyleSheetsContext, useStyles } from './styleSheets.js';

const Row = () => {
  useStyles('row', '.row{}');
  return null;
};

describe('style sheets of a shadow root', () => {
  it('injects each module once, and knows what an earlier registry injected', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const sheets = createStyleSheets(root);
    sheets.use('row', '.row{color:red}');
    sheets.use('row', '.row{color:blue}');
    expect(root.querySelectorAll('style')).toHaveLength(1);
    expect(root.querySelector('style')?.textContent).toBe('.row{color:red}');
    const again = createStyleSheets(root);
    expect(again.has('row')).toBe(true);
    again.use('row', '.row{}');
    expect(root.querySelectorAll('style')).toHaveLength(1);
  });

  it('useStyles injects from any number of components into the nearest shadow root', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const sheets = createStyleSheets(root);
    render(
      <StyleSheetsContext.Provider value={sheets}>
        <Row />
        <Row />
        <Row />
      </StyleSheetsContext.Provider>,
    );
    expect(root.querySelectorAll('style[data-latch-style="row"]')).toHaveLength(1);
  });
});
