import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProviders, renderInBrand } from '../testing/render';
import { GAME_FRAME_SANDBOX, GameView } from './game-view';

const frameOf = () => {
  const frame = screen.getAllByTitle('Lucky Seven').find((element) => element.tagName === 'IFRAME');
  if (!frame) throw new Error('no game frame');
  return frame;
};

describe('GameView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog named after the game, with a sandboxed, titled frame of the game page', () => {
    renderInBrand(<GameView title="Lucky Seven" url="/demo/slot/t1" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Lucky Seven' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = frameOf();
    expect(frame).toHaveAttribute('src', '/demo/slot/t1');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX.split(' ')).not.toContain('allow-top-navigation');
  });

  it('focuses its close control, which closes, as Escape does', () => {
    const onClose = vi.fn();
    renderInBrand(<GameView title="Lucky Seven" url="/demo/slot/t1" onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close game' });
    expect(close).toHaveFocus();
    fireEvent.click(close);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a loading status until the frame loads, and no offer once loaded', () => {
    renderInBrand(<GameView title="Lucky Seven" url="/demo/slot/t1" onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading game…');
    fireEvent.load(frameOf());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a new window after 12 s without a load, through a safe link, and a way back', () => {
    const onClose = vi.fn();
    renderInBrand(<GameView title="Lucky Seven" url="https://games.example/play?t=1" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(11_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This game cannot open here');
    const link = screen.getByRole('link', { name: 'Open in a new window' });
    expect(link).toHaveAttribute('href', 'https://games.example/play?t=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the app' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('follows a custom timeout and hides the offer when the page loads after all', () => {
    renderInBrand(<GameView title="Lucky Seven" url="/demo/slot/t1" onClose={vi.fn()} timeoutMs={500} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.load(frameOf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the way back when a page of this origin loads as the browser’s error page', () => {
    renderInBrand(<GameView title="Lucky Seven" url="/demo/slot/t1" onClose={vi.fn()} />);
    const frame = frameOf();
    Object.defineProperty(frame, 'contentDocument', { value: null });
    fireEvent.load(frame);
    expect(screen.getByRole('alert')).toHaveTextContent('This game cannot open here');
  });

  it('takes the load of another origin’s page, which it cannot read, as loaded', () => {
    renderInBrand(<GameView title="Lucky Seven" url="https://games.example/slot" onClose={vi.fn()} />);
    const frame = frameOf();
    Object.defineProperty(frame, 'contentDocument', { value: null });
    fireEvent.load(frame);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no link for an address the allow-list refuses', () => {
    renderInBrand(<GameView title="Lucky Seven" url="javascript:alert(1)" onClose={vi.fn()} timeoutMs={10} />);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts loading again, with a fresh timeout, when the game changes', () => {
    const view = render(
      <BrandProviders>
        <GameView title="Lucky Seven" url="/demo/slot/t1" onClose={vi.fn()} timeoutMs={1000} />
      </BrandProviders>,
    );
    fireEvent.load(frameOf());
    view.rerender(
      <BrandProviders>
        <GameView title="Lucky Seven" url="/demo/slot/t2" onClose={vi.fn()} timeoutMs={1000} />
      </BrandProviders>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
