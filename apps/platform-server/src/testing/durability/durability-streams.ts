import { slotBetStream } from './slot-bet-stream';
import { depositStream, withdrawalStream } from './wallet-streams';
import type { WriteStream } from './write-stream';

/** The streams the durability test fires; add a stream here to put it under the same crash. */
export const DURABILITY_STREAMS: readonly WriteStream[] = [depositStream, withdrawalStream, slotBetStream];
