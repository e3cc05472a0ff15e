import { observer } from 'mobx-react-lite';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import type { HistoryStatus } from '../../../core/kernel/history/index.js';
import { HISTORY_NAMESPACES } from '../../../core/kernel/history/store.js';
import { explorerUrl } from '../../../core/lib/format/index.js';
import { AlertIcon, RetryIcon } from '../../components/icons.js';
import { NotConnected } from '../../components/NotConnected.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useInfiniteScroll } from '../../components/useInfiniteScroll.js';
import { useAccount, useHistory } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { ActivityRow } from './ActivityRow.js';
import { activityRow } from './activityRow.js';
import { ActivityIcon } from './icons.js';
import { monthLabel } from './monthLabel.js';
import { activityStyles } from './styles.js';

/** Skeleton rows: a screenful for the first page, two under the list while the next one loads. */
const FIRST_PAGE_SKELETONS = ['a', 'b', 'c', 'd', 'e'] as const;
const NEXT_PAGE_SKELETONS = ['a', 'b'] as const;

/** The viewport as IntersectionObserver root: the sentinel is clipped by every scrolling ancestor. */
const VIEWPORT: RefObject<Element | null> = { current: null };

const SkeletonRows = ({ keys, month }: { readonly keys: readonly string[]; readonly month: boolean }) => (
  <div className="latch-activity-month" aria-hidden="true">
    {month ? <span className="latch-skeleton latch-activity-skeleton-month" /> : null}
    <ul className="latch-activity-list">
      {keys.map((key) => (
        <li key={key}>
          <div className="latch-activity-row latch-activity-skeleton">
            <span className="latch-activity-icon">
              <span className="latch-skeleton latch-activity-token" />
            </span>
            <span className="latch-activity-main">
              <span className="latch-skeleton latch-activity-skeleton-line" />
              <span className="latch-skeleton latch-activity-skeleton-line" data-width="short" />
            </span>
            <span className="latch-skeleton latch-activity-skeleton-end" />
          </div>
        </li>
      ))}
    </ul>
  </div>
);

const Message = ({
  tone = 'info',
  title,
  children,
}: {
  readonly tone?: 'info' | 'error';
  readonly title: string;
  readonly children?: ReactNode;
}) => (
  <div className="latch-activity-message" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
    <span className="latch-activity-message-icon" aria-hidden="true">
      {tone === 'error' ? <AlertIcon size={20} /> : <ActivityIcon size={20} />}
    </span>
    <p className="latch-activity-message-title">{title}</p>
    {children}
  </div>
);

export interface ActivityListProps {
  /**
   * 'own' (default): the list scrolls in its own box, as the History view shows it. 'parent': it grows
   * and a scrolling ancestor scrolls it (the Account view's Activity tab).
   */
  readonly scroll?: 'own' | 'parent';
}

/**
 * The activity of the connected account on the active network (core HistoryStore): month sections,
 * newest first, each row signed and timed; skeleton rows while a page loads; the empty, unsupported
 * and error states (the latter with Retry); more pages as the end scrolls into view.
 */
export const ActivityList = observer(function ActivityList({ scroll = 'own' }: ActivityListProps) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('activity', activityStyles);
  const account = useAccount();
  const history = useHistory();
  const base = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => history.watch(), [history]);

  const target = history.target;
  // Before the first effect runs, a connected account's list is about to load: show it loading.
  const status: HistoryStatus =
    history.status === 'idle' && target !== undefined ? 'loading' : history.status;
  useInfiniteScroll({
    sentinel,
    root: scroll === 'own' ? scroller : VIEWPORT,
    enabled: status === 'ready' && history.hasMore && !history.loading,
    onLoadMore: () => void history.loadMore(),
  });

  // The History view's title is the modal's h2; in the Account view the account name is an h3.
  const Heading = scroll === 'own' ? 'h3' : 'h4';
  const networkName = target?.network.name ?? account.activeNetwork.name;
  const explorerOf = (hash: string) =>
    target === undefined ? undefined : explorerUrl(target.network, 'tx', hash);

  return (
    <div
      ref={scroller}
      className="latch-activity"
      data-scroll={scroll}
      data-status={status}
      aria-busy={history.loading || undefined}
      {...(scroll === 'own' ? { role: 'region', 'aria-label': 'Activity', tabIndex: 0 } : {})}
    >
      {history.sections.map((section) => {
        const heading = `${base}-${section.year}-${section.month}`;
        return (
          <section key={heading} className="latch-activity-month" aria-labelledby={heading}>
            <Heading id={heading} className="latch-activity-month-title">
              {monthLabel(section.year, section.month)}
            </Heading>
            <ul className="latch-activity-list">
              {section.transactions.map((transaction) => {
                const href = explorerOf(transaction.metadata.hash);
                return (
                  <ActivityRow
                    key={transaction.id}
                    row={activityRow(transaction)}
                    {...(href === undefined ? {} : { href })}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
      {status === 'loading' ? <SkeletonRows keys={FIRST_PAGE_SKELETONS} month /> : null}
      {status === 'ready' && history.loading ? (
        <SkeletonRows keys={NEXT_PAGE_SKELETONS} month={false} />
      ) : null}
      {status === 'empty' ? (
        <Message title="No activity yet">
          <p>Transactions of this account on {networkName} will show here.</p>
        </Message>
      ) : null}
      {status === 'unsupported' ? (
        <Message title="No activity here">
          {/* SPEC §1: activity is eip155 only (a Solana network says so rather than looking empty). */}
          {target !== undefined && !HISTORY_NAMESPACES.includes(target.network.chainNamespace) ? (
            <p>Activity is only available on EVM networks, not on {networkName}.</p>
          ) : (
            <p>Activity is not available on {networkName}.</p>
          )}
        </Message>
      ) : null}
      {status === 'idle' ? <NotConnected description="Connect a wallet to see its activity." /> : null}
      {status === 'error' && history.error ? (
        <Message tone="error" title={history.error.message}>
          <p>Activity on {networkName} could not be loaded.</p>
          <button type="button" className="latch-button" onClick={() => void history.retry()}>
            <RetryIcon size={14} />
            Retry
          </button>
        </Message>
      ) : null}
      <div ref={sentinel} className="latch-activity-sentinel" aria-hidden="true" />
      <p className="latch-visually-hidden" role="status" aria-live="polite">
        {history.loading ? 'Loading activity…' : ''}
      </p>
    </div>
  );
});
