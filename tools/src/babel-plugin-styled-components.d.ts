/** The styled-components Babel plugin ships no types: a Babel plugin factory, as @babel/core takes it. */
declare module 'babel-plugin-styled-components' {
  import type { PluginItem } from '@babel/core';
  const styledComponents: PluginItem;
  export default styledComponents;
}
