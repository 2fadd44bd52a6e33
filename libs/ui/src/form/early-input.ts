import { useCallback, useRef, type Ref, type RefCallback } from 'react';

/** The ref of a controlled input that takes over what `read` finds in the element when it differs from `held`. */
function useEarlyState<T>(held: T, onChange: (value: T) => void, read: (element: HTMLInputElement) => T, forward?: Ref<HTMLInputElement>): RefCallback<HTMLInputElement> {
  const latest = useRef({ held, onChange, read, forward });
  latest.current = { held, onChange, read, forward };
  return useCallback((element: HTMLInputElement | null) => {
    const { held: value, onChange: change, read: readOf, forward: target } = latest.current;
    if (typeof target === 'function') target(element);
    else if (target) target.current = element;
    if (!element) return;
    const shown = readOf(element);
    if (shown !== value) change(shown);
  }, []);
}

const textOf = (element: HTMLInputElement) => element.value;
const tickOf = (element: HTMLInputElement) => element.checked;

/**
 * The ref of a controlled input that keeps what the player typed before the page's script ran: a
 * server-rendered form can be typed into before it is hydrated (and the browser may autofill it),
 * and React then holds the caller's value, not the input's. Once the input is in place, a text
 * that differs from the caller's value becomes it (`onChange`), so a submit sends what the player
 * sees. The caller's own ref (`forward`) gets the element too.
 */
export function useEarlyInput(value: string, onChange: (value: string) => void, forward?: Ref<HTMLInputElement>): RefCallback<HTMLInputElement> {
  return useEarlyState(value, onChange, textOf, forward);
}

/**
 * useEarlyInput for a checkbox: a box ticked or unticked before the page's script ran becomes the
 * caller's state (React's hydration keeps what the box shows, and would put the old state back at
 * its next update).
 */
export function useEarlyCheck(checked: boolean, onChange: (checked: boolean) => void, forward?: Ref<HTMLInputElement>): RefCallback<HTMLInputElement> {
  return useEarlyState(checked, onChange, tickOf, forward);
}
