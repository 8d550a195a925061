import type { ReactNode } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { SettingsPage } from '../../../shared/permissions.js';

type Errors = Record<string, unknown>;

function setError(errors: Errors, path: readonly PropertyKey[], message: string): void {
  let node = errors;
  for (const [index, key] of path.entries()) {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = message;
      return;
    }
    if (node[name] === undefined) node[name] = {};
    if (typeof node[name] !== 'object') return;
    node = node[name] as Errors;
  }
}

/** The shared zod contract as a react-admin form validator: the same rules and messages as the server. */
export function zodValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>): Errors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) setError(errors, issue.path.length ? issue.path : ['root'], issue.message);
    return errors;
  };
}

interface SettingFormProps {
  page: SettingsPage;
  schema: z.ZodType;
  children: ReactNode;
}

export function SettingCreate({
  page,
  schema,
  children,
  defaultValues,
}: SettingFormProps & { defaultValues?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <Create title={translate(`settings.pages.${page}`)} redirect="list">
      <SimpleForm validate={zodValidator(schema)} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/** Saves only once the server agreed (pessimistic), so its field errors land next to the fields. */
export function SettingEdit({ page, schema, children, deletable = false }: SettingFormProps & { deletable?: boolean }) {
  const translate = useTranslate();
  return (
    <Edit title={translate(`settings.pages.${page}`)} mutationMode="pessimistic" redirect="list">
      <SimpleForm
        validate={zodValidator(schema)}
        toolbar={
          <Toolbar>
            <SaveButton />
            {deletable ? <DeleteButton mutationMode="pessimistic" /> : null}
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
}
