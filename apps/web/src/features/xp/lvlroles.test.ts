import { describe, expect, it } from 'vitest';
import { XP_DEFAULTS } from '@hoshi/contracts';
import {
  addLevelRole,
  addLevelRoles,
  emptyRows,
  levelRoleEntries,
  removeLevelRoles,
  toXpDocument,
  toXpForm,
} from './lvlroles.ts';

const MEMBER = '300000000000000001';
const REGULAR = '300000000000000002';
const VETERAN = '300000000000000003';

describe('adding a level role', () => {
  it('maps the level to the role', () => {
    expect(addLevelRole({}, 5, MEMBER)).toEqual({ 5: MEMBER });
  });

  it("removes that role's previous level mapping, so a role holds one level", () => {
    expect(addLevelRole({ 5: MEMBER, 10: REGULAR }, 20, MEMBER)).toEqual({ 10: REGULAR, 20: MEMBER });
  });

  it('replaces the role of a level that was already mapped', () => {
    expect(addLevelRole({ 5: MEMBER }, 5, REGULAR)).toEqual({ 5: REGULAR });
  });

  it('leaves the map it was given untouched', () => {
    const before = { 5: MEMBER };
    addLevelRole(before, 10, MEMBER);
    expect(before).toEqual({ 5: MEMBER });
  });
});

describe('adding rows', () => {
  it('adds only rows with both a level and a role', () => {
    const rows = [
      { level: 5, role: MEMBER },
      { level: 10, role: null },
      { level: null, role: REGULAR },
      { level: null, role: null },
    ];
    expect(addLevelRoles({}, rows)).toEqual({ 5: MEMBER });
  });

  it('applies rows in order, so a later row moving the same role wins', () => {
    const rows = [
      { level: 5, role: MEMBER },
      { level: 10, role: MEMBER },
    ];
    expect(addLevelRoles({ 1: VETERAN }, rows)).toEqual({ 1: VETERAN, 10: MEMBER });
  });

  it('treats level 0 as a level, not as empty', () => {
    expect(addLevelRoles({}, [{ level: 0, role: MEMBER }])).toEqual({ 0: MEMBER });
  });
});

describe('removing level roles', () => {
  it('drops the picked levels and keeps the rest', () => {
    expect(removeLevelRoles({ 5: MEMBER, 10: REGULAR, 20: VETERAN }, ['5', '20'])).toEqual({ 10: REGULAR });
  });
});

describe('the XP form', () => {
  const doc = { ...XP_DEFAULTS, version: 3, lvlroles: { 5: MEMBER, 10: REGULAR } };

  it('starts with four empty rows and nothing to remove, and maps back to the same document', () => {
    const form = toXpForm(doc);
    expect(form.rows).toEqual(emptyRows());
    expect(form.rows).toHaveLength(4);
    expect(form.remove).toEqual([]);
    expect(toXpDocument(form)).toEqual(doc);
  });

  it('sends removals and complete rows merged into lvlroles', () => {
    const form = {
      ...toXpForm(doc),
      remove: ['10'],
      rows: [{ level: 30, role: MEMBER }, { level: 40, role: null }, ...emptyRows().slice(2)],
    };
    expect(toXpDocument(form)).toEqual({ ...doc, lvlroles: { 30: MEMBER } });
  });

  it('lists level roles lowest level first, by number rather than text', () => {
    expect(levelRoleEntries({ 100: VETERAN, 20: REGULAR, 3: MEMBER }).map((e) => e.level)).toEqual([
      '3',
      '20',
      '100',
    ]);
  });
});
