import { describe, expect, it } from 'vitest';
import { roleColor } from './role-options.ts';

describe('role colours', () => {
  it('shows colour 0 (no colour) as white', () => {
    expect(roleColor(0)).toBe('#ffffff');
  });

  it('writes other colours as 6-digit hex, keeping leading zeros', () => {
    expect(roleColor(0xe74c3c)).toBe('#e74c3c');
    expect(roleColor(0x0000ff)).toBe('#0000ff');
    expect(roleColor(1)).toBe('#000001');
  });
});
