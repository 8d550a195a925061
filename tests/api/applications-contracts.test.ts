import { describe, expect, it } from 'vitest';
import {
  applicationDetailSchema,
  applicationEventSchema,
  applicationListRowSchema,
  applicationSchema,
} from '../../src/shared/contracts/applications.js';
import { call, testContext } from './helpers.js';
import { applicationIn, newCitizen } from './app-support.js';

describe('the applications routes answer their shared contracts', () => {
  it('list, detail, draft and timeline decode with the schemas the client reads, timestamps as ISO strings', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'PUBLIC_PLACE_LICENCE', 'Submitted');
    const detail = await call(app, { method: 'GET', url: `/api/applications/${id}`, token: owner.token });
    expect(detail.status).toBe(200);
    expect(applicationDetailSchema.safeDecode(detail.body).success).toBe(true);
    expect(detail.body.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(detail.body).not.toHaveProperty('searchText');
    const list = await call(app, { method: 'GET', url: '/api/applications', token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body) expect(applicationListRowSchema.safeDecode(row).success).toBe(true);
    const timeline = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token: owner.token,
    });
    for (const event of timeline.body) expect(applicationEventSchema.safeDecode(event).success).toBe(true);
    const created = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: owner.token,
      payload: { serviceCode: 'MARITAL_STATUS_LETTER', formData: {} },
    });
    expect(created.status).toBe(201);
    expect(applicationSchema.safeDecode(created.body).success).toBe(true);
  });
});
