import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  ManagedUserListSchema,
  ManagedUserSchema,
  PasswordResetBodySchema,
  UserCreateBodySchema,
  UserListQuerySchema,
  UserUpdateBodySchema,
} from '@shared/schemas/user-admin.schemas';
import * as service from './users.service';

/** User management. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'users.manage' } as const;

  app.get(
    '/api/users',
    {
      config,
      schema: { querystring: UserListQuerySchema, response: { 200: ManagedUserListSchema } },
    },
    async (request) => service.listUsers(db, request.staff, request.query.companyId),
  );

  app.post(
    '/api/users',
    { config, schema: { body: UserCreateBodySchema, response: { 201: ManagedUserSchema } } },
    async (request, reply) => {
      const user = await service.createUser(db, request.staff, request.body, request.language);
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
      service.updateUser(db, request.staff, request.params.id, request.body, request.language),
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
      await service.resetPassword(db, request.staff, request.params.id, request.body.password);
      return { success: true as const };
    },
  );
}
