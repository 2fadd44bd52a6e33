import { useEffect, useState } from 'react';
import type { ScreenModel, ScreenModels } from '@gp/stores';
import { useRootStore } from './store-context';

/**
 * The one way a screen gets a model of its own: made once from the root store's factory, started
 * when the screen shows and stopped when it goes (React's development checks stop and start it
 * again). `make` runs once; later renders do not rebuild the model.
 */
export function useScreenModel<M extends ScreenModel>(make: (models: ScreenModels) => M): M {
  const root = useRootStore();
  const [model] = useState(() => make(root.models));
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return model;
}
