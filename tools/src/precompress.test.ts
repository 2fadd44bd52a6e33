import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes a smaller Brotli copy of every script and text file above 1 kB, nested too, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 40}`))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), script);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    expect(precompressFiles(dir)).toBe(1);
    const compressed = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    expect(compressed.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'index-abc.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});
