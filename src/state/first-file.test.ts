import { describe, expect, it, vi } from 'vitest';
import { firstFileOf } from './first-file';
import { packListing, type WorkspaceListing } from './workspace-slice';
import type * as WorkspaceSlice from './workspace-slice';

const listing = (paths: string[]) =>
  packListing(
    0,
    paths.map((path) => ({
      type: path.endsWith('/') ? 'directory' : 'file',
      path: path.replace(/\/$/, ''),
      size: 1,
      version: 1,
    })),
  );

describe('the file a lesson opens with', () => {
  it('is a README at the top level before any other file', () => {
    expect(firstFileOf(listing(['src/', 'src/a.ts', 'app.ts', 'README.md']))).toBe('README.md');
  });
  it('else the first top-level file in the tree’s order, never a hidden one, and a folder’s file after', () => {
    expect(
      firstFileOf(listing(['.toolscope/', '.toolscope/spill.txt', 'src/', 'src/a.ts', 'b.md', 'a.md'])),
    ).toBe('a.md');
    expect(firstFileOf(listing(['src/', 'src/z.ts', 'src/README']))).toBe('src/README');
  });
  it('is none in an empty workspace', () => {
    expect(firstFileOf(listing([]))).toBeNull();
    expect(firstFileOf(null)).toBeNull();
  });
});

describe('asked on every store update', () => {
  it('walks a listing once, however often it is asked about it', async () => {
    vi.resetModules();
    const walked = vi.fn();
    vi.doMock('./workspace-slice', async (original) => {
      const slice = await original<typeof WorkspaceSlice>();
      return {
        ...slice,
        listingEntries: (l: WorkspaceListing) => {
          walked();
          return slice.listingEntries(l);
        },
      };
    });
    const { firstFileOf: askedOften } = await import('./first-file');
    const one = listing(['b.md', 'a.md']);
    for (let i = 0; i < 5; i++) expect(askedOften(one)).toBe('a.md');
    expect(walked).toHaveBeenCalledTimes(1);
    expect(askedOften(listing(['c.md']))).toBe('c.md');
    expect(walked).toHaveBeenCalledTimes(2);
    vi.doUnmock('./workspace-slice');
  });
});
