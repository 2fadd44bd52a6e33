/** `npm run dev`: the Vite dev server with hot reload; /wps is proxied to PLATFORM_URL (http://localhost:8080). */
import { ensureDependencies } from './ensure-deps.mjs';
import { ROOT, runBin } from './lib.mjs';

ensureDependencies();
process.exit(runBin('vite', ['--host'], { cwd: `${ROOT}/apps/mobile` }));
