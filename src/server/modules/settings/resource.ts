import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canReadSetting, canWriteSetting, type Setting } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { listQuery, parseList, sendPage, type ParsedList } from '../../http/simpleRest.js';
import { callerOf, type Caller } from '../../plugins/auth.js';
import { forbidden } from '../../plugins/errors.js';
import { nairobiToday } from '../../../shared/dates.js';

export type SettingRecord = Record<string, unknown> & { id: unknown };

export interface ReadContext {
  /** Today's date (yyyy-mm-dd, UTC: the day invoices are priced on). */
  today: string;
}

export interface WriteContext extends ReadContext {
  caller: Caller;
  ip: string;
  now: Date;
}

/**
 * A settings table served by the ra-data-simple-rest protocol. Reads and writes go through these
 * methods; each write is one transaction with its audit row. A missing method means the resource
 * does not offer that operation (no route is registered for it).
 */
export interface SettingsResource {
  name: Setting;
  /** GET is open to everyone (sign-up and notice forms need the list), not only to staff. */
  publicRead?: boolean;
  sortable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Documents the POST body in the OpenAPI description. */
  createSchema?: z.ZodType;
  /** A record as GET (list and one), POST and PUT answer it: the routes' response schema (contracts/settings.ts). */
  record: z.ZodType;
  /** A record as DELETE answers it, when that differs (the row as it was, without what reads add). */
  removedRecord?: z.ZodType;
  list(db: Db, list: ParsedList<string>, ctx: ReadContext): Promise<{ rows: SettingRecord[]; total: number }>;
  getOne(db: Db, id: string, ctx: ReadContext): Promise<SettingRecord>;
  create?(db: Db, input: Record<string, unknown>, ctx: WriteContext): Promise<SettingRecord>;
  update?(db: Db, id: string, input: Record<string, unknown>, ctx: WriteContext): Promise<SettingRecord>;
  remove?(db: Db, id: string, ctx: WriteContext): Promise<SettingRecord>;
}

const idParams = z.object({ id: z.string().min(1).max(100) });
const anyObject = z.record(z.string(), z.unknown(), { error: 'Send the record as a JSON object' });

/** GET list, GET one, POST, PUT, DELETE of one settings resource under /api/<name>. */
export function registerResource(app: FastifyInstance, resource: SettingsResource): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/${resource.name}`;
  const tags = ['settings'];
  const security = [{ bearer: [] }];
  const today = () => nairobiToday(app.clock);

  const mayRead = (request: FastifyRequest) => {
    if (resource.publicRead) return;
    if (!canReadSetting(callerOf(request))) throw forbidden('Only registry staff can read this setting');
  };
  /** Runs before the body is validated: a caller who may not write learns nothing about the rules. */
  const mayWrite = async (request: FastifyRequest) => {
    if (!canWriteSetting(callerOf(request), resource.name)) throw forbidden('Your role cannot change this setting');
  };
  const writeContext = (request: FastifyRequest): WriteContext => {
    const now = app.clock.now();
    return { caller: callerOf(request), ip: request.ip, now, today: nairobiToday(now) };
  };
  const read = resource.publicRead ? {} : { onRequest: app.authenticate };
  const write = { onRequest: app.authenticate, preValidation: mayWrite };

  r.get(
    path,
    {
      ...read,
      schema: {
        tags,
        summary: `List ${resource.name}`,
        querystring: listQuery,
        ...(resource.publicRead ? {} : { security }),
        response: { 200: z.array(resource.record) },
      },
    },
    async (request, reply) => {
      mayRead(request);
      const list = parseList(request.query, resource.sortable, resource.defaultSort);
      const { rows, total } = await resource.list(app.db, list, { today: today() });
      return sendPage(reply, resource.name, list.range, rows, total);
    },
  );

  r.get(
    `${path}/:id`,
    {
      ...read,
      schema: {
        tags,
        summary: `One of ${resource.name}`,
        params: idParams,
        ...(resource.publicRead ? {} : { security }),
        response: { 200: resource.record },
      },
    },
    async (request) => {
      mayRead(request);
      return resource.getOne(app.db, request.params.id, { today: today() });
    },
  );

  if (resource.create) {
    const create = resource.create;
    r.post(
      path,
      {
        ...write,
        schema: {
          tags,
          summary: `Create one of ${resource.name}`,
          body: resource.createSchema ?? anyObject,
          security,
          response: { 201: resource.record },
        },
      },
      async (request, reply) => {
        const record = await create(app.db, request.body as Record<string, unknown>, writeContext(request));
        return reply.code(201).send(record);
      },
    );
  }
  if (resource.update) {
    const update = resource.update;
    r.put(
      `${path}/:id`,
      {
        ...write,
        schema: {
          tags,
          summary: `Change one of ${resource.name}`,
          params: idParams,
          body: anyObject,
          security,
          response: { 200: resource.record },
        },
      },
      async (request) => update(app.db, request.params.id, request.body, writeContext(request)),
    );
  }
  if (resource.remove) {
    const remove = resource.remove;
    r.delete(
      `${path}/:id`,
      {
        ...write,
        schema: {
          tags,
          summary: `Delete one of ${resource.name}`,
          params: idParams,
          security,
          response: { 200: resource.removedRecord ?? resource.record },
        },
      },
      async (request) => remove(app.db, request.params.id, writeContext(request)),
    );
  }
}
