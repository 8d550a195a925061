/**
 * Checked by `npm run typecheck`, never run: each `@ts-expect-error` below must meet an error, so
 * the compiler shows it refuses a service missing any of its parts. If one of these stops being an
 * error, typecheck fails with "Unused '@ts-expect-error' directive".
 */
import { z } from 'zod';
import type { ServiceCode } from '../../src/shared/services.js';
import { defineService, type AnyServiceContract } from '../../src/shared/services/contract.js';
import { marriageNotice } from '../../src/shared/services/marriage-notice.js';
import type { ServerService } from '../../src/server/services/types.js';
import { SERVER_SERVICES } from '../../src/server/services/index.js';
import type { ClientService } from '../../src/client/services/types.js';
import { CLIENT_SERVICES } from '../../src/client/services/index.js';

const { MARRIAGE_NOTICE: _notice, ...contractsButOne } = { MARRIAGE_NOTICE: marriageNotice };
// @ts-expect-error a code without its shared part
export const sharedIndex = contractsButOne satisfies Record<ServiceCode, AnyServiceContract>;

const { CERTIFIED_COPY: _copy, ...serverButOne } = SERVER_SERVICES;
// @ts-expect-error a code without its server part
export const serverIndex = serverButOne satisfies { [C in ServiceCode]: ServerService<C> };

const { CERTIFIED_COPY: _clientCopy, ...clientButOne } = CLIENT_SERVICES;
// @ts-expect-error a code without its client part
export const clientIndex = clientButOne satisfies Record<ServiceCode, ClientService>;

const form = z.object({ name: z.string(), kind: z.enum(['A', 'B']) });
const steps = [{ name: 'one', title: 'One', fields: ['name', 'kind'] }] as const;
const parts = { form, steps, attachments: () => [], searchText: () => [], outcome: null, outcomeLabels: null };

export const complete = defineService({
  ...parts,
  labels: { name: 'Name', kind: { label: 'Kind', values: { A: 'Ay', B: 'Bee' } } },
});
export const fieldUnlabelled = defineService({
  ...parts,
  // @ts-expect-error a field without its label
  labels: { kind: { label: 'Kind', values: { A: 'Ay', B: 'Bee' } } },
});
export const codeUnlabelled = defineService({
  ...parts,
  // @ts-expect-error a code of an enum without its words
  labels: { name: 'Name', kind: { label: 'Kind', values: { A: 'Ay' } } },
});
export const stepOfNothing = defineService({
  ...parts,
  // @ts-expect-error a step naming a field the form does not have
  steps: [{ name: 'one', title: 'One', fields: ['nothing'] }],
  labels: complete.labels,
});

export const noticeServer: ServerService<'MARRIAGE_NOTICE'> = {
  submitChecks: [],
  // @ts-expect-error an outcome that is not the shape the contract declares
  onApproved: async () => ({ noticeNumber: 'NB/1' }),
  documents: [],
};

// @ts-expect-error a server part without its submit checks
export const noChecks: ServerService<'CERTIFIED_COPY'> = { onApproved: null, documents: [] };
