import { describe, expect, it } from 'vitest';
import { fileProblem, maxFileBytes } from './file-limits';

describe('fileProblem', () => {
  it('accepts images, text-like files and PDFs within the size limit', () => {
    expect(fileProblem({ name: 'a.png', size: 10, type: 'image/png' })).toBeUndefined();
    expect(fileProblem({ name: 'notes.md', size: 10, type: '' })).toBeUndefined();
    expect(fileProblem({ name: 'doc.pdf', size: 10, type: 'application/pdf' })).toBeUndefined();
    expect(fileProblem({ name: 'sales.xlsx', size: 10, type: '' })).toBeUndefined();
  });

  it('refuses big files and other types before upload', () => {
    expect(fileProblem({ name: 'a.png', size: maxFileBytes + 1, type: 'image/png' })).toBe('size');
    expect(fileProblem({ name: 'a.exe', size: 10, type: 'application/octet-stream' })).toBe('type');
    expect(fileProblem({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBe('type');
  });

  it('refuses an empty file', () => {
    expect(fileProblem({ name: 'empty.txt', size: 0, type: 'text/plain' })).toBe('empty');
  });
});
