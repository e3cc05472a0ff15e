import { observer } from 'mobx-react-lite';
import { AlertIcon } from '../../components/icons.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { VIEW_TITLES } from '../viewTitles.js';
import { unavailableStyles } from './styles.js';

/** Stands in for a view this build does not ship yet, so the panel is never blank. */
export const UnavailableView = observer(function UnavailableView() {
  useStyles('unavailable', unavailableStyles);
  const router = useRouter();
  return (
    <div className="latch-unavailable">
      <span className="latch-unavailable-icon">
        <AlertIcon size={22} />
      </span>
      <p className="latch-unavailable-title">{VIEW_TITLES[router.view]}</p>
      <p>This screen is not available yet.</p>
    </div>
  );
});
