import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AlertIcon, RetryIcon, SearchIcon } from '../../components/icons.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useDebouncedValue } from '../../components/useDebouncedValue.js';
import { useInfiniteScroll } from '../../components/useInfiniteScroll.js';
import { useRovingFocus } from '../../components/useRovingFocus.js';
import { useSelectWallet } from '../../components/useSelectWallet.js';
import { usePlatform, useWallets } from '../../context/coreHooks.js';
import type { WalletCatalogSource } from '../../context/sources.js';
import { useStyles } from '../../shell/styleSheets.js';
import { browseList } from './browseList.js';
import { foundMessage, GRID_COLUMNS, SEARCH_DEBOUNCE_MS, SKELETON_KEYS, skeletonCount } from './grid.js';
import { allWalletsStyles } from './styles.js';
import { SkeletonTile, WalletTile } from './WalletTile.js';

/** What the grid shows: the search's results while a query is set, else the browsed pages. */
const gridState = (wallets: WalletCatalogSource) => {
  const query = wallets.searchQuery.trim();
  if (query !== '') {
    return {
      mode: 'search' as const,
      entries: wallets.searchResults,
      loading: wallets.searching,
      error: wallets.searchError,
      hasMore: false,
    };
  }
  const { loading, error, hasMore } = wallets.allWallets;
  return { mode: 'browse' as const, entries: browseList(wallets.allWallets), loading, error, hasMore };
};

const Message = ({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'error';
  title: string;
  children?: ReactNode;
}) => (
  <div className="latch-all-message" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
    <span className="latch-all-message-icon">
      {tone === 'error' ? <AlertIcon size={20} /> : <SearchIcon size={20} />}
    </span>
    <p className="latch-all-message-title">{title}</p>
    {children}
  </div>
);

const WalletGrid = observer(function WalletGrid({ wallets }: { readonly wallets: WalletCatalogSource }) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const state = gridState(wallets);
  const roving = useRovingFocus(state.entries.length, GRID_COLUMNS);
  useInfiniteScroll({
    sentinel,
    root: scroller,
    enabled: state.mode === 'browse' && state.hasMore && !state.loading && state.error === undefined,
    onLoadMore: () => void wallets.loadNextPage(),
  });
  const onSelect = useSelectWallet();
  const retry = () => void (state.mode === 'search' ? wallets.search(wallets.searchQuery) : wallets.retry());
  const skeletons = state.loading ? skeletonCount(state.entries.length) : 0;
  const empty = state.mode === 'search' && !state.loading && !state.error && state.entries.length === 0;
  return (
    <div className="latch-all-scroll" ref={scroller} aria-busy={state.loading || undefined}>
      {empty ? (
        <Message tone="info" title="No wallet found">
          <p>Try a different name.</p>
        </Message>
      ) : null}
      <ul className="latch-all-grid" aria-label="Wallets" onKeyDown={roving.onKeyDown}>
        {state.entries.map((entry, index) => (
          <WalletTile key={entry.id} entry={entry} roving={roving.itemProps(index)} onSelect={onSelect} />
        ))}
        {SKELETON_KEYS.slice(0, skeletons).map((key) => (
          <SkeletonTile key={key} />
        ))}
      </ul>
      {state.error ? (
        <Message tone="error" title="Could not load wallets">
          <p>{state.error.message}</p>
          <button type="button" className="latch-button" onClick={retry}>
            <RetryIcon size={14} />
            Retry
          </button>
        </Message>
      ) : null}
      <div ref={sentinel} className="latch-all-sentinel" aria-hidden="true" />
      <p className="latch-visually-hidden" role="status" aria-live="polite">
        {state.mode === 'search' && !state.loading ? foundMessage(state.entries.length) : ''}
      </p>
    </div>
  );
});

/** SPEC §2 AllWallets: the registry as a searchable, infinitely scrolling grid. */
export const AllWalletsView = observer(function AllWalletsView() {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('all-wallets', allWalletsStyles);
  const wallets = useWallets();
  const platform = usePlatform();
  const [query, setQuery] = useState(wallets.searchQuery);
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (settled !== wallets.searchQuery) void wallets.search(settled);
  }, [wallets, settled]);

  useEffect(() => {
    if (wallets.allWallets.page === 0 && !wallets.allWallets.loading) void wallets.loadNextPage();
  }, [wallets]);

  useEffect(() => {
    if (!platform.isMobile()) input.current?.focus({ preventScroll: true });
  }, [platform]);

  return (
    <div className="latch-all">
      <div className="latch-all-search">
        <label htmlFor={inputId} className="latch-visually-hidden">
          Search wallet
        </label>
        <SearchIcon size={16} />
        <input
          ref={input}
          id={inputId}
          className="latch-all-input"
          type="search"
          placeholder="Search wallet"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <WalletGrid wallets={wallets} />
    </div>
  );
});
