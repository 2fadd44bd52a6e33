/** Starts the web tier: the built app under /m/ in front of the platform at PLATFORM_URL. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWebServer } from './app';
import { readWebConfig } from './config';

const config = readWebConfig(process.env, resolve(import.meta.dirname, '../../..'));
const app = await buildWebServer({ ...config, logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : false });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const rendering = config.serverEntry && existsSync(config.serverEntry) ? 'first screens rendered on the server' : 'no server build: the browser renders every page';
console.log(`Web tier ready on port ${port}: /m/ from ${config.appDistDir} (${rendering}), in front of the platform at ${config.platformUrl}`);
