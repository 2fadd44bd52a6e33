/** `npm run dev`: the Vite dev server with hot reload; /wps is proxied to PLATFORM_URL (http://localhost:8080). */
import { ROOT, runBin } from './lib.mjs';

await import('./ensure-deps.mjs');
process.exit(runBin('vite', ['--host'], { cwd: `${ROOT}/apps/mobile` }));
