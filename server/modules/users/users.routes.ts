import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../../shared/constants';
import { idParamsSchema } from '../../../shared/schemas/manage-common.schemas';
import {
  ManagedUserListSchema,
  ManagedUserSchema,
  PasswordResetBodySchema,
  UserCreateBodySchema,
  UserListQuerySchema,
  UserUpdateBodySchema,
} from '../../../shared/schemas/user-admin.schemas';
import { requestLanguage } from '../../i18n/messages';
import * as service from './users.service';

/** Managers and up manage accounts; a safety manager manages none (DESIGN.md section 6). */
const USER_MANAGERS: readonly Role[] = ['super_admin', 'admin', 'company_admin', 'manager'];

/** User management. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { roles: USER_MANAGERS };

  app.get(
    '/api/users',
    {
      config,
      schema: { querystring: UserListQuerySchema, response: { 200: ManagedUserListSchema } },
    },
    async (request) => service.listUsers(db, request.session!.user, request.query.companyId),
  );

  app.post(
    '/api/users',
    { config, schema: { body: UserCreateBodySchema, response: { 201: ManagedUserSchema } } },
    async (request, reply) => {
      const user = await service.createUser(
        db,
        request.session!.user,
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/users/:id',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: ManagedUserSchema },
      },
    },
    async (request) =>
      service.updateUser(
        db,
        request.session!.user,
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/api/users/:id/password',
    {
      config,
      schema: {
        params: idParamsSchema,
        body: PasswordResetBodySchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.resetPassword(
        db,
        request.session!.user,
        request.params.id,
        request.body.password,
      );
      return { success: true as const };
    },
  );
}
