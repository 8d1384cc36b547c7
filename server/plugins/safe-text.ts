import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nestsDeeperThan } from '@shared/validation/json-depth';
import { findUnsafeText } from '@shared/validation/safe-text';
import { validationMessage } from '../i18n/messages';
import { AppError } from '../lib/app-error';

/** A 400 naming the field that holds a control or direction character. */
export function unsafeTextError(request: FastifyRequest, path: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', {
    [path]: validationMessage('unsafeText', request.language),
  });
}

/**
 * Refuses unsafe text anywhere in a value (multipart fields call this as they are read), and a
 * value nested deeper than any the product sends, before anything walks it by recursion.
 */
export function assertSafeText(request: FastifyRequest, value: unknown, where: string) {
  if (nestsDeeperThan(value)) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      [where]: validationMessage('nestedTooDeep', request.language),
    });
  }
  const found = findUnsafeText(value);
  if (found !== null) throw unsafeTextError(request, found || where);
}

/**
 * Applies the shared text rule to the path, query and JSON body of every request before any
 * route sees them, so no route can forget it.
 */
export const safeTextPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: most requests carry nothing to refuse and need no promise to say so.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertSafeText(request, request.params, 'params');
      assertSafeText(request, request.query, 'query');
      assertSafeText(request, request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
