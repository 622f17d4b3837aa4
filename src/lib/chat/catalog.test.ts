import { describe, expect, it } from 'vitest';
import { toCatalog } from './catalog';

const models = {
  defaultModel: 'gpt:gpt',
  models: [{ id: 'gpt:gpt' }, { id: 'gpt:gpt-mini' }, { id: 'gemini:flash' }],
};
const ids = (entity?: unknown) => {
  const catalog = toCatalog(models, [], entity);
  return { models: catalog.models.map((m) => m.id), default: catalog.defaultModel };
};

describe("the picker's models and the team's allowed models", () => {
  it('shows a member only the allowed models, and a default among them', () => {
    expect(ids({ role: 'member', allowedModels: ['gpt:gpt-mini', 'gemini:flash'] })).toEqual({
      models: ['gpt:gpt-mini', 'gemini:flash'],
      default: 'gpt:gpt-mini',
    });
    expect(ids({ role: 'member', allowedModels: ['gpt:gpt'] })).toEqual({
      models: ['gpt:gpt'],
      default: 'gpt:gpt',
    });
  });

  it('shows every model to the owner, to a team with no list, and without the team', () => {
    const all = { models: ['gpt:gpt', 'gpt:gpt-mini', 'gemini:flash'], default: 'gpt:gpt' };
    expect(ids({ role: 'owner', allowedModels: ['gpt:gpt-mini'] })).toEqual(all);
    expect(ids({ role: 'member', allowedModels: null })).toEqual(all);
    expect(ids({ role: 'member' })).toEqual(all);
    expect(ids([])).toEqual(all);
    expect(ids()).toEqual(all);
  });
});
