import { observer } from 'mobx-react-lite';
import { Suspense, lazy, type ComponentType } from 'react';
import { useUiStore } from '../app/store-context';

/**
 * The panel's code, loaded the first time a toast, the overlay or a dialog is needed. Code that
 * cannot be downloaded (no signal, no service worker yet) costs only the panel, never the page:
 * it shows nothing this time, and the next time one is needed its download is tried afresh.
 */
function lazyPanel(): ComponentType {
  return lazy(() =>
    import('./ui-layer-panel').then(
      (m): { default: ComponentType } => ({ default: m.UiLayerPanel }),
      () => {
        UiLayerPanel = lazyPanel();
        return { default: () => null };
      },
    ),
  );
}
let UiLayerPanel = lazyPanel();

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
