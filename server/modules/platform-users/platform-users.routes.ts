import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  PlatformUserCompaniesSchema,
  PlatformUserExportQuerySchema,
  PlatformUserListSchema,
  PlatformUserQuerySchema,
} from '@shared/schemas/platform-users.schemas';
import { UserCheckQuerySchema, UserCheckSchema } from '@shared/schemas/user-check.schemas';
import {
  ManagedUserSchema,
  PasswordResetBodySchema,
  UserCreateBodySchema,
  UserUpdateBodySchema,
} from '@shared/schemas/user-admin.schemas';
import { sendCsv } from '../../lib/csv';
import * as service from './platform-users.service';
import { checkUsername } from './user-check';

/** Every staff user of every company, for the platform's people: listed, opened, changed. */
export async function platformUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = { config: { ability: 'platform.users' } } as const;

  app.get(
    '/api/admin/users',
    {
      ...guard,
      schema: { querystring: PlatformUserQuerySchema, response: { 200: PlatformUserListSchema } },
    },
    (request) => service.listPlatformUsers(db, request.query),
  );

  app.get(
    '/api/admin/users/check',
    {
      ...guard,
      schema: { querystring: UserCheckQuerySchema, response: { 200: UserCheckSchema } },
    },
    (request) => checkUsername(db, request.query.username),
  );

  app.get(
    '/api/admin/users/export.csv',
    { ...guard, schema: { querystring: PlatformUserExportQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, await service.platformUsersCsv(db, request.query, request.language)),
  );

  app.get(
    '/api/admin/users/companies',
    { ...guard, schema: { response: { 200: PlatformUserCompaniesSchema } } },
    (request) => service.userCompanies(db, request.staff),
  );

  app.post(
    '/api/admin/users',
    { ...guard, schema: { body: UserCreateBodySchema, response: { 201: ManagedUserSchema } } },
    async (request, reply) => {
      const user = await service.createPlatformUser(
        db,
        request.staff,
        request.body,
        request.language,
      );
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: UserUpdateBodySchema,
        response: { 200: ManagedUserSchema },
      },
    },
    (request) =>
      service.updatePlatformUser(
        db,
        request.staff,
        request.params.id,
        request.body,
        request.language,
      ),
  );

  app.post(
    '/api/admin/users/:id/password',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: PasswordResetBodySchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.resetPlatformUserPassword(
        db,
        request.staff,
        request.params.id,
        request.body.password,
      );
      return { success: true as const };
    },
  );
}
