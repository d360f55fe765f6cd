import { describe, expect, it } from '@jest/globals';
import { COOKIE_NAMES } from '@/config/site';
import { hasVisited, markVisited } from './visited';

describe('visited cookie', () => {
  it('is called `visited`', () => {
    expect(COOKIE_NAMES.visited).toBe('visited');
  });

  it('a first-time visitor has not visited', () => {
    expect(hasVisited()).toBe(false);
  });

  it('markVisited stores visited=true and the visitor counts as returning', () => {
    markVisited();
    expect(document.cookie).toBe('visited=true');
    expect(hasVisited()).toBe(true);
  });

  it('any value of the cookie counts as visited', () => {
    document.cookie = 'visited=1; path=/';
    expect(hasVisited()).toBe(true);
  });

  it('a cookie with another name does not count', () => {
    document.cookie = 'Visited=true; path=/';
    document.cookie = 'visited_at=2024; path=/';
    expect(hasVisited()).toBe(false);
  });
});
