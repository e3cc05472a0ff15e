import { observer } from 'mobx-react-lite';
import { type ComponentType, useEffect } from 'react';
import type { FeatureName, FeatureStores } from '../../core/kernel/latch/index.js';
import { useFlow, useModal } from '../context/coreHooks.js';

/** The props of a flow's view: the flow's store (core `loadFeature`). */
export interface FlowViewProps<N extends FeatureName> {
  readonly store: FeatureStores[N];
}

/**
 * A view of a flow built on first use (send, swap, onramp, names): renders `View` with the flow's store. The
 * registry loads the flow with the view's code (`withFlow`), so the store is there on the first render; a view
 * registered without it asks the core for the flow and shows once it is built.
 */
export function flowView<N extends FeatureName>(
  name: N,
  View: ComponentType<FlowViewProps<N>>,
): ComponentType {
  const FlowView = observer(function FlowView() {
    // A failed fetch leaves the view empty; opening it again asks again.
    const store = useFlow(name);
    const modal = useModal();
    // Leaving the view, or closing the modal, gives up what it asked for: quotes, lookups, option loads. A closing
    // card still shows its view while it fades out (the shell's useShownRouter), so the close itself gives up too.
    useEffect(() => {
      if (store === undefined) return undefined;
      const stop = modal.onClose(() => store.leave());
      return () => {
        stop();
        store.leave();
      };
    }, [modal, store]);
    return store === undefined ? null : <View store={store} />;
  });
  return FlowView;
}
