import type { FastifyReply, FastifyRequest } from 'fastify';
import { setWorkerCookie, workerTokenOf } from '../../lib/worker-token-cookie';
import { rememberSubmission } from '../worker-recognition/worker-recognition.service';

/**
 * Called by the submission route once a request is stored: the phone that sent it gets (or
 * keeps) the company's worker cookie. It is set here, in the submission's own answer, because
 * that is the one moment the server knows which browser made the request; approval later turns
 * the token into a recognition without the worker's page having to be open.
 */
export async function rememberSubmittingPhone(
  request: FastifyRequest,
  reply: FastifyReply,
  submitted: { id: string; companyId: number },
): Promise<void> {
  const db = request.server.database.db;
  const token = await rememberSubmission(db, submitted, workerTokenOf(request));
  if (token) setWorkerCookie(request, reply, submitted.companyId, token);
}
