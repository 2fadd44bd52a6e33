import { describe, expect, it } from 'vitest';
import { messageCentreEntries } from './message-centre';

describe('messageCentreEntries', () => {
  it('lists announcements and messages always, live chat only with CBS3, customer service only with a link', () => {
    expect(messageCentreEntries({ chatEnabled: false, customerServiceAvailable: false })).toEqual(['announcements', 'inbox']);
    expect(messageCentreEntries({ chatEnabled: true, customerServiceAvailable: false })).toEqual(['announcements', 'inbox', 'chat']);
    expect(messageCentreEntries({ chatEnabled: true, customerServiceAvailable: true })).toEqual(['announcements', 'inbox', 'chat', 'customerService']);
    expect(messageCentreEntries({ chatEnabled: false, customerServiceAvailable: true })).toEqual(['announcements', 'inbox', 'customerService']);
  });
});
