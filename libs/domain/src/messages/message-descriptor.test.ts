import { describe, expect, it } from 'vitest';
import { MESSAGES } from './message-catalogue';
import { messageDescriptor } from './message-descriptor';

describe('messageDescriptor', () => {
  it('names a catalogue message by the id its catalogue entry has', () => {
    for (const id of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) expect(messageDescriptor(id)).toEqual({ id: MESSAGES[id].id });
  });
});
