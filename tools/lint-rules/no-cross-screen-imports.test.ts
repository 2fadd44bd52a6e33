import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noCrossScreenImports } from './no-cross-screen-imports.mjs';

// RuleTester reports through the test runner's own describe/it.
Object.assign(RuleTester, { afterAll, describe, it });

const GAMES = '/repo/apps/mobile/src/pages/games/game-centre-page.tsx';

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-cross-screen-imports', noCrossScreenImports, {
  valid: [
    { filename: GAMES, code: "import { CategoryPanel } from './category-panel';" },
    { filename: GAMES, code: "import { TopBanners } from '../../content/content-banners';" },
    { filename: GAMES, code: "import { useGameTap } from '../../games/use-game-tap';" },
    { filename: GAMES, code: "import { GameGrid } from '@gp/ui';" },
    { filename: '/repo/apps/mobile/src/pages/games/panels/lobby.tsx', code: "import { x } from '../games-messages';" },
    { filename: '/repo/apps/mobile/src/frame/root-layout.tsx', code: "import { MaintenancePage } from '../pages/system/maintenance-page';" },
    { filename: '/repo/apps/mobile/src/routes/routes.tsx', code: "const Home = () => import('../pages/home/home-page');" },
  ],
  invalid: [
    { filename: GAMES, code: "import { TopBanners } from '../home/home-banners';", errors: [{ messageId: 'crossScreen', data: { from: 'games', to: 'home' } }] },
    { filename: GAMES, code: "export { HomePage } from '../home/home-page';", errors: [{ messageId: 'crossScreen' }] },
    { filename: GAMES, code: "export * from '../home';", errors: [{ messageId: 'crossScreen' }] },
    { filename: GAMES, code: "const page = () => import('../../pages/home/home-page');", errors: [{ messageId: 'crossScreen' }] },
    {
      filename: '/repo/apps/mobile/src/pages/login/login-page.test.tsx',
      code: "import { mockAccountSettings } from '../forget/account-fixtures';",
      errors: [{ messageId: 'crossScreen', data: { from: 'login', to: 'forget' } }],
    },
  ],
});
