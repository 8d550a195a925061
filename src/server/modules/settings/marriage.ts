import {
  marriageConfigInput,
  marriageConfigRecord,
  marriageRoomInput,
  marriageRoomRecord,
} from '../../../shared/contracts/settings.js';
import { marriageConfigs, marriageRooms } from '../../db/schema/index.js';
import { badRequest, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { requireDistrict } from './reference.js';
import { booleanFilter, tableResource, textFilter } from './tableResource.js';

/** Rooms of the wedding calendar (domain section 4.5): opening hours, slot length and weekdays. */
export const marriageRoomsResource = tableResource({
  name: 'marriage-rooms',
  label: 'marriage room',
  table: marriageRooms,
  idKey: 'id',
  idIsUuid: true,
  schema: marriageRoomInput,
  record: marriageRoomRecord,
  sortable: {
    name: marriageRooms.name,
    district: marriageRooms.district,
    capacity: marriageRooms.capacity,
    slotMinutes: marriageRooms.slotMinutes,
    active: marriageRooms.active,
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [marriageRooms.name],
  filters: { district: textFilter(marriageRooms.district, 3), active: booleanFilter(marriageRooms.active) },
  operations: { create: true, update: true, remove: true },
  // The registry's wedding rooms and their hours are public: couples choose a room to book.
  publicRead: true,
  present: (row) => ({ ...row, opensAt: String(row.opensAt).slice(0, 5), closesAt: String(row.closesAt).slice(0, 5) }),
  rules: {
    create: (tx, next) => requireDistrict(tx, next.district),
    update: (tx, _before, next) => requireDistrict(tx, next.district),
  },
});

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : value === null ? 'empty' : typeof value === 'object' ? 'set of values' : typeof value;

/**
 * The rules the services read (notice period, validity, minimum age, target days…). The code reads
 * them by key, so keys are neither added nor removed here; each value is checked for its key.
 */
export const marriageConfigsResource = tableResource({
  name: 'marriage-configs',
  label: 'marriage setting',
  table: marriageConfigs,
  idKey: 'key',
  schema: marriageConfigInput,
  record: marriageConfigRecord,
  sortable: { key: marriageConfigs.key, updatedAt: marriageConfigs.updatedAt },
  defaultSort: { field: 'key', order: 'ASC' },
  search: [marriageConfigs.key, marriageConfigs.description],
  operations: { update: true },
  rules: {
    async update(_tx, before, next) {
      if (kindOf(before.value) !== kindOf(next.value))
        throw badRequest(VALIDATION_MESSAGE, { value: `Keep the value a ${kindOf(before.value)}` });
    },
  },
});
