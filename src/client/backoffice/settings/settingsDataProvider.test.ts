import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { apiResourceOf, withSettingsPaths } from './settingsDataProvider.js';

describe('withSettingsPaths', () => {
  it('serves the settings pages from the API resources and leaves other resources alone', async () => {
    expect(apiResourceOf('settings/diocese')).toBe('dioceses');
    expect(apiResourceOf('settings/service-costs')).toBe('service-costs');
    expect(apiResourceOf('applications')).toBe('applications');
    const getList = vi.fn<(...args: unknown[]) => Promise<{ data: never[]; total: number }>>(async () => ({
      data: [],
      total: 0,
    }));
    const extra = vi.fn<() => void>();
    const provider = withSettingsPaths({ getList, extra } as unknown as DataProvider & { extra: () => void });
    await provider.getList('settings/marriage-rooms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(getList).toHaveBeenCalledWith('marriage-rooms', expect.anything());
    expect(provider.extra).toBe(extra);
  });
});
