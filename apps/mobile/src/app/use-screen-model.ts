import { useEffect, useState } from 'react';
import type { RootStore, ScreenModel } from '@gp/stores';
import { useRootStore } from './store-context';

/**
 * The one way a screen gets a model of its own: made once by the model's factory from the root
 * store (`useScreenModel(feedbackModel)`, or `useScreenModel((root) => gameListModel(root, source))`),
 * started when the screen shows and stopped when it goes (React's development checks stop and
 * start it again). `make` runs once; later renders do not rebuild the model.
 */
export function useScreenModel<M extends ScreenModel>(make: (root: RootStore) => M): M {
  const root = useRootStore();
  const [model] = useState(() => make(root));
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  return model;
}
