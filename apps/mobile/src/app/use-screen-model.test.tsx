import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackModel, createMemoryStorage, feedbackModel, systemClock, type ScreenModel } from '@gp/stores';
import { createAppRuntime } from './runtime';
import { StoreProvider } from './store-context';
import { useScreenModel } from './use-screen-model';

/** The app's provider over a runtime whose platform never answers (these tests make no call of their own). */
function appWrapper() {
  const store = createAppRuntime({ platform: { baseUrl: 'http://platform.test', fetch: () => new Promise(() => undefined) }, storage: createMemoryStorage(), clock: systemClock, start: 'language' });
  return ({ children }: { readonly children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
}

describe('useScreenModel', () => {
  it('makes the model once from the root store’s factory, starts it with the screen and stops it when the screen goes', () => {
    const events: string[] = [];
    let made = 0;
    const model: ScreenModel = { start: () => events.push('start'), stop: () => events.push('stop') };
    const { result, rerender, unmount } = renderHook(
      () =>
        useScreenModel(() => {
          made += 1;
          return model;
        }),
      { wrapper: appWrapper() },
    );
    rerender();
    expect(result.current).toBe(model);
    expect(made).toBe(1);
    expect(events).toEqual(['start']);
    unmount();
    expect(events).toEqual(['start', 'stop']);
  });

  it('hands the factory the root store', () => {
    const { result } = renderHook(() => useScreenModel(feedbackModel), { wrapper: appWrapper() });
    expect(result.current).toBeInstanceOf(FeedbackModel);
  });
});
