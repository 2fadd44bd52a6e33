import { describe, expect, it } from 'vitest';
import { messageCentreEntries } from './message-centre';

const none = { channelsAvailable: false, chatEnabled: false, customerServiceAvailable: false };

describe('messageCentreEntries', () => {
  it('lists announcements and messages always, live chat only with CBS3, customer service only with a link', () => {
    expect(messageCentreEntries(none)).toEqual(['announcements', 'inbox']);
    expect(messageCentreEntries({ ...none, chatEnabled: true })).toEqual(['announcements', 'inbox', 'chat']);
    expect(messageCentreEntries({ ...none, chatEnabled: true, customerServiceAvailable: true })).toEqual(['announcements', 'inbox', 'chat', 'customerService']);
    expect(messageCentreEntries({ ...none, customerServiceAvailable: true })).toEqual(['announcements', 'inbox', 'customerService']);
  });

  it('puts the social channels first when the merchant has any', () => {
    expect(messageCentreEntries({ channelsAvailable: true, chatEnabled: true, customerServiceAvailable: true })).toEqual([
      'channels',
      'announcements',
      'inbox',
      'chat',
      'customerService',
    ]);
  });
});
