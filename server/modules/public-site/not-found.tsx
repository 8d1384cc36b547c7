/** @jsxImportSource preact */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from '../../lib/send-page';
import type { SiteContextOf } from './site-context';
import { NotFoundPage } from './views/not-found-page';

/** Answers an address nobody serves with the not-found page and a real 404. */
export function notFoundPageSender(contextOf: SiteContextOf) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, <NotFoundPage ctx={contextOf(request)} />, 404);
}
