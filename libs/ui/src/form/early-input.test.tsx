import { act } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BrandProviders } from '../testing/render';
import { CheckboxField } from './checkbox-field';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { SearchBox } from '../search-box/search-box';

/** Renders `ui` on the "server", lets `typeAhead` type into the markup, then hydrates it as the browser does. */
async function hydrateAfterTyping(ui: ReactElement, typeAhead: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<BrandProviders>{ui}</BrandProviders>);
  typeAhead(container);
  await act(async () => {
    hydrateRoot(container, <BrandProviders>{ui}</BrandProviders>);
  });
  return container;
}

describe('a form field typed into before hydration', () => {
  it('takes what the player typed as its value, and still gives the caller its ref', async () => {
    const onChange = vi.fn();
    const inputRef = createRef<HTMLInputElement>();
    const container = await hydrateAfterTyping(<TextField label="Username" name="username" value="" onChange={onChange} inputRef={inputRef} />, (markup) => {
      const input = markup.querySelector('input');
      if (input) input.value = 'demo';
    });
    expect(onChange).toHaveBeenCalledWith('demo');
    expect(inputRef.current).toBe(container.querySelector('input'));
    container.remove();
  });

  it('leaves a field nobody typed into alone, and takes a number typed into the phone field', async () => {
    const untouched = vi.fn();
    const quiet = await hydrateAfterTyping(<TextField label="Username" name="username" value="" onChange={untouched} />, () => undefined);
    expect(untouched).not.toHaveBeenCalled();
    quiet.remove();
    const onChange = vi.fn();
    const phone = await hydrateAfterTyping(
      <PhoneField label="Mobile" dialCode="63" dialCodes={[{ code: '63', label: 'Philippines (+63)' }]} onDialCodeChange={vi.fn()} value="" onChange={onChange} />,
      (markup) => {
        const input = markup.querySelector('input');
        if (input) input.value = '9171234567';
      },
    );
    expect(onChange).toHaveBeenCalledWith('9171234567');
    phone.remove();
  });

  it('takes a box unticked before hydration as the state it reports, and leaves an untouched box alone', async () => {
    const onChange = vi.fn();
    const box = await hydrateAfterTyping(<CheckboxField label="Remember me" name="remember" checked onChange={onChange} />, (markup) => {
      const input = markup.querySelector('input');
      if (input) input.checked = false;
    });
    expect(onChange).toHaveBeenCalledWith(false);
    box.remove();
    const untouched = vi.fn();
    const quiet = await hydrateAfterTyping(<CheckboxField label="Remember me" name="remember" checked onChange={untouched} />, () => undefined);
    expect(untouched).not.toHaveBeenCalled();
    quiet.remove();
  });

  it('keeps a search typed before hydration, and searches it on Enter', async () => {
    const onSubmit = vi.fn();
    const search = await hydrateAfterTyping(<SearchBox value="" onSubmit={onSubmit} />, (markup) => {
      const input = markup.querySelector('input');
      if (input) input.value = ' fortune ';
    });
    const input = search.querySelector('input');
    expect(input?.value).toBe(' fortune ');
    await act(async () => {
      input?.form?.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledWith('fortune');
    search.remove();
  });
});
