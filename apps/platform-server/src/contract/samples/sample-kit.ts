import type { InjectOptions } from 'fastify';
import type { TestServer } from '../../testing/test-db';

/** What a sample request may use: the test server, sessions of seeded accounts and body encryption. */
export interface SampleKit {
  readonly server: TestServer;
  /** A fresh session token of a seeded account (`merchant` defaults to aurora). */
  token(username: string, merchant?: string): string;
  /** The `Encryption` header and `{ data }` body that carry `payload` encrypted for the server. */
  encrypted(payload: object): Promise<{ headers: Record<string, string>; payload: { data: string } }>;
}

/** A sample request: fixed, or built with the kit (for a session or an encrypted body). */
export type ContractSample = InjectOptions | ((kit: SampleKit) => InjectOptions | Promise<InjectOptions>);

/** Sample requests by operationId; each must answer 200 with a body the contract accepts. */
export type ContractSamples = Record<string, readonly ContractSample[]>;
