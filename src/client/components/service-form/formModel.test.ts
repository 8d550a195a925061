import { describe, expect, it } from 'vitest';
import { marriageNotice } from '../../../shared/services/marriage-notice.js';
import { registerSearch } from '../../../shared/services/register-search.js';
import { searchReport } from '../../../shared/services/search-report.js';
import { emptyNotice } from '../../services/marriage-notice/values.js';
import {
  draftPayload as draftPayloadOf,
  mapServerErrors as mapErrors,
  stepOfField as stepOf,
  stepPlan,
  valuesFromFormData as fromFormData,
} from './formModel.js';

const plan = stepPlan(marriageNotice);
const DOCUMENTS_STEP = plan.documents;
const stepOfField = (path: string) => stepOf(plan, path);
const mapServerErrors = (errors: Record<string, string>) => mapErrors(plan, errors);
const draftPayload = (values: object) => draftPayloadOf(marriageNotice.form, values);
const valuesFromFormData = (data: unknown) => fromFormData(emptyNotice(), data);

describe('the steps of a service that takes no documents', () => {
  it('issue 20 #24: a register search and a search report have no empty documents step', () => {
    for (const contract of [registerSearch, searchReport]) {
      const steps = stepPlan(contract);
      expect(steps.names).toEqual([...contract.steps.map((s) => s.name), 'review']);
      expect(steps.documents).toBeNull();
      // An error the server might still name on a document lands on the review.
      expect(mapErrors(steps, { 'attachments.OTHER': 'x' }).firstStep).toBe(steps.review);
    }
    expect(stepPlan(marriageNotice).names.at(-2)).toBe('documents');
  });
});

describe('the service form logic, on the notice', () => {
  it('knows the step of every field', () => {
    expect(stepOfField('partyA.firstName')).toBe(0);
    expect(stepOfField('formData.partyB.idNumber')).toBe(1);
    expect(stepOfField('intendedDate')).toBe(2);
    expect(stepOfField('venue.name')).toBe(2);
    expect(stepOfField('specialLicenceReference')).toBe(2);
    expect(stepOfField('witnesses.1.phone')).toBe(3);
    expect(stepOfField('attachments.PARTY_A_ID')).toBe(DOCUMENTS_STEP);
  });

  it('maps the server errors onto fields, documents and the rest, and finds the first step', () => {
    const mapped = mapServerErrors({
      'formData.intendedDate': 'The notice period is 21 days',
      'formData.partyB.idNumber': 'Party B is already married',
      'attachments.PARTY_A_DECREE_ABSOLUTE': 'Attach this document',
      version: 'Stale',
    });
    expect(mapped.fields).toEqual({
      intendedDate: 'The notice period is 21 days',
      'partyB.idNumber': 'Party B is already married',
    });
    expect(mapped.attachments).toEqual({ PARTY_A_DECREE_ABSOLUTE: 'Attach this document' });
    expect(mapped.other).toEqual(['Stale']);
    expect(mapped.firstStep).toBe(1);
    expect(mapServerErrors({ 'attachments.PARTY_B_ID': 'Attach this document' }).firstStep).toBe(DOCUMENTS_STEP);
    expect(mapServerErrors({}).firstStep).toBeNull();
  });

  it('saves the valid answers of a draft and leaves out what is half typed', () => {
    const values = emptyNotice();
    values.partyA.firstName = 'Amina';
    values.partyA.phone = '+2547';
    values.partyA.email = 'amina@example';
    values.intendedDate = '2026-13-40';
    const payload = draftPayload(values) as { partyA: Record<string, string>; intendedDate: string };
    expect(payload.partyA.firstName).toBe('Amina');
    expect(payload.partyA.phone).toBe('');
    expect(payload.partyA.email).toBe('');
    expect(payload.intendedDate).toBe('');
    expect(values.partyA.phone).toBe('+2547');
  });

  it('fills the form from a saved draft', () => {
    const values = valuesFromFormData({
      partyA: { firstName: 'Amina', middleName: null },
      venue: { type: 'LICENSED_PLACE', name: 'St Andrew' },
      witnesses: [{ fullName: 'W One' }],
    });
    expect(values.partyA.firstName).toBe('Amina');
    expect(values.partyA.middleName).toBe('');
    expect(values.partyA.nationality).toBe('KE');
    expect(values.venue).toEqual({ type: 'LICENSED_PLACE', name: 'St Andrew', licenceReference: '' });
    expect(values.witnesses).toHaveLength(2);
    expect(values.witnesses[0].fullName).toBe('W One');
  });

  it('keeps every item of a list saved longer than the empty form, each in the shape of its items', () => {
    const empty = { officiants: [{ fullName: '', idNumber: '' }] };
    const values = fromFormData(empty, {
      officiants: [
        { fullName: 'Rev. Ann Wairimu', idNumber: null },
        { fullName: 'Imam Said Omar' },
        { fullName: 'Fr. Paul Mutua', idNumber: '12345678' },
      ],
    });
    expect(values.officiants).toEqual([
      { fullName: 'Rev. Ann Wairimu', idNumber: '' },
      { fullName: 'Imam Said Omar', idNumber: '' },
      { fullName: 'Fr. Paul Mutua', idNumber: '12345678' },
    ]);
    expect(fromFormData(empty, { officiants: [] }).officiants).toEqual([{ fullName: '', idNumber: '' }]);
  });
});
