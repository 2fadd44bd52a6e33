import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Send</button>;
}

describe('useHydrated', () => {
  it('is false in the server render and true once the browser has hydrated it', () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<Probe />, { container, hydrate: true });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('is true at once in a render made in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
