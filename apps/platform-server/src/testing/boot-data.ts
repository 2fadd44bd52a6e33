import type { BootData } from '@gp/api-client';

/** The boot data block of a served index.html, parsed. */
export function bootDataOf(html: string): BootData {
  const json = /<script id="platform-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in index.html');
  return JSON.parse(json);
}
