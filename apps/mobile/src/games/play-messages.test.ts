import { describe, expect, it } from 'vitest';
import { PLAY_MESSAGE_IDS } from '@gp/stores';
import { PLAY_MESSAGES } from './play-messages';

describe('PLAY_MESSAGES', () => {
  it('defines a text for every message the play store raises', () => {
    const defined = Object.fromEntries(Object.entries(PLAY_MESSAGES).map(([key, message]) => [key, message.id]));
    expect(defined).toEqual(PLAY_MESSAGE_IDS);
  });
});
