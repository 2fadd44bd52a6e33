import { useCallback, useRef, type Ref, type RefCallback } from 'react';

/**
 * The ref of a controlled input that keeps what the player typed before the page's script ran: a
 * server-rendered form can be typed into before it is hydrated (and the browser may autofill it),
 * and React then holds the caller's value, not the input's. Once the input is in place, a text
 * that differs from the caller's value becomes it (`onChange`), so a submit sends what the player
 * sees. The caller's own ref (`forward`) gets the element too.
 */
export function useEarlyInput(value: string, onChange: (value: string) => void, forward?: Ref<HTMLInputElement>): RefCallback<HTMLInputElement> {
  const latest = useRef({ value, onChange, forward });
  latest.current = { value, onChange, forward };
  return useCallback((element: HTMLInputElement | null) => {
    const { value: held, onChange: change, forward: target } = latest.current;
    if (typeof target === 'function') target(element);
    else if (target) target.current = element;
    if (element && element.value !== held) change(element.value);
  }, []);
}
