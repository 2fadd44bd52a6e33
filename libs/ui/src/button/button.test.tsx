import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('is a real button that does not submit forms by default', async () => {
    const onClick = vi.fn();
    renderInBrand(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    renderInBrand(
      <Button disabled onClick={onClick}>
        Deposit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
