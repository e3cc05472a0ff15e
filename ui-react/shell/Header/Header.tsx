import { observer } from 'mobx-react-lite';
import { BackIcon, CloseIcon } from '../../components/icons.js';
import { useRouter, useViewRegistry } from '../../context/coreHooks.js';
import { VIEW_TITLES } from '../../views/viewTitles.js';
import { useStyles } from '../styleSheets.js';
import { headerStyles } from './styles.js';

export interface HeaderProps {
  readonly titleId: string;
  readonly onClose: (() => void) | undefined;
}

/** Back (when there is history), the view's title (the dialog's label) and close. */
export const Header = observer(function Header({ titleId, onClose }: HeaderProps) {
  useStyles('header', headerStyles);
  const registry = useViewRegistry();
  const router = useRouter();
  const title = registry[router.view]?.title?.(router.route) ?? VIEW_TITLES[router.view];
  return (
    <div className="latch-header">
      {router.canGoBack ? (
        <button
          type="button"
          className="latch-icon-button latch-header-start"
          aria-label="Back"
          onClick={() => router.goBack()}
        >
          <BackIcon size={18} />
        </button>
      ) : null}
      <h2 id={titleId} className="latch-header-title">
        {title}
      </h2>
      {onClose ? (
        <button
          type="button"
          className="latch-icon-button latch-header-end"
          aria-label="Close"
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
});
