import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.js';

/**
 * Outside production only: the latest notifications, so that tests and a person trying the portal
 * can read the codes the development transport "sent".
 */
export default async function devRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', {
    schema: {
      tags: ['development'],
      querystring: z.object({ recipient: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(20) }),
    },
  }, async (request) => {
    const { recipient, limit } = request.query;
    const rows = await app.db
      .select({
        id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject,
        body: outbox.body, kind: outbox.kind, status: outbox.status, createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(recipient ? eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit);
    return { data: rows.map((row) => ({ ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null })) };
  });
}
