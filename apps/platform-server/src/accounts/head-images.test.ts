import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { IMAGE_UPLOAD_MAX_BYTES } from '../http/image-upload';

const server = useTestServer();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const upload = (headers: Record<string, string>, payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/wps/member/info/icon/upload', headers, payload: payload as object });

describe('head icon upload', () => {
  it('keeps a png as the head icon, serves it under a new address each time, and a preset replaces it', async () => {
    const headers = authHeaders(server, 'demo', 'jade');
    const first = await upload(headers, { mimeType: 'image/png', imageBase64: PNG.toString('base64') });
    expect(first.statusCode, first.body).toBe(200);
    const icon = first.json().value;
    expect(icon).toMatchObject({ uploaded: true, iconUrl: expect.stringMatching(/^\/media\/avatars\/u\/[0-9a-f]{32}\.png$/) });
    expect((await server.app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().value.iconUrl).toBe(icon.iconUrl);
    const served = await server.app.inject({ method: 'GET', url: icon.iconUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = (await upload(headers, { mimeType: 'image/jpeg', imageBase64: JPEG.toString('base64') })).json().value;
    expect(second.iconUrl).toMatch(/\.jpg$/);
    expect((await server.app.inject({ method: 'GET', url: icon.iconUrl })).statusCode).toBe(404);

    const preset = await server.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers, payload: { iconId: 4 } });
    expect(preset.json().value).toMatchObject({ uploaded: false, iconUrl: '/media/avatars/4.svg' });
    expect((await server.app.inject({ method: 'GET', url: second.iconUrl })).statusCode).toBe(404);
  });

  it.each([
    ['a jpeg sent as a png', { mimeType: 'image/png', imageBase64: JPEG.toString('base64') }, 'upload_type'],
    ['text that is not base64', { mimeType: 'image/png', imageBase64: 'not base64!' }, 'upload_type'],
    // One byte over: its base64 is still within the contract's length, so the server's own check answers.
    ['a picture over 5 MB', { mimeType: 'image/png', imageBase64: Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - PNG.length)]).toString('base64') }, 'upload_size'],
  ])('refuses %s with its field message', async (_name, payload, messageKey) => {
    const response = await upload(authHeaders(server, 'demo', 'jade'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'imageBase64', messageKey }] } });
  });

  it('refuses a type other than png or jpeg by the contract, and trial accounts', async () => {
    expect((await upload(authHeaders(server, 'demo', 'jade'), { mimeType: 'image/gif', imageBase64: 'R0lGODlh' })).statusCode).toBe(400);
    const trial = await upload(trialHeaders(server), { mimeType: 'image/png', imageBase64: PNG.toString('base64') });
    expect(trial.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });

  it('serves nothing for an unknown or malformed address', async () => {
    for (const file of ['0123456789abcdef0123456789abcdef.png', 'x.png', '0123456789ABCDEF0123456789ABCDEF.png', '0123456789abcdef0123456789abcdef.gif']) {
      expect((await server.app.inject({ method: 'GET', url: `/media/avatars/u/${file}` })).statusCode).toBe(404);
    }
  });
});
