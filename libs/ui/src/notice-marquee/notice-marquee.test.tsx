import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { NoticeMarquee } from './notice-marquee';

describe('NoticeMarquee', () => {
  it('reads the announcements once as plain text, the scrolling copy hidden from screen readers', () => {
    const { container } = renderInBrand(<NoticeMarquee items={['Scheduled maintenance', 'Faster withdrawals']} />);
    const line = screen.getByRole('marquee', { name: 'Announcements' });
    expect(line).toHaveTextContent('Scheduled maintenance • Faster withdrawals');
    const copies = container.querySelectorAll('span');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(copies[0]).not.toHaveAttribute('aria-hidden');
  });

  it("shows 'No announcement' when there is none", () => {
    renderInBrand(<NoticeMarquee items={[]} />);
    expect(screen.getByRole('marquee')).toHaveTextContent('No announcement');
  });
});
