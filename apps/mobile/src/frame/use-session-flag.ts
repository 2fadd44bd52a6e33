import { useCallback, useState } from 'react';
import { safeGetItem, safeSetItem, type KeyValueStorage } from '@gp/stores';

/**
 * A yes/no flag kept in session storage under `key`, on until cleared (stored as '0'). Logout
 * empties session storage, so the flag is on again for the next guest visit.
 */
export function useSessionFlag(storage: KeyValueStorage, key: string): readonly [boolean, () => void] {
  const [on, setOn] = useState(() => safeGetItem(storage, key) !== '0');
  const clear = useCallback(() => {
    safeSetItem(storage, key, '0');
    setOn(false);
  }, [storage, key]);
  return [on, clear] as const;
}
