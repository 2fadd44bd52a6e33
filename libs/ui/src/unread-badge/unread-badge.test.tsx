import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('shows the count and says it in words', () => {
    renderInBrand(<UnreadBadge count={3} />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread')).toBeInTheDocument();
  });

  it('caps the count at 99+', () => {
    renderInBrand(<UnreadBadge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('99+ unread')).toBeInTheDocument();
  });

  it('shows 99 itself', () => {
    renderInBrand(<UnreadBadge count={99} />);
    expect(screen.getByText('99 unread')).toBeInTheDocument();
  });

  it('is hidden at zero and without a count', () => {
    const { container, rerender } = renderInBrand(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnreadBadge count={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the link it sits in', () => {
    renderInBrand(
      <a href="/m/webEmail">
        Inbox <UnreadBadge count={250} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Inbox 99+ unread' })).toBeInTheDocument();
  });
});
