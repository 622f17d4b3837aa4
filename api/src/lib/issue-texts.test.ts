import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineIssueTexts, describeProblem } from './issue-texts';
import type { Locale } from './messages';

/** What zod's first issue about `value` says in `locale`. */
function problemOf(schema: z.ZodType, value: unknown, locale: Locale): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation issue');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('expected an issue');
  return describeProblem(issue, locale);
}

describe('describeProblem', () => {
  it('counts characters and items with the right plural in both languages', () => {
    expect(problemOf(z.string().min(21), 'x', 'ru')).toBe('должно содержать не менее 21 символа');
    expect(problemOf(z.string().max(3), 'long', 'ru')).toBe('должно содержать не более 3 символов');
    expect(problemOf(z.string().max(1), 'ab', 'en')).toBe('must contain at most 1 character');
    expect(problemOf(z.array(z.number()).max(2), [1, 2, 3], 'en')).toBe(
      'must contain at most 2 items',
    );
    expect(problemOf(z.string().trim().min(1), '  ', 'ru')).toBe('не должно быть пустым');
    expect(problemOf(z.string().max(200_000), 'x'.repeat(200_001), 'en')).toBe(
      'must contain at most 200,000 characters',
    );
  });

  it('says numbers, types and choices the way a person would', () => {
    expect(problemOf(z.coerce.number().int().min(1), '0', 'ru')).toBe('должно быть не меньше 1');
    expect(problemOf(z.coerce.number().max(100), '101', 'en')).toBe('must be at most 100');
    expect(problemOf(z.number().int(), 1.5, 'ru')).toBe('должно быть целым числом');
    expect(problemOf(z.string(), 5, 'en')).toBe('must be a string');
    expect(problemOf(z.enum(['ru', 'en']), 'de', 'ru')).toBe(
      'должно быть одним из значений: «ru», «en»',
    );
    expect(problemOf(z.enum(['ru', 'en']), 'de', 'en')).toBe('must be one of: "ru", "en"');
    expect(problemOf(z.url(), 'nope', 'ru')).toBe('должно быть корректным веб-адресом');
  });

  it("renders a feature's own message key, and never leaks an unregistered English message", () => {
    const rules = defineIssueTexts({
      test_even: { en: 'must be even', ru: 'должно быть чётным' },
    });
    const even = z.number().refine((n) => n % 2 === 0, rules.test_even);
    expect(problemOf(even, 3, 'ru')).toBe('должно быть чётным');
    expect(problemOf(even, 3, 'en')).toBe('must be even');
    const unregistered = z.string().regex(/^a/, 'starts with a');
    expect(problemOf(unregistered, 'b', 'ru')).toBe('имеет неверный формат');
    expect(describeProblem('required', 'ru')).toBe('обязательно');
  });
});
