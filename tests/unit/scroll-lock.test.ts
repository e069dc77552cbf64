// The page's scroll lock: overlapping dialogs, released in any order, and the scrollbar's room kept.
import { describe, expect, it } from 'vitest';
import { lockScroll, type LockableRoot } from '../../src/ui/use-scroll-lock.ts';

const page = (clientWidth: number): LockableRoot => ({ style: { overflow: 'auto', paddingRight: '3px' }, clientWidth });

describe('the scroll lock', () => {
  it('stops the page scrolling and keeps a 15 px scrollbar as padding, then gives the page its styles back', () => {
    const root = page(1265);
    const release = lockScroll(root, 1280);
    expect(root.style).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    release();
    expect(root.style).toEqual({ overflow: 'auto', paddingRight: '3px' });
  });

  it('adds no padding where the scrollbar takes no room (phones)', () => {
    const root = page(390);
    const release = lockScroll(root, 390);
    expect(root.style).toEqual({ overflow: 'hidden', paddingRight: '3px' });
    release();
  });

  it('stays locked until the last of two overlapping locks is released, whichever goes first', () => {
    const root = page(1265);
    const first = lockScroll(root, 1280);
    const second = lockScroll(root, 1280);
    first();
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style).toEqual({ overflow: 'auto', paddingRight: '3px' });
  });

  it('counts a release called twice once', () => {
    const root = page(1265);
    const first = lockScroll(root, 1280);
    const second = lockScroll(root, 1280);
    first();
    first();
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('auto');
  });
});
