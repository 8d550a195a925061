import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applicationSchema } from '../../../shared/contracts/applications.js';
import { errorMessage, getRecord, sendData } from '../../providers/httpClient.js';
import { draftPayload, EDITABLE_STATUSES, valuesFromFormData } from './formModel.js';

const AUTOSAVE_MS = 1000;

/** What the form reads of the draft that POST, PUT and GET /api/applications answer: its part of the contract. */
const draftContract = applicationSchema.pick({
  id: true,
  reference: true,
  serviceCode: true,
  status: true,
  version: true,
  formData: true,
});
export type DraftRecord = z.input<typeof draftContract>;
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

interface Options<V extends FieldValues> {
  code: string;
  id: string | undefined;
  schema: z.ZodType;
  form: UseFormReturn<V>;
  emptyForm: () => V;
  /** Puts a refused save's field errors on the form. */
  onServerErrors: (error: unknown) => number | null;
  /** Words of the service's namespace (notFound, wrongService, conflict). */
  t: (key: string) => string;
}

/**
 * The draft behind a service's form: loads the one in the URL, creates one, saves after each change
 * (one save at a time, about a second after the last keystroke), and keeps its version.
 */
export function useDraft<V extends FieldValues>({ code, id, schema, form, emptyForm, onServerErrors, t }: Options<V>) {
  const { getValues, reset, subscribe } = form;
  const draftId = useRef<string | null>(null);
  const version = useRef(0);
  const lastSaved = useRef<string | null>(null);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [record, setRecord] = useState<Pick<DraftRecord, 'id' | 'reference' | 'status'> | null>(null);
  // The draft named in the URL, read once (not again when this page just created it, nor after it is
  // loaded: the form then holds it, and a second read must never overwrite what the person typed).
  const wanted = Boolean(id) && id !== record?.id;
  const loaded = useQuery({
    queryKey: ['draft', id],
    queryFn: async () => {
      const row = await getRecord(`/applications/${id}`, draftContract);
      if (row.serviceCode !== code) throw new Error(t('wrongService'));
      return row;
    },
    enabled: wanted,
    gcTime: 0,
    staleTime: Infinity,
  });
  const loading = wanted && !loaded.error;
  const loadError = loaded.error
    ? loaded.error instanceof HttpError && loaded.error.status === 404
      ? t('notFound')
      : errorMessage(loaded.error)
    : null;
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const editable = !record || EDITABLE_STATUSES.includes(record.status);

  // Once the draft has come, the form takes it.
  const fetched = loaded.data;
  useEffect(() => {
    if (!fetched || fetched.id !== id || fetched.id === draftId.current) return;
    const values = valuesFromFormData(emptyForm(), fetched.formData as Record<string, unknown>);
    draftId.current = fetched.id;
    version.current = fetched.version;
    lastSaved.current = JSON.stringify(draftPayload(schema, values));
    reset(values);
    setRecord({ id: fetched.id, reference: fetched.reference, status: fetched.status });
  }, [fetched, id, reset, schema, emptyForm]);

  /** Saves the form now (after any save under way); answers whether the draft holds it. */
  const saveNow = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    queue.current = queue.current.then(async () => {
      if (!draftId.current || !editable) return true;
      const payload = draftPayload(schema, getValues());
      const json = JSON.stringify(payload);
      if (json === lastSaved.current) return true;
      setSave({ kind: 'saving' });
      try {
        const row = await sendData(
          `/applications/${draftId.current}`,
          'PUT',
          { formData: payload, version: version.current },
          draftContract,
          { bare: true },
        );
        version.current = row.version;
        lastSaved.current = json;
        setSave({ kind: 'saved' });
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) onServerErrors(error);
        setSave({
          kind: 'error',
          message: error instanceof HttpError && error.status === 409 ? t('conflict') : errorMessage(error),
        });
        return false;
      }
    });
    return queue.current;
  }, [editable, getValues, onServerErrors, schema, t]);

  // Autosave about a second after the last change.
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        if (!draftId.current || !editable) return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
      },
    });
    return () => {
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [subscribe, saveNow, editable]);

  /** Creates the draft from the form as it is; answers its id (a refusal is thrown). */
  const create = async (): Promise<string> => {
    const payload = draftPayload(schema, getValues());
    setSave({ kind: 'saving' });
    try {
      const row = await sendData('/applications', 'POST', { serviceCode: code, formData: payload }, draftContract, {
        bare: true,
      });
      draftId.current = row.id;
      version.current = row.version;
      lastSaved.current = JSON.stringify(payload);
      setRecord({ id: row.id, reference: row.reference, status: row.status });
      setSave({ kind: 'saved' });
      return row.id;
    } catch (error) {
      setSave({ kind: 'idle' });
      throw error;
    }
  };

  return { draftId, version, record, loading, loadError, save, editable, saveNow, create };
}
