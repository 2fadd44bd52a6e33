import { describe, expect, it } from 'vitest';
import { forwardedHeadersOf, hostKeyOf, type VisitorRequest } from './forwarded-headers';

const request = (headers: VisitorRequest['headers'], remoteAddress = '198.51.100.7', protocol = 'http'): VisitorRequest => ({ headers, protocol, raw: { socket: { remoteAddress } } });

describe('what the web tier tells the platform about a visitor', () => {
  it('names the host asked for and its own peer as the last hop', () => {
    expect(forwardedHeadersOf(request({ host: 'jade.example.com' }))).toEqual({
      'x-forwarded-host': 'jade.example.com',
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'http',
    });
  });

  it('appends its peer to a chain that came in, so the platform decides how many hops to trust', () => {
    const headers = forwardedHeadersOf(request({ host: 'jade.example.com', 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' }, '10.0.0.2'));
    expect(headers['x-forwarded-for']).toBe('203.0.113.5, 10.0.0.2');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('keys cached answers by host name in lower case, without the port', () => {
    expect(hostKeyOf(request({ host: 'Jade.Localhost:4391' }))).toBe('jade.localhost');
    expect(hostKeyOf(request({}))).toBe('');
  });
});
