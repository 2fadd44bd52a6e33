import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

const hostile =
  '<div style="position: fixed; inset: 0; z-index: 99999; background: url(https://evil.example/bg.png)">Claim your prize</div>' +
  '<p style="font-size: 28px; background-image: url(https://evil.example/p.png)">Hi <img src="https://evil.example/x.png" alt="x"><img src="/cdn/a.png" alt="a">' +
  '<a href="/m/activity">promotions</a></p>';

describe('SafeHtml', () => {
  it('puts nothing in the page that loads from elsewhere or escapes the content box', () => {
    const { container } = render(<SafeHtml html={hostile} onLink={vi.fn()} />);
    const addresses = [...container.querySelectorAll('[src], [poster], [background]')].map((element) => element.getAttribute('src'));
    expect(addresses).toEqual(['/cdn/a.png']);
    const styles = [...container.querySelectorAll('[style]')].map((element) => element.getAttribute('style'));
    expect(styles).toEqual(['font-size: 28px']);
    expect(container).toHaveTextContent('Claim your prize');
  });

  it('hands link taps to onLink instead of following them', () => {
    const onLink = vi.fn();
    const { getByRole } = render(<SafeHtml html={hostile} onLink={onLink} />);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    getByRole('link', { name: 'promotions' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onLink).toHaveBeenCalledExactlyOnceWith('/m/activity');
  });
});
