import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { nextTabIndex } from './nextTabIndex.js';

export interface AccountTab {
  readonly id: string;
  readonly label: string;
  readonly panel: () => ReactNode;
}

/**
 * The Account view's tab bar (ARIA tablist, automatic activation): Left/Right move between tabs (wrapping)
 * and select them, Home/End go to the ends; only the selected tab is a Tab stop. With one tab, its panel shows under a
 * plain heading instead.
 */
export function AccountTabs({
  tabs,
  selected,
  onSelect,
}: {
  readonly tabs: readonly [AccountTab, ...AccountTab[]];
  readonly selected: string;
  readonly onSelect: (id: string) => void;
}) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (tabs.length === 1) {
    return (
      <section className="latch-account-section" aria-labelledby={`${base}-heading`}>
        <h4 id={`${base}-heading`} className="latch-account-section-title">
          {current.label}
        </h4>
        {current.panel()}
      </section>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const next = tabs[nextTabIndex(event.key, index, tabs.length) ?? -1];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div className="latch-account-tabs">
      <div className="latch-tablist" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              className="latch-tab"
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        // Every tab's panel exists (aria-controls must point somewhere); only the selected one has content.
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          className="latch-tabpanel"
          hidden={tab !== current}
          tabIndex={tab === current ? 0 : -1}
        >
          {tab === current ? tab.panel() : null}
        </div>
      ))}
    </div>
  );
}
