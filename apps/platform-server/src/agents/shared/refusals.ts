import { ApiError } from '../../http/envelope';

/** 404 NOT_FOUND for a thing that does not exist or is not the caller's (the same answer for both). */
export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} does not exist`);
}

/** 404 USER_NOT_FOUND for a username that is not in the caller's team (or is disabled, where that matters). */
export function userNotFound(): ApiError {
  return new ApiError(404, 'USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
}
