import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

const router: { navigate?: NavigateFunction } = {};
function Probe({ exposeNavigate }: { readonly exposeNavigate: (navigate: NavigateFunction) => void }) {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => exposeNavigate(navigate), [exposeNavigate, navigate]);
  return null;
}
const keepNavigate = (navigate: NavigateFunction) => {
  router.navigate = navigate;
};
const navigate = (to: string | number) => (typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to));

function scrollBy(y: number) {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
    scrollTo.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a new page at the top and returns to the old position on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Probe exposeNavigate={keepNavigate} />
      </MemoryRouter>,
    );
    scrollBy(640);
    await act(async () => navigate('/detail'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(90);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('lets the app, not the browser, restore positions', () => {
    render(
      <MemoryRouter>
        <Probe exposeNavigate={keepNavigate} />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
