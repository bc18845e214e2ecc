import { ALL_ROLES, can, Role } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import { canAccessResource, resources } from '.';

/** What a role finds in the side menu (resources with a list it may open). */
const menuOf = (role: string) =>
  resources.filter((r) => r.list && canAccessResource(r.name, [role])).map((r) => r.name);

describe('the console reads the staff matrix', () => {
  it('opens each resource exactly for the roles its cell grants', () => {
    for (const module of resources) {
      if (!module.permission || typeof module.permission !== 'string') continue;
      for (const role of ALL_ROLES) {
        expect({
          resource: module.name,
          role,
          open: canAccessResource(module.name, [role]),
        }).toEqual({
          resource: module.name,
          role,
          open: can([role], module.permission),
        });
      }
    }
  });

  it('gives the users list to human resources only, and the learner picker to every head', () => {
    expect(menuOf(Role.HUMAN_RESOURCE_DEPARTMENT_HEAD)).toContain('users');
    for (const head of [Role.FINANCIAL_DEPARTMENT_HEAD, Role.EDUCATIONAL_DEPARTMENT_HEAD]) {
      expect(menuOf(head)).not.toContain('users');
      expect(canAccessResource('user-picker', [head])).toBe(true);
    }
    expect(canAccessResource('user-picker', [Role.PROFESSOR])).toBe(false);
  });

  it('files store products under the financial head, not the cultural or medium heads', () => {
    expect(menuOf(Role.FINANCIAL_DEPARTMENT_HEAD)).toEqual(
      expect.arrayContaining(['store/product', 'invoices', 'financial-tickets']),
    );
    expect(menuOf(Role.CULTURAL_DEPARTMENT_HEAD)).not.toContain('store/product');
    expect(menuOf(Role.MEDIUM_DEPARTMENT_HEAD)).not.toContain('store/product');
  });

  it('hides the buttons of actions a role may not do', () => {
    const hr = [Role.HUMAN_RESOURCE_DEPARTMENT_HEAD];
    expect(canAccessResource('users', hr, 'edit')).toBe(true);
    expect(canAccessResource('users', hr, 'export')).toBe(true);
    expect(canAccessResource('users', hr, 'delete')).toBe(false);
    expect(canAccessResource('users', [Role.ADMIN], 'delete')).toBe(true);
  });

  it('shows a learner no staff resource at all', () => {
    expect(
      menuOf(Role.USER).filter((name) => resources.find((r) => r.name === name)?.permission),
    ).toEqual([]);
  });
});
