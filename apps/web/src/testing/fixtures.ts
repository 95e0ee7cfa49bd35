import type { Channel, Role } from '@hoshi/contracts';

const can = { view: true, send: true };

/** A small server: two categories, channels with and without one, and every picker type. */
export const channels: Channel[] = [
  { id: '400000000000000001', name: 'general', type: 0, parentId: null, position: 0, bot: can },
  { id: '400000000000000010', name: 'Community', type: 4, parentId: null, position: 1, bot: can },
  { id: '400000000000000011', name: 'chat', type: 0, parentId: '400000000000000010', position: 2, bot: can },
  {
    id: '400000000000000012',
    name: 'announcements',
    type: 0,
    parentId: '400000000000000010',
    position: 3,
    bot: { view: true, send: false },
  },
  {
    id: '400000000000000013',
    name: 'Lounge',
    type: 2,
    parentId: '400000000000000010',
    position: 4,
    bot: can,
  },
  {
    id: '400000000000000014',
    name: 'ideas',
    type: 15,
    parentId: '400000000000000010',
    position: 5,
    bot: can,
  },
  {
    id: '400000000000000015',
    name: 'a-thread',
    type: 11,
    parentId: '400000000000000011',
    position: 6,
    bot: can,
  },
  { id: '400000000000000020', name: 'Staff', type: 4, parentId: null, position: 7, bot: can },
  {
    id: '400000000000000021',
    name: 'mod-log',
    type: 0,
    parentId: '400000000000000020',
    position: 8,
    bot: { view: false, send: false },
  },
  { id: '400000000000000002', name: 'AFK', type: 2, parentId: null, position: 9, bot: can },
];

export const roles: Role[] = [
  { id: '300000000000000009', name: 'Admin', color: 0xe74c3c, position: 9, assignable: false },
  { id: '300000000000000003', name: 'Veteran', color: 0x0000ff, position: 3, assignable: true },
  { id: '300000000000000002', name: 'Regular', color: 0, position: 2, assignable: true },
  { id: '300000000000000001', name: 'Member', color: 0x1abc9c, position: 1, assignable: true },
];
