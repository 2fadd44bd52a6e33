import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useUiStore } from '../app/store-context';

const UiLayerPanel = lazy(() => import('./ui-layer-panel').then((m) => ({ default: m.UiLayerPanel })));

/**
 * Toasts, the loading overlay and the confirm / alert dialogs of the ui store. Their code loads
 * the first time one of them is needed, so it stays out of the first paint.
 */
export const UiLayer = observer(function UiLayer() {
  const ui = useUiStore();
  const needed = ui.toasts.length > 0 || ui.loading !== null || ui.dialog !== null;
  return needed ? (
    <Suspense>
      <UiLayerPanel />
    </Suspense>
  ) : null;
});
