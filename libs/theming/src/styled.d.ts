import 'styled-components';
import type { ResolvedTheme } from './tokens';

declare module 'styled-components' {
  /** Every styled component's `theme` is the resolved brand theme. */
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends ResolvedTheme {}
}
