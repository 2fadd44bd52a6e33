import type { components } from '@gp/api-client';

/**
 * A schema of the platform contract as openapi-typescript generates it (in @gp/api-client): the
 * server builds its answers as these types instead of copying their shapes.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
