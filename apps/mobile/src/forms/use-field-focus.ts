import { useCallback, useEffect, useRef } from 'react';
import type { FocusRequest } from '@gp/stores';

/** Anything a form can focus: an input, a select, a text area. */
type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Focuses the field a form model asks for (its first invalid field after a failed submit). Returns
 * the ref callback to give each field's control: `inputRef={refFor('email')}`.
 */
export function useFieldFocus<F extends string>(request: FocusRequest<F> | null): (field: F) => (element: Focusable | null) => void {
  const elements = useRef(new Map<F, Focusable>());
  const callbacks = useRef(new Map<F, (element: Focusable | null) => void>());
  useEffect(() => {
    if (request !== null) elements.current.get(request.field)?.focus();
  }, [request]);
  return useCallback((field: F) => {
    let callback = callbacks.current.get(field);
    if (callback === undefined) {
      callback = (element) => {
        if (element === null) elements.current.delete(field);
        else elements.current.set(field, element);
      };
      callbacks.current.set(field, callback);
    }
    return callback;
  }, []);
}
