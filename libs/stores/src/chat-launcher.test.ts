import { describe, expect, it } from 'vitest';
import { ChatLauncher, type ChatLaunchOutcome } from './chat-launcher';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

function setup(chatUrl: string | Failure = '/chat/room?t=1') {
  const platform = new FakePlatform().on('GET', '/wps/chat/launch', () => (chatUrl instanceof Failure ? chatUrl : { chatUrl }));
  const clock = new ManualClock();
  const overlay: string[] = [];
  const launcher = new ChatLauncher({
    api: platform.api,
    clock,
    ui: {
      async withLoading(_message, _maxMs, work) {
        overlay.push('shown');
        try {
          return await work();
        } finally {
          overlay.push('hidden');
        }
      },
    },
  });
  return { platform, clock, overlay, launcher };
}

const request = { language: 'EN', headerColor: '#2a1252', title: 'Customer service' } as const;

describe('ChatLauncher', () => {
  it('asks for the chat dressed in the brand, waits 500 ms under the overlay, then gives the address', async () => {
    const { platform, clock, overlay, launcher } = setup();
    let outcome: ChatLaunchOutcome | null = null;
    void launcher.launch(request).then((result) => (outcome = result));
    await settle();
    const query = platform.callsTo('GET', '/wps/chat/launch')[0]?.query;
    expect(query?.get('backUrl')).toBe('/m/message');
    expect(query?.get('headerColor')).toBe('#2a1252');
    expect(query?.get('title')).toBe('Customer service');
    expect(overlay).toEqual(['shown']);
    clock.advance(499);
    await settle();
    expect(outcome).toBeNull();
    clock.advance(1);
    await settle();
    expect(outcome).toEqual({ kind: 'open', url: '/chat/room?t=1' });
    expect(overlay).toEqual(['shown', 'hidden']);
  });

  it('refuses an address that would leave this origin', async () => {
    const { clock, launcher } = setup('https://elsewhere.test/chat');
    const pending = launcher.launch(request);
    await settle();
    clock.advance(500);
    expect(await pending).toEqual({ kind: 'failed' });
  });

  it('tells a refusal and ends the overlay (the client ends an expired session)', async () => {
    const { overlay, launcher } = setup(new Failure('SESSION_EXPIRED', 401));
    expect(await launcher.launch(request)).toEqual({ kind: 'failed' });
    expect(overlay).toEqual(['shown', 'hidden']);
  });
});
