import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@gp/domain';
import { sanitiseHtml } from '../safe-html/sanitise-html';
import { renderInBrand } from '../testing/render';
import { AnnouncementPopup, type AnnouncementPopupItem } from './announcement-popup';

vi.mock('../safe-html/sanitise-html', { spy: true });

const items: AnnouncementPopupItem[] = [
  { id: 1, title: 'Welcome bonus', content: '<p style="font-size: 28px">Deposit today. <a href="/m/activity">See promotions</a></p>', startDate: '2024-03-05' },
  { id: 2, title: 'Maintenance', content: '<p>Sunday 2 am.</p>', startDate: Date.UTC(2024, 3, 7, 12) },
  { id: 3, title: 'New games', content: '<p>Ten new slots.</p>', startDate: '2024-04-09T01:00:00Z' },
];

const renderPopup = (props: Partial<Parameters<typeof AnnouncementPopup>[0]> = {}) => {
  const callbacks = { onClose: vi.fn(), onLink: vi.fn() };
  renderInBrand(<AnnouncementPopup open announcements={items} {...callbacks} {...props} />);
  return callbacks;
};

afterEach(() => vi.useRealTimers());

describe('AnnouncementPopup', () => {
  it('is a labelled dialog showing each title and start date as YYYY/MM/DD', () => {
    renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(within(dialog).getByText('2024/03/05')).toBeInTheDocument();
    expect(within(dialog).getByText('2024/04/07')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close announcements' })).toHaveFocus();
  });

  it('renders nothing when closed or empty', () => {
    renderPopup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    renderPopup({ announcements: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrows and the bullets', async () => {
    renderPopup();
    const previous = screen.getByRole('button', { name: 'Previous announcement' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Announcement 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('button', { name: 'Announcement 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Announcement 2 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: 'Announcement 1 of 3', hidden: true })).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Announcement 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Announcement 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('has no arrows or bullets for a single announcement', () => {
    renderPopup({ announcements: items.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close announcements' }))],
    ['the scrim', () => fireEvent.click(screen.getByTestId('announcement-scrim'))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
  ])('closes from %s after the closing animation', (_name, close) => {
    vi.useFakeTimers();
    const { onClose } = renderPopup();
    close();
    act(() => vi.advanceTimersByTime(TIMINGS.popupCloseAnimationMs - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands link taps to onLink instead of following them', async () => {
    const { onLink } = renderPopup();
    const link = screen.getByRole('link', { name: 'See promotions' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onLink).toHaveBeenCalledExactlyOnceWith('/m/activity');
  });

  it('sanitises the HTML after converting px to design rems', () => {
    const hostile = '<p style="margin: 10px">Hi<script>window.hacked = true</script><img src="x.png" alt="" onerror="window.hacked = true"></p>';
    renderPopup({ announcements: [{ id: 9, title: 'Hostile', content: hostile, startDate: '2024-01-01' }] });
    expect(sanitiseHtml).toHaveBeenCalledWith(expect.stringContaining('margin: calc(0.1 * var(--design-rem))'));
    const slide = screen.getByRole('group', { name: 'Announcement 1 of 1' });
    expect(slide.querySelector('script')).toBeNull();
    expect(slide.querySelector('[onerror]')).toBeNull();
    expect(slide.querySelector('img')).not.toBeNull();
    expect(slide.querySelector('p')).toHaveAttribute('style', 'margin: calc(0.1 * var(--design-rem))');
  });

  it('autoplays only when asked, every 5 s', () => {
    vi.useFakeTimers();
    renderPopup({ autoplay: true });
    act(() => vi.advanceTimersByTime(TIMINGS.popupAutoplayMs));
    expect(screen.getByRole('button', { name: 'Announcement 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers the reward centre when asked', async () => {
    const onGoTo = vi.fn();
    renderPopup({ onGoTo });
    await userEvent.click(screen.getByRole('button', { name: 'Go to reward centre' }));
    expect(onGoTo).toHaveBeenCalledOnce();
  });
});
