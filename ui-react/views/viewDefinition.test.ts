import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { defineView, definitionOf, type ViewCoreLoader } from './viewDefinition.js';

const View: ComponentType = () => null;
const core = (options: Partial<ViewCoreLoader['options']> = {}): ViewCoreLoader => ({
  options: options as ViewCoreLoader['options'],
  loadFeature: () => Promise.reject(new Error('no flow here')),
});

describe('definitionOf', () => {
  it('loads the code a view shows for some options with the view, only when it asks for it', async () => {
    const fetched: string[] = [];
    let release: (() => void) | undefined;
    const definition = definitionOf(
      defineView({
        name: 'Connect',
        title: 'Connect Wallet',
        component: () => Promise.resolve(View),
        withCode: (latch) =>
          latch.options.termsConditionsUrl === undefined
            ? undefined
            : new Promise<void>((resolve) => {
                release = () => {
                  fetched.push('legal');
                  resolve();
                };
              }),
      }),
    );
    expect(await definition.load(core())).toBe(View);
    expect(fetched).toEqual([]);

    let loaded = false;
    const withLegal = definition
      .load(core({ termsConditionsUrl: 'https://example.com/terms' }))
      .then((view) => {
        loaded = true;
        return view;
      });
    await Promise.resolve();
    expect(loaded).toBe(false);
    release?.();
    expect(await withLegal).toBe(View);
    expect(fetched).toEqual(['legal']);
  });
});
